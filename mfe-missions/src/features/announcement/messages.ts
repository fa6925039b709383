import { defineMessages } from '@hueso/shared';

/** The announcement banner appears this long after the home screen loads (SPEC.md section 9). */
export const ANNOUNCEMENT_DELAY_MS = 7000;

/** It then goes away by itself after this long, unless the pointer or focus is on it (docs/spec-deviations.md). */
export const ANNOUNCEMENT_DURATION_MS = 30_000;

/** The announcement banner's texts. */
export const ANNOUNCEMENT_MESSAGES = defineMessages({
  en: {
    text: 'The Arena weekly pool is open: battle, climb the leaderboard and burn NFTs to raise your PP. Good luck on your islands!',
    label: 'Announcement',
    dismiss: 'Dismiss announcement',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
