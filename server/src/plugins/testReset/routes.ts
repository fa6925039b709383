/**
 * POST /test/reset: wipes and reseeds the world between browser tests; POST /test/arena-seeds sets
 * the seeds of the next arena queue starts, so a browser test knows a battle's outcome (mounted
 * only when asked).
 */
import { z } from 'zod/mini';
import { wipeDatabase } from '../../db';
import type { GamePlugin } from '../../plugin';
import { seedIfEmpty } from '../../seed';
import { presetArenaSeeds } from '../arena/battle';
import { settleDuePayouts } from '../payouts/settle';

const arenaSeedsSchema = z.object({
  seeds: z.array(z.string().check(z.regex(/^[0-9a-f]{64}$/))).check(z.maxLength(100)),
});

export const testResetPlugin: GamePlugin = async (app, { ctx }) => {
  app.post('/test/reset', { config: { public: true } }, async () => {
    wipeDatabase(ctx.db);
    await seedIfEmpty(ctx);
    settleDuePayouts(ctx); // the reset world's pool pays 24 game hours from now, its passive stake a week
    app.resetLoginLimits();
    presetArenaSeeds(ctx.db, []);
    return { ok: true };
  });
  app.post(
    '/test/arena-seeds',
    { schema: { body: arenaSeedsSchema }, config: { public: true } },
    async (request) => {
      presetArenaSeeds(ctx.db, request.body.seeds);
      return { ok: true };
    },
  );
};
