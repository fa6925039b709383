import { defineMessages } from '@hueso/shared';

/** The ecosystem claim's dialog texts (SPEC.md section 8): in the dialog's chunk, not with the home screen. */
export const ECOSYSTEM_DIALOG_MESSAGES = defineMessages({
  en: {
    error:
      'Error you need the starter pack in a partner game or complete the daily mission there, check and try again.',
    success: 'Ecosystem reward claimed successfully',
    title: 'HUESO ecosystem',
    highlightIntro: 'Starter pack in our partner game: ',
    highlight: '75 BONES a day for 4 daily victories.',
    step1: 'Get the starter pack in the partner game.',
    step2: 'Win your 4 daily victories there to complete the daily mission.',
    step3: 'Come back and press Claim to receive your ecosystem reward.',
    claim: 'Claim',
    claiming: 'Claiming…',
    openPartner: 'Open the partner game',
    newTab: ' (opens in a new tab)',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
