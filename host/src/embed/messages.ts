/** Texts of `<hueso-area>` itself: shown inside the element while an area loads or cannot. */
export const EMBED_MESSAGES = {
  loading: 'Loading HUESO…',
  retry: 'Retry',
  noArea: 'This element names no area: set its area attribute (for example area="arena").',
  unknownArea: (area: string, known: string[]) =>
    `There is no HUESO area named "${area}". Areas: ${known.join(', ')}.`,
  noConfig: (url: string) => `The game's settings could not be read from ${url}.`,
  unreachable: (area: string) => `The ${area} area could not be loaded. Check your connection and try again.`,
} as const;
