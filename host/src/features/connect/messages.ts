import { defineMessages } from '@hueso/shared';

/** Texts of the sign-in window an embedded area opens on the game's origin (`/connect`). */
export const CONNECT_MESSAGES = defineMessages({
  en: {
    title: 'Sign in to HUESO',
    forSite: (origin: string) => `The HUESO area on ${origin} asks you to sign in.`,
    memoryOnly:
      'Your new session goes to that page only, which keeps it in memory until you leave it. Your password never reaches that site.',
    submit: 'Sign in for this site',
    cancel: 'Cancel',
    done: (origin: string) => `Signed in. Your session was handed to ${origin}; this window closes itself.`,
    noOpener: 'This window was not opened by a HUESO area, so there is nowhere to sign in to. Close it.',
    badOrigin: 'The page that opened this window did not say where it is. Close it and try again.',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
