/**
 * Props that start downloading a lazy dialog as the player reaches for the button that opens it
 * (a pointer over it, a touch on it, keyboard focus), so it is usually there by the click.
 */
export function preloadOn(load: () => Promise<unknown>) {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
}
