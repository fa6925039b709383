/** The marketplace's texts ('No NFTs disponibles' and 'Price: x.xx SYMBOL' are SPEC.md's). */
export const MARKETPLACE_MESSAGES = {
  loading: 'Loading the market…',
  empty: 'No NFTs disponibles',
  loadFailed: 'The market could not be loaded',
  malformed: (n: number) =>
    n === 1
      ? '1 sell order could not be read and is not shown.'
      : `${n} sell orders could not be read and are not shown.`,
  offers: (n: number) => (n === 1 ? '1 offer' : `${n} offers`),
  from: (label: string) => `From ${label.replace(/^Price: /, '')}`,
  /** On a card of the grid that holds the player's own orders. */
  yours: (n: number) => (n === 1 ? 'Your listing' : `${n} of your listings`),
  seller: (account: string, mine: boolean) => (mine ? 'Your listing' : `Seller: ${account}`),
  checkingAgain: 'Checking again in a moment…',
  emptyLog: (seconds: number) => `Marketplace: the sell book is empty; asking again in ${seconds} s`,
} as const;
