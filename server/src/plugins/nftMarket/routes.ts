/** The album's server reads: the global card counts per kind and rarity. */
import { RAREZAS, type GlobalCountsResponse, type RarityCounts } from '@hueso/contract';
import { z } from 'zod';
import { circulatingCardCounts } from '../../gateway/chainIndex';
import type { GamePlugin } from '../../plugin';
import { CATALOGUE } from '../cards/catalogue';

/** SPEC.md section 7 sends `prefer=nft&net=1`; both are accepted and the answer is always net. */
const globalCountsQuerySchema = z.object({
  prefer: z.enum(['nft']).optional(),
  net: z.enum(['0', '1']).optional(),
});

const zero = (): RarityCounts => Object.fromEntries(RAREZAS.map((r) => [r, 0])) as RarityCounts;

export const nftMarketPlugin: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;
  const kindOf = new Map(CATALOGUE.map((card) => [card.ide, card]));

  /**
   * Instances in circulation per kind and rarity: every instance on the chain except those the
   * platform account holds and those burned (held by 'null'). Listed ones count (their seller's).
   */
  app.get('/api/nft/global-counts', { schema: { querystring: globalCountsQuerySchema } }, async () => {
    await ctx.chain.sync();
    const rows = circulatingCardCounts(db, config.nftSymbol, [config.platformAccount]);
    const counts: GlobalCountsResponse = { general: zero(), especial: zero() };
    for (const { ide, n } of rows) {
      const card = kindOf.get(ide);
      if (card) counts[card.tipo === 'E' ? 'especial' : 'general'][card.rareza] += n;
    }
    return counts;
  });
};
