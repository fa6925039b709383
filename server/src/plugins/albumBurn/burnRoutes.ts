/**
 * POST /api/burn-nft (docs/burn.md). A burn is credited from the chain's own record of the proof
 * transaction: only instances its `burn` events show leaving this player count, priced by the
 * server, once across every route (the claim ledger, players/burnClaims.ts), in one SQLite
 * transaction. The burn page also reads the player's burns and recovers one by its id.
 */
import {
  BURN_HISTORY_SIZE,
  burnNftRequestSchema,
  burnRecoverRequestSchema,
  type BurnHistory,
} from '@hueso/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { pendingProof } from '../../gateway/outbox';
import { toHueso } from '../../amounts';
import { origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { toInformacion } from '../../players/informacion';
import { addDinero } from '../../players/usersRepository';
import { creditBurnPp } from '../arena/arenaRepository';
import {
  assertUnclaimed,
  burnHistory,
  burnUnits,
  readBurnProof,
  recordClaim,
} from '../../players/burnClaims';
import { addBurnedCount } from '../../players/burnsRepository';

/**
 * Credits the player's burn as HUESO and arena PP, once; the answer of both credit routes. A proof
 * the chain has not processed yet answers 202 and is neither credited nor claimed.
 */
async function creditBurn(
  ctx: AppContext,
  player: { id: number; nombre: string },
  proofTx: string,
  base: string,
  reply: FastifyReply,
) {
  const { db, config } = ctx;
  assertUnclaimed(db, proofTx, player.id, 'album');
  const proof = await readBurnProof(ctx, proofTx, player.nombre, config.nftSymbol);
  if (proof.pending) return reply.code(202).send(pendingProof(proofTx.toLowerCase()));
  const { cards } = proof;
  const now = config.now();
  const credited = db.transaction(() => {
    assertUnclaimed(db, proofTx, player.id, 'album');
    const units = burnUnits(cards);
    for (const { kind, rareza } of cards) addBurnedCount(db, player.id, kind, rareza, 1);
    addDinero(db, player.id, units);
    // The same burn is the arena's PP (SPEC.md: PP is gained by burning NFTs).
    const { ppAdded } = creditBurnPp(db, { userId: player.id, nombre: player.nombre, cards, now });
    recordClaim(
      db,
      {
        txId: proofTx,
        userId: player.id,
        route: 'album',
        cards: cards.length,
        huesoUnits: units,
        pp: ppAdded,
      },
      now,
    );
    return { quemados: cards.length, hueso: toHueso(units) };
  })();
  return {
    ok: true as const,
    ...credited,
    proofTx: proofTx.toLowerCase(),
    resultado: toInformacion(ctx, player.id, base, now),
  };
}

export const burnRoutes: GamePlugin = async (app, { ctx }) => {
  app.post('/api/burn-nft', { schema: { body: burnNftRequestSchema } }, async (request, reply) =>
    creditBurn(ctx, request.player, request.body.proofTx, origin(request), reply),
  );

  /** A burn the page lost track of (another device, a cleared browser): claimed by its id alone. */
  app.post('/api/burn-nft/recover', { schema: { body: burnRecoverRequestSchema } }, async (request, reply) =>
    creditBurn(ctx, request.player, request.body.proofTx, origin(request), reply),
  );

  app.get('/api/burn-nft/history', async (request) => {
    await ctx.chain.sync();
    const { nombre } = request.player;
    return {
      burns: burnHistory(ctx.db, nombre, ctx.config.nftSymbol, BURN_HISTORY_SIZE),
    } satisfies BurnHistory;
  });
};
