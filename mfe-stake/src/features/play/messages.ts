/** Stake play texts (SPEC.md sections 2, 5 and 8 verbatim where the spec gives them). */
export const PLAY_MESSAGES = {
  title: 'Stake play',
  description:
    'Stake HUESO from your real balance to earn tickets: 1,000 HUESO staked for 24 game hours earn one ticket.',
  back: 'Back to stake',
  invalidAmount: 'Invalid amount',
  invalidWithdraw: 'Enter a valid amount to withdraw',
  loading: 'Loading the stake…',
  empty: 'Nobody is staking yet.',
  tableCaption: 'Stake play positions',
  depositTitle: 'Confirm deposit',
  depositWarning: (amount: string) =>
    `You stake ${amount} HUESO. 50% of the amount is burned when you withdraw it later.`,
  withdrawTitle: 'Confirm withdraw',
  withdrawSplit: (amount: string, returned: string, burned: string) =>
    `You withdraw ${amount} HUESO: ${returned} HUESO return to your real balance and ${burned} HUESO (50%) are burned.`,
  deposited: (amount: string) => `You staked ${amount} HUESO`,
  withdrawn: (returned: string, burned: string) =>
    `Withdrawn: ${returned} HUESO returned, ${burned} HUESO burned`,
  claimed: (count: number) =>
    `You claimed ${count} ${count === 1 ? 'ticket' : 'tickets'}: find them in your inventory`,
  nothingToClaim: 'No whole ticket to claim yet',
} as const;
