import { defineMessages } from '@hueso/shared';

/** The home screen's own texts: its title and side panels. */
export const HOME_MESSAGES = defineMessages({
  en: {
    title: 'Islands',
    externalLinks: 'External links',
    tools: 'Tools',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
