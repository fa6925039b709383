/** A section that is not open yet. */
export function Placeholder() {
  return <p role="status">This section opens soon.</p>;
}
