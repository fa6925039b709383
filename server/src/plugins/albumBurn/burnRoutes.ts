/**
 * POST /api/burn-nft (docs/burn.md). A burn is credited from the
 * chain's own record of the proof transaction: only instances its `burn` events show leaving this
 * player count, priced by the server, once per proof transaction, in one SQLite transaction.
 */
import { BURN_ALREADY_CREDITED, burnNftRequestSchema, burnValue } from '@hueso/contract';
import { fromHueso, toHueso } from '../../amounts';
import { getTransactionInfo, type Logs } from '../../chain/ledger';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { toInformacion } from '../../players/informacion';
import { addDinero } from '../../players/usersRepository';
import { creditBurnPp } from '../arena/arenaRepository';
import { burnClaim, CLAIMED_ELSEWHERE } from '../../players/burnClaims';
import { burnedCardsOf } from '../../players/burnedCards';
import { addBurnedCount, findBurn, recordBurn } from './burnsRepository';

export const ALREADY_CREDITED = BURN_ALREADY_CREDITED;

export const burnRoutes: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  app.post('/api/burn-nft', { schema: { body: burnNftRequestSchema } }, async (request) => {
    const { id: userId, nombre } = request.player;
    const proofTx = request.body.proofTx.toLowerCase();
    const now = config.now();
    const credited = db.transaction(() => {
      const used = findBurn(db, proofTx);
      if (used && used.userId !== userId) throw new HttpError(403, 'This burn belongs to another player');
      if (used) throw new HttpError(409, ALREADY_CREDITED);
      if (burnClaim(db, proofTx) === 'arena') throw new HttpError(409, CLAIMED_ELSEWHERE.arena);
      const tx = getTransactionInfo(db, proofTx);
      if (!tx) throw new HttpError(404, 'Burn transaction not found on the chain');
      if (tx.contract !== 'nft' || tx.action !== 'burn')
        throw new HttpError(400, 'The proof transaction is not an nft.burn');
      if (tx.sender !== nombre)
        throw new HttpError(403, `The proof transaction was sent by ${tx.sender}, not by ${nombre}`);
      const logs = JSON.parse(tx.logs) as Logs;
      if (logs.errors?.length)
        throw new HttpError(400, `The burn failed on the chain: ${logs.errors.join(', ')}`);
      const { cards, unknownIdes } = burnedCardsOf(db, logs, nombre, config.nftSymbol);
      if (cards.length + unknownIdes.length === 0)
        throw new HttpError(400, 'The proof transaction burned none of your NFTs');
      if (unknownIdes.length > 0)
        throw new HttpError(400, `Burned instance of unknown card ${unknownIdes[0]}`);
      let units = 0;
      for (const { kind, rareza } of cards) {
        units += fromHueso(burnValue(kind, rareza));
        addBurnedCount(db, userId, kind, rareza, 1);
      }
      addDinero(db, userId, units);
      // The same burn is the arena's PP (SPEC.md: PP is gained by burning NFTs).
      creditBurnPp(db, { userId, nombre, cards, now });
      recordBurn(db, { proofTx, userId, quemados: cards.length, huesoUnits: units }, now);
      return { quemados: cards.length, hueso: toHueso(units) };
    })();
    return {
      ok: true as const,
      ...credited,
      proofTx,
      resultado: toInformacion(ctx, userId, origin(request), now),
    };
  });
};
