import { LOGIN_ERROR } from '@hueso/contract/common';
import { defineMessages } from '../i18n/messages';

/** Texts of an area running without the host: its sign-in and the embedded element's notices. */
export const AREA_MESSAGES = defineMessages({
  en: {
    signInTitle: 'Sign in to play',
    signInLabel: 'Sign in',
    logIn: 'Log in',
    loginError: LOGIN_ERROR,
    restoring: 'Restoring your session…',
    /** An area embedded on another site signs in on the game's own site (docs/embedding.md). */
    signInElsewhere:
      "You sign in on the game's own site, in a new window. Your session stays in this page's memory only and ends when you leave the page.",
    signInWithGame: 'Sign in with HUESO',
    waiting: 'Waiting for the sign-in window…',
    popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    popupClosed: 'The sign-in window was closed before you signed in.',
    noHost: "This area cannot sign in here: the game's config.json names no host.",
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './messages-es'),
});
