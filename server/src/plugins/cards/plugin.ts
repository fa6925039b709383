/** Cards and items: the catalogue with the player's cards, their art, and opening items. */
import type { GamePlugin } from '../../plugin';
import { cardRoutes } from './cardRoutes';
import { itemRoutes } from './itemRoutes';

export const cardsPlugin: GamePlugin = async (app, options) => {
  await app.register(cardRoutes, options);
  await app.register(itemRoutes, options);
};
