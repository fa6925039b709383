/**
 * @hueso/shared/cards: the cards' rarities and names (badges, legend, `useCardName`), with the card
 * catalogue they read, shared on its own: only the areas that show cards download the catalogue.
 */
export * from './Rarity';
