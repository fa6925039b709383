/** The inventory on its own (SPEC.md section 7 lists /api/inventario-no-nft without its use). */
import type { InventarioNoNftResponse } from '@hueso/contract';
import { origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { inventoryOf } from '../../players/informacion';

export const inventoryPlugin: GamePlugin = async (app, { ctx }) => {
  /** The player's items without NFTs: what `inventario` of the player record holds. */
  app.get('/api/inventario-no-nft', async (request) => {
    return {
      inventario: inventoryOf(ctx.db, request.player.id, origin(request)),
    } satisfies InventarioNoNftResponse;
  });
};
