/**
 * POST /api/crafting (docs/crafting.md): N cards of one type letter and rarity, plus a burned
 * HUESO fee, become one card of the next rarity. The player burns the chosen copies himself
 * (`nft.burn` signed in his wallet) and posts the selection with that proof; the server checks on
 * the chain that the proof burned exactly those cards, claims it once (players/burnClaims.ts),
 * takes the fee and issues the new card through the outbox (gateway/outbox.ts).
 */
import {
  CRAFT_CARDS,
  CRAFT_FAILURE,
  CRAFT_FEE,
  craftingRequestSchema,
  craftOutcome,
  type CraftingResponse,
} from '@hueso/contract';
import { fromHueso } from '../../amounts';
import {
  followMove,
  sendNotDone,
  pendingProof,
  registerResult,
  reserve,
  signOperation,
  syncIndex,
} from '../../gateway/outbox';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { assertUnclaimed, readBurnProof, recordClaim } from '../../players/burnClaims';
import { toInformacion } from '../../players/informacion';
import { recordMetric } from '../../players/metricsRepository';
import { addDinero, getUser } from '../../players/usersRepository';
import { cardArtPath } from '../cards/art';
import { CATALOGUE, cardByIde, type CardDef } from '../cards/catalogue';
import { cardIssueOperation } from '../cards/issueCards';

export const craftingRoutes: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  registerResult('crafting', async (c, row, [issued]) => {
    const card = cardByIde(issued!.ide)!;
    const fee = row.details.fee as number;
    return {
      carta: {
        ide: card.ide,
        id: card.id,
        rareza: card.rareza,
        url: `${row.details.base}${cardArtPath(card.ide, issued!.brillante)}`,
        brillante: issued!.brillante,
        nftId: String(issued!.nftId),
      },
      fee,
      resultado: toInformacion(c, row.userId, row.details.base, c.config.now()),
    } satisfies CraftingResponse;
  });

  app.post('/api/crafting', { schema: { body: craftingRequestSchema } }, async (request, reply) => {
    const { id: userId, nombre } = request.player;
    const { proofTx } = request.body;
    const wanted = new Map<number, number>();
    for (const { ide, cantidad } of request.body.cartas) wanted.set(ide, (wanted.get(ide) ?? 0) + cantidad);
    const cards: CardDef[] = [];
    for (const ide of wanted.keys()) {
      const card = cardByIde(ide);
      if (!card) throw new HttpError(400, `Unknown card ${ide}`);
      cards.push(card);
    }
    const first = cards[0]!;
    if (cards.some((c) => c.tipo !== first.tipo || c.rareza !== first.rareza))
      throw new HttpError(400, 'Crafting takes cards of one type letter and one rarity');
    const required = CRAFT_CARDS[first.rareza];
    const total = [...wanted.values()].reduce((a, b) => a + b, 0);
    if (total !== required)
      throw new HttpError(
        400,
        `Crafting ${first.rareza} cards takes exactly ${required} cards, not ${total}`,
      );
    const fee = CRAFT_FEE[first.rareza];
    const feeUnits = fromHueso(fee);
    const checkFee = () => {
      if (getUser(db, userId).dinero < feeUnits)
        throw new HttpError(400, `${CRAFT_FAILURE}: crafting ${first.rareza} cards costs ${fee} HUESO`);
    };

    assertUnclaimed(db, proofTx, userId, 'crafting');
    checkFee();
    const proof = await readBurnProof(ctx, proofTx, nombre, config.nftSymbol);
    if (proof.pending) return reply.code(202).send(pendingProof(proofTx.toLowerCase()));
    const burned = new Map<number, number>();
    for (const { ide } of proof.cards) burned.set(ide, (burned.get(ide) ?? 0) + 1);
    const exact =
      burned.size === wanted.size && [...wanted].every(([ide, count]) => burned.get(ide) === count);
    if (!exact)
      throw new HttpError(
        400,
        'The proof transaction did not burn exactly the cards chosen for this crafting',
      );

    const outcome = craftOutcome(first.rareza);
    const candidates = CATALOGUE.filter((c) => c.tipo === first.tipo && c.rareza === outcome.rareza);
    const card = candidates[config.random(candidates.length)]!;
    await syncIndex(ctx);
    const operation = cardIssueOperation(ctx, nombre, [
      { ide: card.ide, power: card.power, brillante: outcome.brillante },
    ]);
    const signed = await signOperation(ctx, operation);
    const operacion = db.transaction(() => {
      assertUnclaimed(db, proofTx, userId, 'crafting');
      checkFee();
      // The burn pays for this crafting: no route may credit it again.
      recordClaim(
        db,
        { txId: proofTx, userId, route: 'crafting', cards: proof.cards.length, huesoUnits: 0, pp: 0 },
        config.now(),
      );
      addDinero(db, userId, -feeUnits);
      const burnedAt = config.now();
      recordMetric(db, userId, 'burned', feeUnits, burnedAt);
      return reserve(
        db,
        {
          kind: 'issue_cards',
          userId,
          operation,
          signed,
          reversal: { dinero: feeUnits, burnClaim: proofTx, burnedMetric: { units: feeUnits, at: burnedAt } },
          details: {
            purpose: 'crafting',
            base: origin(request),
            to: nombre,
            cards: [{ ide: card.ide, brillante: outcome.brillante }],
            fee,
          },
        },
        config.now(),
      );
    })();
    const answer = await followMove(ctx, operacion);
    if (answer.state !== 'done') return sendNotDone(request, reply, answer);
    return answer.result as CraftingResponse;
  });
};
