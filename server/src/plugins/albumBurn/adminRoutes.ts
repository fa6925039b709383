/** The admin's manual burned total of the ranking (docs/burn.md, "Admin"). Admins only. */
import { adminBurnedRequestSchema } from '@hueso/contract';
import { HttpError } from '../../http';
import type { GamePlugin } from '../../plugin';
import { roleOf, setBurnedTotal } from './rolesRepository';

export const adminRoutes: GamePlugin = async (app, { ctx }) => {
  app.post('/api/admin/burned', { schema: { body: adminBurnedRequestSchema } }, async (request) => {
    if (roleOf(ctx.db, request.player.id) !== 'admin') throw new HttpError(403, 'Admins only');
    const nombre = request.body.nombre.toLowerCase();
    if (!setBurnedTotal(ctx.db, nombre, request.body.total))
      throw new HttpError(404, `Unknown player ${nombre}`);
    return { ok: true as const, nombre, nftBurned: request.body.total };
  });
};
