import { defineMessages } from '@hueso/shared';

/** The ecosystem feature's button on the home screen; the dialog's own are in ./dialog/messages.ts, downloaded with the dialog. */
export const ECOSYSTEM_MESSAGES = defineMessages({
  en: {
    button: 'Ecosystem',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
