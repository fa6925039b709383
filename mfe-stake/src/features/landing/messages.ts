/** Stake landing texts. */
export const LANDING_MESSAGES = {
  title: 'Stake',
  description: 'Stake HUESO for tickets, or stake HUESO and VIPHUESO for weekly rewards.',
  ticket: 'Stake play',
  ticketNote: 'Stake HUESO, earn tickets, climb the table.',
  chest: 'Passive stake',
  chestNote: 'V1 and V2: weekly HUESO for HUESO and VIPHUESO staked.',
  barrel: 'Token staking',
  barrelNote: 'Stake your tokens on the external site (opens in a new tab).',
} as const;
