/** Passive stake texts (SPEC.md sections 5 and 8 verbatim where the spec gives them). */
export const PASSIVE_MESSAGES = {
  title: 'Passive stake',
  success: 'Success',
  failed: 'Failed',
  loading: 'Loading your passive stake…',
  rate: (weekly: number) => `Pays ${weekly} HUESO weekly per 10,000 HUESO and 100 VIPHUESO staked.`,
  v1Closed: 'V1 no longer takes deposits: you can still withdraw your V1 stake.',
  rules: 'Minimum 1,000 HUESO, with 10 VIPHUESO per 1,000 HUESO.',
  required: (vip: string) => `This deposit takes ${vip} VIPHUESO.`,
  nextPayout: 'Next weekly payout',
  nothingStaked: 'Nothing staked in this version.',
  /** The confirmation before a withdraw: what returns, and that the running week pays nothing. */
  withdrawTitle: (version: number) => `Withdraw your V${version} stake?`,
  withdrawReturns: (hueso: string, vip: string) =>
    `${hueso} HUESO and ${vip} VIPHUESO return to your real balance and VIPHUESO.`,
  withdrawForfeit: (weekly: string | null) =>
    weekly === null
      ? "This week's reward is forfeited: the week is still running and only whole weeks pay."
      : `This week's reward (${weekly} HUESO) is forfeited: the week is still running and only whole weeks pay.`,
  withdrawConfirm: (version: number) => `Withdraw V${version}`,
  keepStaking: 'Keep staking',
} as const;
