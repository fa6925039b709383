import { defineMessages } from '@hueso/shared';

/** The collection's texts ('Select a Price' is SPEC.md's). */
export const COLLECTION_MESSAGES = defineMessages({
  en: {
    loading: 'Loading your cards…',
    loadFailed: 'Your cards could not be loaded',
    owned: (n: string) => `Owned: ${n}`,
    global: (n: string | null) => (n === null ? 'Global: counting…' : `Global: ${n}`),
    onMarket: (n: string) => `On the market: ${n}`,
    /** A card tile's accessible name. */
    tile: (name: string, id: string, rareza: string, owned: number) =>
      `${name}, ${id}, rarity ${rareza}, owned ${owned}`,
    grid: { general: 'General cards', especial: 'Special cards' },
    counting: 'Counting cards on the chain…',
    counted: 'Global counts are complete.',
    countFailed: 'The global counts could not be read from the chain',
    summary: (owned: number, total: number) => `You own ${owned} of ${total} cards.`,
    empty: 'No cards in this album yet.',
    priceTitle: 'Select a Price',
    priceLabel: 'Price',
    priceHint: (nft: string) =>
      `${nft}. Choose the token to list it for. A 5% market fee is taken when it sells.`,
    priceInvalid: 'Enter a price above 0 with at most 8 decimals.',
    listedFor: (label: string) => `Listed — ${label}`,
    inWallet: 'In your wallet',
    noInstances: 'No instances of this card are left in your wallet.',
    instances: 'Instances',
    sellLabel: (nft: string) => `Sell ${nft}`,
    cancelLabel: (nft: string) => `Cancel the listing of ${nft}`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
