/** The pool feature's texts (SPEC.md sections 4 and 8). */
export const POOL_MESSAGES = {
  joined: 'You joined the pool successfully',
  loading: 'Loading the pool…',
  empty: 'No one has joined the pool yet.',
  nextPayout: 'Next payout',
  entryCost: (energy: number) => `Entry costs ${energy} energy. Rewards are paid every 24 h.`,
} as const;
