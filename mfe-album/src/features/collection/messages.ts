/** The collection's texts ('Select a Price' is SPEC.md's). */
export const COLLECTION_MESSAGES = {
  loading: 'Loading your cards…',
  loadFailed: 'Your cards could not be loaded',
  owned: (n: number) => `Owned: ${n}`,
  global: (n: number | null) => (n === null ? 'Global: counting…' : `Global: ${n}`),
  counting: 'Counting cards on the chain…',
  counted: 'Global counts are complete.',
  countFailed: 'The global counts could not be read from the chain',
  summary: (owned: number, total: number) => `You own ${owned} of ${total} cards.`,
  empty: 'No cards in this album yet.',
  priceTitle: 'Select a Price',
  priceLabel: 'Price',
  priceHint: 'Choose the token to list it for. A 5% market fee is taken when it sells.',
  priceInvalid: 'Enter a price above 0 with at most 8 decimals.',
  listedFor: (label: string) => `Listed — ${label}`,
  inWallet: 'In your wallet',
  noInstances: 'No instances of this card are left in your wallet.',
} as const;
