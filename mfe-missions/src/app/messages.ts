import { defineMessages } from '@hueso/shared';

/** The home screen's own texts: its title and side panels, and a dialog that could not download. */
export const HOME_MESSAGES = defineMessages({
  en: {
    title: 'Islands',
    externalLinks: 'External links',
    tools: 'Tools',
    dialogFailed: 'This window could not be loaded. Check your connection and try again.',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
