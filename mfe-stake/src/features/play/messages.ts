import { defineMessages } from '@hueso/shared';

/**
 * Stake play texts (SPEC.md sections 2, 5 and 8 verbatim in English where the spec gives them).
 * Amounts arrive formatted in the screen's language; money names come from MONEY_MESSAGES.
 */
export const PLAY_MESSAGES = defineMessages({
  en: {
    title: 'Stake play',
    description: (deposited: string) =>
      `Stake ${deposited} to earn tickets: 1,000 HUESO staked for 24 game hours earn one ticket.`,
    back: 'Back to stake',
    invalidAmount: 'Invalid amount',
    invalidWithdraw: 'Enter a valid amount to withdraw',
    moreThanStaked: 'You cannot withdraw more than you have staked',
    /** A refusal, then which HUESO is short and how to get more. */
    refusedShort: (refusal: string, short: string) => `${refusal}. ${short}`,
    loading: 'Loading the stake…',
    empty: 'Nobody is staking yet.',
    tableCaption: 'Stake play positions',
    users: 'USERS',
    position: 'POSITION',
    hueso: 'HUESO',
    ticket: 'TICKET',
    you: (name: string) => `${name} (you)`,
    yourStake: 'Your stake',
    tickets: 'Tickets',
    claimable: 'Available to claim',
    claim: 'Claim',
    claiming: 'Claiming…',
    depositPanel: 'Deposit',
    depositAction: 'Deposit',
    amountToStake: 'Amount to stake',
    depositHint: (amount: string, deposited: string) => `Up to ${amount} from your ${deposited}`,
    withdrawPanel: 'Withdraw',
    withdrawAction: 'Withdraw',
    amountToWithdraw: 'Amount to withdraw',
    withdrawHint: (amount: string, staked: string) =>
      `You have ${amount} ${staked}; 50% of a withdraw is burned`,
    positions: 'Positions',
    depositTitle: 'Confirm deposit',
    depositWarning: (amount: string) =>
      `You stake ${amount} HUESO. 50% of the amount is burned when you withdraw it later.`,
    withdrawTitle: 'Confirm withdraw',
    withdrawSplit: (amount: string, returned: string, deposited: string, burned: string) =>
      `You withdraw ${amount} HUESO: ${returned} HUESO return to your ${deposited} and ${burned} HUESO (50%) are burned.`,
    withdrawSummary: 'Withdraw summary',
    returned: 'Returned',
    burned: 'Burned (50%)',
    huesoAmount: (amount: string) => `${amount} HUESO`,
    deposited: (amount: string) => `You staked ${amount} HUESO`,
    withdrawn: (returned: string, burned: string) =>
      `Withdrawn: ${returned} HUESO returned, ${burned} HUESO burned`,
    claimed: (count: number, formatted: string) =>
      `You claimed ${formatted} ${count === 1 ? 'ticket' : 'tickets'}: find them in your inventory`,
    nothingToClaim: 'No whole ticket to claim yet',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
