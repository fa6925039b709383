/** Public reads, no token: the global ranking and the HUESO metrics, both after due payouts are settled. */
import { leaderboardQuerySchema, type LeaderboardResponse } from '@hueso/contract';
import { z } from 'zod';
import { toHueso } from '../../amounts';
import { syncUnlessUnreachable } from '../../gateway/gateway';
import { HttpError } from '../../http';
import type { GamePlugin } from '../../plugin';
import { huesoMetrics } from '../../players/metricsRepository';
import { countUsers, findUserByName, LEVEL_BONUS_PERCENT } from '../../players/usersRepository';
import { settleDuePayouts } from '../payouts/settle';
import { rankingPage, type RankingSort } from './rankingRepository';

const metricsQuerySchema = z.object({ user: z.string().trim().min(1).max(32).optional() });

export const publicPlugin: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  app.get(
    '/api/leaderboard',
    { schema: { querystring: leaderboardQuerySchema }, config: { public: true } },
    async (request) => {
      const { sort, limit, page } = request.query;
      await syncUnlessUnreachable(ctx.chain);
      settleDuePayouts(ctx);
      const rows = rankingPage(db, {
        nftSymbol: config.nftSymbol,
        sort: sort satisfies RankingSort,
        limit,
        offset: (page - 1) * limit,
      });
      const data = rows.map((r) => ({
        nombre: r.nombre,
        ph: r.ph,
        nftTotal: r.nft_total,
        nftBurned: r.nft_burned,
        dinero: toHueso(r.dinero),
        dineroReal: toHueso(r.dinero_real),
        fusion: toHueso(r.fusion),
        pe: r.pe,
        porcentaje: r.nivel * LEVEL_BONUS_PERCENT,
        nivel: r.nivel,
      }));
      return { data, totalDocs: countUsers(db), returned: data.length } satisfies LeaderboardResponse;
    },
  );

  app.get(
    '/metrics/hueso',
    { schema: { querystring: metricsQuerySchema }, config: { public: true } },
    async (request) => {
      const { user } = request.query;
      settleDuePayouts(ctx);
      let userId: number | null = null;
      if (user) {
        const found = findUserByName(db, user.toLowerCase());
        if (!found) throw new HttpError(404, `Unknown user ${user}`);
        userId = found.id;
      }
      return huesoMetrics(db, userId, config.now());
    },
  );
};
