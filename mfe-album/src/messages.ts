import { defineMessages } from '@hueso/shared';

/**
 * Texts the album shows that SPEC.md leaves open, shared by its sections (the spec's own texts are
 * quoted where used): the menu, the card market's moves and the words every card grid uses.
 */
export const ALBUM_MESSAGES = defineMessages({
  en: {
    sections: {
      general: 'General Album',
      especial: 'Special Album',
      crafting: 'Crafting',
      marketplace: 'Marketplace',
      specialMarket: 'Special Market',
      burn: 'Burn NFTs',
      ranking: 'Global Ranking',
    },
    menu: 'Album sections',
    secondaryMarket: 'Secondary market (opens a new tab)',
    soon: 'This section opens soon.',
    /** A card id the catalogue does not know. */
    card: (ide: number) => `Card ${ide}`,
    nft: (id: string) => `NFT #${id}`,
    /** The mark of a shiny (BRILLANTE) copy. */
    shiny: 'Shiny',
    /** How many of a card's copies are shiny. */
    shinyCount: (n: string) => `Shiny: ${n}`,
    /** An offer's price (SPEC.md section 2: 'Price: x.xx SYMBOL'). */
    price: (amount: string, symbol: string) => `Price: ${amount} ${symbol}`,
    sell: 'Sell',
    buy: 'Buy',
    cancel: 'Cancel',
    close: 'Close',
    notApplied: {
      sell: 'The chain did not list this NFT: it is no longer in your wallet.',
      buy: 'This NFT is no longer for sale: its order was already filled or cancelled.',
      cancel: 'This listing is no longer open: it was already sold or cancelled.',
    },
    sold: 'Your NFT is listed on the market.',
    bought: 'The NFT is yours.',
    cancelled: 'Your listing was cancelled; the NFT is back in your wallet.',
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
