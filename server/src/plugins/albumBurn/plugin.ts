/** Album actions that change the player: burning NFTs for HUESO, crafting, and the admin's ranking total. */
import type { GamePlugin } from '../../plugin';
import { adminRoutes } from './adminRoutes';
import { burnRoutes } from './burnRoutes';
import { craftingRoutes } from './craftingRoutes';

export const albumBurnPlugin: GamePlugin = async (app, options) => {
  await app.register(burnRoutes, options);
  await app.register(craftingRoutes, options);
  await app.register(adminRoutes, options);
};
