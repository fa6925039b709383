/**
 * POST /test/reset: wipes and reseeds the game world between browser tests (the node is reset
 * first, by its own /test/reset), then the index is read again from block 0; POST /test/arena-seeds sets
 * the seeds of the next arena queue starts, so a browser test knows a battle's outcome (mounted
 * only when asked).
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod/mini';
import { wipeDatabase } from '../../db';
import type { BlockFollower } from '../../gateway/follower';
import type { PluginOptions } from '../../plugin';
import type { ContractTypeProvider } from '../../validation';
import { seedIfEmpty } from '../../seed';
import { presetArenaSeeds } from '../arena/battle';
import { settleDuePayouts } from '../payouts/settle';

const arenaSeedsSchema = z.object({
  seeds: z.array(z.string().check(z.regex(/^[0-9a-f]{64}$/))).check(z.maxLength(100)),
});

export const testResetPlugin: FastifyPluginAsync<
  PluginOptions & { follower: BlockFollower },
  RawServerDefault,
  ContractTypeProvider
> = async (app, { ctx, follower }) => {
  app.post('/test/reset', { config: { public: true } }, async () => {
    // The index and the outbox go with the rest: nothing of the old chain stays.
    follower.reset();
    wipeDatabase(ctx.db);
    await seedIfEmpty(ctx);
    await ctx.chain.sync();
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
