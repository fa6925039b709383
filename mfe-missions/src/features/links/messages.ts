import { defineMessages } from '@hueso/shared';

/** The external links of the home screen's side panel. */
export const LINKS_MESSAGES = defineMessages({
  en: {
    whitepaper: 'Whitepaper',
    chat: 'Chat',
    partnerGame: 'Partner game',
    newTab: ' (opens in a new tab)',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
