import { defineMessages } from '@hueso/shared';

/** Stake landing texts. */
export const LANDING_MESSAGES = defineMessages({
  en: {
    title: 'Stake',
    description: 'Stake HUESO for tickets, or stake HUESO and VIPHUESO for weekly rewards.',
    list: 'Staking',
    ticket: 'Stake play',
    ticketNote: 'Stake HUESO, earn tickets, climb the table.',
    chest: 'Passive stake',
    chestNote: 'V1 and V2: weekly HUESO for HUESO and VIPHUESO staked.',
    barrel: 'Token staking',
    barrelNote: 'Stake your tokens on the external site (opens in a new tab).',
    newTab: (label: string) => `${label} (opens in a new tab)`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
