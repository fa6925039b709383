/** The daily pool: the ranking of stakes and joining it, each after a due payout is settled. */
import { poolCost, type PoolResponse } from '@hueso/contract';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { toInformacion } from '../../players/informacion';
import { getUser, spendEnergy } from '../../players/usersRepository';
import { settleDuePayouts } from '../payouts/settle';
import { nextPayoutAt } from './payout';
import { addStake, findStake, listStakes } from '../../players/stakesRepository';

export const poolPlugin: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  app.get('/api/mirarPool', async (request) => {
    const { id } = request.player;
    settleDuePayouts(ctx);
    const rows = listStakes(db);
    const own = rows.find((r) => r.userId === id);
    return {
      stake: rows.map((r, i) => ({ nombre: r.nombre, posicion: i + 1, cantidad: r.cantidad })),
      userStake: own ? { cantidad: own.cantidad } : null,
      nextPayoutAt: nextPayoutAt(ctx),
    } satisfies PoolResponse;
  });

  /**
   * Joining costs `costoPool` energy and stakes the player's power (at least 1), in the pool that
   * pays next: a payout already due is settled (and the pool emptied) first.
   */
  app.get('/api/ingresoStakePool', async (request) => {
    const { id } = request.player;
    settleDuePayouts(ctx);
    const now = config.now();
    db.transaction(() => {
      const user = getUser(db, id);
      if (!user.pack_inicial) throw new HttpError(403, 'You need the starter pack to join the pool');
      if (findStake(db, id) !== undefined) throw new HttpError(409, 'Already in the pool');
      const cost = poolCost({ costoPool: user.costo_pool });
      if (user.energia_actual < cost) throw new HttpError(400, 'Not enough energy');
      spendEnergy(db, id, cost);
      addStake(db, id, Math.max(1, user.poder), now);
    })();
    return { ok: true, usuario: toInformacion(ctx, id, origin(request), now) };
  });
};
