/** POST /test/reset: wipes and reseeds the world between browser tests (mounted only when asked). */
import { wipeDatabase } from '../../db';
import type { GamePlugin } from '../../plugin';
import { seedIfEmpty } from '../../seed';
import { settleDuePayouts } from '../payouts/settle';

export const testResetPlugin: GamePlugin = async (app, { ctx }) => {
  app.post('/test/reset', { config: { public: true } }, async () => {
    wipeDatabase(ctx.db);
    await seedIfEmpty(ctx);
    settleDuePayouts(ctx); // the reset world's pool pays 24 game hours from now, its passive stake a week
    app.resetLoginLimits();
    return { ok: true };
  });
};
