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
  es: {
    title: 'Inventario',
    toMarket: 'Compra más en el mercado',
    items: 'Artículos',
    owned: (count: string) => `Tienes: ${count}`,
    openItem: (name: string) => `Abrir ${name}`,
    open: 'Abrir',
    fusion: 'Los artículos de fusión no se pueden abrir aquí.',
    amount: 'Cantidad',
    noneToOpen: (name: string) => `No tienes ${name} para abrir`,
    ownedHint: (owned: number, max: number) => `Tienes ${owned}; abre de 1 a ${max} a la vez`,
    cancel: 'Cancelar',
    submit: 'Abrir',
    opening: 'Abriendo...',
    opened: (name: string) => `Abriste ${name}`,
    nothing: 'Esta vez no salió nada.',
    levelUp: (level: number) => `¡Subiste de nivel! Ahora eres nivel ${level}.`,
    done: 'Listo',
    revealed: (shown: number, total: number) =>
      `${shown} de ${total} ${total === 1 ? 'carta revelada' : 'cartas reveladas'}`,
    openedCards: 'Cartas obtenidas',
    cardAlt: (item: string) => `Carta ${item}`,
    shiny: 'Brillante',
    youOwn: (count: string) => `Tienes ${count}`,
    showAll: 'Mostrar todas',
    faceDown: (n: number) =>
      n === 1
        ? 'Tu carta está boca abajo: tócala para darle la vuelta.'
        : `${n} cartas boca abajo: toca una para darle la vuelta.`,
    turnOver: (n: number) => `Dar la vuelta a la carta ${n}`,
    announce: (rarity: string) => `Una carta de rareza ${rarity}…`,
    summary: (n: number) => (n === 1 ? 'Conseguiste 1 carta' : `Conseguiste ${n} cartas`),
    shinyCount: (n: string) => `Brillantes: ${n}`,
  },
});
