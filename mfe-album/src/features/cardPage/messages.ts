import { defineMessages } from '@hueso/shared';

/** The card page's texts. */
export const CARD_PAGE_MESSAGES = defineMessages({
  en: {
    loading: 'Loading the card…',
    loadFailed: 'The card could not be loaded',
    unknown: 'There is no such card.',
    back: (album: string) => `Back to the ${album}`,
    details: 'Card details',
    id: 'Card',
    rarity: 'Rarity',
    power: 'Power',
    powerHint: 'The POWER every new copy of this card carries on the chain; a shiny copy has double.',
    owned: 'Copies you own',
    ownedShiny: (n: string, shiny: string) => `${n} (${shiny} shiny)`,
    listed: 'Copies on the market',
    listedLoading: 'Reading the market…',
    listedFailed: 'The market could not be read',
    lowest: 'Lowest price by token',
    noListings: 'No copy of this card is for sale right now.',
    lowestPrice: (amount: string, symbol: string) => `${amount} ${symbol}`,
    manage: 'Your copies: sell or cancel',
    toMarket: 'See the offers in the Marketplace',
    art: (name: string) => `Portrait of ${name}`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
