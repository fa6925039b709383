/** The general (page 1) or special (page 2) album. */
export function CollectionSection({ kind }: { kind: 'general' | 'especial' }) {
  return <p role="status">{kind === 'general' ? 'General cards' : 'Special cards'}</p>;
}
