import { defineMessages } from '@hueso/shared';

/** The hueso metrics feature's button on the home screen; the dialog's own are in ./dialog/messages.ts, downloaded with the dialog. */
export const METRICS_MESSAGES = defineMessages({
  en: {
    button: 'Hueso metrics',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
