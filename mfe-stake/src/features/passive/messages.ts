import { defineMessages } from '@hueso/shared';

/**
 * Passive stake texts (SPEC.md sections 5 and 8 verbatim in English where the spec gives them).
 * Amounts arrive formatted in the screen's language; money names come from MONEY_MESSAGES.
 */
export const PASSIVE_MESSAGES = defineMessages({
  en: {
    title: 'Passive stake',
    versions: 'Passive stake version',
    version: (version: number) => `V${version}`,
    versionStake: (version: number) => `V${version} stake`,
    success: 'Success',
    failed: 'Failed',
    loading: 'Loading your passive stake…',
    rate: (weekly: string) => `Pays ${weekly} HUESO weekly per 10,000 HUESO and 100 VIPHUESO staked.`,
    v1Closed: 'V1 no longer takes deposits: you can still withdraw your V1 stake.',
    rules: 'Minimum 1,000 HUESO, with 10 VIPHUESO per 1,000 HUESO.',
    stakedFrom: (deposited: string) => `Staked from your ${deposited}.`,
    required: (vip: string) => `This deposit takes ${vip} VIPHUESO.`,
    vipStaked: 'VIPHUESO staked',
    weeklyReward: 'Weekly reward',
    huesoAmount: (amount: string) => `${amount} HUESO`,
    amountToStake: 'Amount to stake (HUESO)',
    deposit: 'Deposit',
    withdrawing: 'Withdrawing…',
    invalidAmount: 'Invalid amount',
    minimum: (amount: string) => `The minimum deposit is ${amount} HUESO`,
    /** A refusal, then which HUESO is short and how to get more. */
    refusedShort: (refusal: string, short: string) => `${refusal}. ${short}`,
    vipShort: (need: string, have: string) =>
      `You need ${need} VIPHUESO (10 per 1,000 HUESO) and have ${have}. VIPHUESO is won in the arena.`,
    nextPayout: 'Next weekly payout',
    nothingStaked: 'Nothing staked in this version.',
    /** The confirmation before a withdraw: what returns, and that the running week pays nothing. */
    withdrawTitle: (version: number) => `Withdraw your V${version} stake?`,
    withdrawReturns: (hueso: string, vip: string, deposited: string) =>
      `${hueso} HUESO and ${vip} VIPHUESO return to your ${deposited} and VIPHUESO.`,
    withdrawForfeit: (weekly: string | null) =>
      weekly === null
        ? "This week's reward is forfeited: the week is still running and only whole weeks pay."
        : `This week's reward (${weekly} HUESO) is forfeited: the week is still running and only whole weeks pay.`,
    withdrawConfirm: (version: number) => `Withdraw V${version}`,
    keepStaking: 'Keep staking',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
