import { defineMessages } from '@hueso/shared';

/** The inventory feature's texts (SPEC.md section 4, Pack opening). */
export const INVENTORY_MESSAGES = defineMessages({
  en: {
    title: 'Inventory',
    toMarket: 'Buy more in the market',
    items: 'Items',
    owned: (count: string) => `Owned: ${count}`,
    openItem: (name: string) => `Open ${name}`,
    open: 'Open',
    fusion: 'Fusion items cannot be opened here.',
    // The amount dialog
    amount: 'Amount',
    noneToOpen: (name: string) => `You have no ${name} to open`,
    ownedHint: (owned: number, max: number) => `You own ${owned}; open 1 to ${max} at a time`,
    cancel: 'Cancel',
    /** SPEC.md section 9 names the button Abrir. */
    submit: 'Open',
    opening: 'Opening...',
    // The result
    opened: (name: string) => `${name} opened`,
    nothing: 'Nothing came out this time.',
    levelUp: (level: number) => `Level up! You are now level ${level}.`,
    done: 'Done',
    revealed: (shown: number, total: number) =>
      `${shown} of ${total} ${total === 1 ? 'card' : 'cards'} revealed`,
    openedCards: 'Opened cards',
    cardAlt: (item: string) => `Card ${item}`,
    shiny: 'Shiny',
    youOwn: (count: string) => `You own ${count}`,
    showAll: 'Show all',
    faceDown: (n: number) =>
      n === 1
        ? 'Your card is face down: tap it to turn it over.'
        : `${n} cards face down: tap one to turn it over.`,
    turnOver: (n: number) => `Turn over card ${n}`,
    /** The rarity said before the face shows. */
    announce: (rarity: string) => `A card of rarity ${rarity}…`,
    summary: (n: number) => (n === 1 ? 'You got 1 card' : `You got ${n} cards`),
    shinyCount: (n: string) => `Shiny: ${n}`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
