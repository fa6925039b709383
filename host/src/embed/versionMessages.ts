import type { Translation } from '@hueso/shared';

const en = {
  version: (area: string, library: string, needed: string, provided: string) =>
    `The ${area} area needs ${library} ${needed}, and this game provides ${provided}. It can be shown once the game is updated.`,
};

/**
 * An area built for a newer shared library, in the same words in `<hueso-area>` (./messages.ts)
 * and on the game's own page for the area (../app/RemoteRoute.tsx). A module of its own: the
 * game's page takes this text, not the element's other texts.
 */
export const VERSION_MESSAGES: { en: typeof en; es: Translation<typeof en> } = {
  en,
  es: {
    version: (area: string, library: string, needed: string, provided: string) =>
      `El área ${area} necesita ${library} ${needed} y este juego ofrece ${provided}. Se podrá mostrar cuando el juego se actualice.`,
  },
};
