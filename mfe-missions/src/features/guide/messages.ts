import { defineMessages } from '@hueso/shared';

/** The first-run guide of the home screen: three steps for a player without the Initial Land. */
export const GUIDE_MESSAGES = defineMessages({
  en: {
    title: 'Getting started',
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    steps: [
      {
        title: 'Energy and missions',
        text: 'Missions mine HUESO and cost energy, shown at the top as current/maximum. Recharge is free and gives energy: use it when a Start says you are short.',
      },
      {
        title: 'The market and your wallet',
        text: 'The market sells the Initial Land and card packs, paid from your wallet. Your profile shows where your HUESO is and moves it to your wallet.',
      },
      {
        title: 'The album',
        text: 'Your cards live in the album: collect them, craft cards of one rarity into a rarer one, trade them on the marketplace or burn them for HUESO.',
      },
    ],
    back: 'Back',
    next: 'Next',
    done: 'Got it',
    dismiss: 'Close the guide',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
