import { defineMessages } from '@hueso/shared';

/** The home screen's arena island (SPEC.md section 9). */
export const ARENA_CARD_MESSAGES = defineMessages({
  en: {
    title: 'Enter Arena',
    energyCost: 'Energy cost',
    entryFee: 'Entry fee',
    reward: 'Reward',
    rewardValue: 'MMR, tickets, VIPHUESO',
    energy: (amount: string) => `${amount} energy`,
    /** As the contract's arenaTooltip: 'Not enough energy (x/5)'. */
    notEnoughEnergy: (have: number, need: number) => `Not enough energy (${have}/${need})`,
    enter: 'Enter Arena',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
