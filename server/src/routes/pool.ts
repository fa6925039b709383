/** The daily pool: the ranking of stakes and joining it. */
import { poolCost, type PoolResponse } from '@hueso/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth';
import type { AppContext } from '../context';
import { HttpError, origin } from '../http';
import { getUser, toInformacion } from '../users';

export function registerPoolRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  app.get('/api/mirarPool', async (request) => {
    const { id } = authenticate(ctx, request);
    const rows = db
      .prepare(
        `SELECT u.id, u.nombre, p.cantidad FROM pool_stakes p JOIN users u ON u.id = p.user_id
         ORDER BY p.cantidad DESC, u.nombre ASC`,
      )
      .all() as { id: number; nombre: string; cantidad: number }[];
    const own = rows.find((r) => r.id === id);
    return {
      stake: rows.map((r, i) => ({ nombre: r.nombre, posicion: i + 1, cantidad: r.cantidad })),
      userStake: own ? { cantidad: own.cantidad } : null,
    } satisfies PoolResponse;
  });

  /** Joining costs `costoPool` energy and stakes the player's power (at least 1). */
  app.get('/api/ingresoStakePool', async (request) => {
    const { id } = authenticate(ctx, request);
    const now = config.now();
    db.transaction(() => {
      const user = getUser(db, id);
      if (!user.pack_inicial) throw new HttpError(403, 'You need the starter pack to join the pool');
      if (db.prepare('SELECT 1 FROM pool_stakes WHERE user_id = ?').get(id))
        throw new HttpError(409, 'Already in the pool');
      const cost = poolCost({ costoPool: user.costo_pool });
      if (user.energia_actual < cost) throw new HttpError(400, 'Not enough energy');
      db.prepare('UPDATE users SET energia_actual = energia_actual - ? WHERE id = ?').run(cost, id);
      db.prepare('INSERT INTO pool_stakes (user_id, cantidad, joined_at) VALUES (?, ?, ?)').run(
        id,
        Math.max(1, user.poder),
        now,
      );
    })();
    return { ok: true, usuario: toInformacion(ctx, id, origin(request), now) };
  });
}
