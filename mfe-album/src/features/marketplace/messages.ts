import { defineMessages } from '@hueso/shared';

/**
 * The marketplace's texts ('Price: x.xx SYMBOL' is SPEC.md's, in ALBUM_MESSAGES.price; the spec's
 * 'No NFTs disponibles' is the Spanish text, 'No NFTs available' the English one).
 */
export const MARKETPLACE_MESSAGES = defineMessages({
  en: {
    loading: 'Loading the market…',
    empty: 'No NFTs available',
    loadFailed: 'The market could not be loaded',
    malformed: (n: number) =>
      n === 1
        ? '1 sell order could not be read and is not shown.'
        : `${n} sell orders could not be read and are not shown.`,
    offers: (n: number) => (n === 1 ? '1 offer' : `${n} offers`),
    from: (amount: string, symbol: string) => `From ${amount} ${symbol}`,
    /** On a card of the grid that holds the player's own orders. */
    yours: (n: number) => (n === 1 ? 'Your listing' : `${n} of your listings`),
    seller: (account: string, mine: boolean) => (mine ? 'Your listing' : `Seller: ${account}`),
    checkingAgain: 'Checking again in a moment…',
    retry: 'Retry',
    grid: { all: 'Marketplace cards', platform: 'Special Market cards' },
    offersLabel: 'Offers',
    buyLabel: (nft: string, price: string) => `Buy ${nft} (${price})`,
    cancelLabel: (nft: string, price: string) => `Cancel ${nft} (${price})`,
    readingWallet: 'Reading your wallet…',
    /** The guided move: the wallet is short, the HUESO elsewhere in the game covers the price. */
    topUp: (nft: string, parts: string, after: string) =>
      `Your wallet is short for ${nft}. One move sends ${parts} to your wallet, which will then hold ${after}; the purchase goes on from there.`,
    topUpAnd: ' and ',
    topUpBuy: 'Move to wallet and buy',
    topUpFailed:
      'The HUESO did not reach your wallet, and nothing was bought. Your profile shows where it is.',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
