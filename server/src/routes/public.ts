/** Public reads, no token: the global ranking and the HUESO metrics. */
import { leaderboardQuerySchema, type LeaderboardResponse } from '@hueso/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toHueso } from '../amounts';
import type { AppContext } from '../context';
import { HttpError, parse } from '../http';
import { huesoMetrics } from '../metrics';
import { findUserByName, LEVEL_BONUS_PERCENT } from '../users';

type Sort = z.infer<typeof leaderboardQuerySchema>['sort'];

/** SQL expression each ranking sort orders by (descending); `burned` is the admin-entered total. */
const SORT_COLUMNS: Record<Sort, string> = {
  ph: 'u.ph',
  nft: 'nft_total',
  burned: 'u.nft_burned',
  saldo: 'u.dinero',
  fusion: 'u.fusion',
  real: 'u.dinero_real',
  pe: 'u.pe',
  porcentaje: 'u.nivel',
  nivel: 'u.nivel',
};

const metricsQuerySchema = z.object({ user: z.string().trim().min(1).max(32).optional() });

interface RankingRow {
  nombre: string;
  ph: number;
  pe: number;
  nivel: number;
  dinero: number;
  dinero_real: number;
  fusion: number;
  nft_burned: number;
  nft_total: number;
}

export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  app.get('/api/leaderboard', async (request) => {
    const { sort, limit, page } = parse(leaderboardQuerySchema, request.query);
    const rows = db
      .prepare(
        `SELECT u.nombre, u.ph, u.pe, u.nivel, u.dinero, u.dinero_real, u.fusion, u.nft_burned,
           (SELECT COUNT(*) FROM chain_nft_instances i WHERE i.symbol = ? AND i.account = u.nombre) AS nft_total
         FROM users u ORDER BY ${SORT_COLUMNS[sort]} DESC, u.nombre ASC LIMIT ? OFFSET ?`,
      )
      .all(config.nftSymbol, limit, (page - 1) * limit) as RankingRow[];
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM users').get() as { total: number };
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
    return { data, totalDocs: total, returned: data.length } satisfies LeaderboardResponse;
  });

  app.get('/metrics/hueso', async (request) => {
    const { user } = parse(metricsQuerySchema, request.query);
    let userId: number | null = null;
    if (user) {
      const found = findUserByName(db, user.toLowerCase());
      if (!found) throw new HttpError(404, `Unknown user ${user}`);
      userId = found.id;
    }
    return huesoMetrics(db, userId, config.now());
  });
}
