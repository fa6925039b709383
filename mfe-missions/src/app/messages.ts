import { defineMessages } from '@hueso/shared';
import firstPaint from '../firstPaint.json';

/** The home screen's own texts: its title and side panels, and a dialog that could not download. */
export const HOME_MESSAGES = defineMessages({
  en: {
    // The h1 the host paints while this area's code loads (../firstPaint.json, its manifest).
    title: firstPaint[''].title.en,
    externalLinks: 'External links',
    tools: 'Tools',
    dialogFailed: 'This window could not be loaded. Check your connection and try again.',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
