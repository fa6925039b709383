/**
 * POST /api/crafting (docs/crafting.md): N cards of one type letter and rarity, plus a burned
 * HUESO fee, become one card of the next rarity. The inputs are burned on the chain from the
 * player's own instances and the new card issued (nft.issueMultiple by the cards' issuer) in the
 * same SQLite transaction.
 */
import {
  CRAFT_CARDS,
  CRAFT_FAILURE,
  CRAFT_FEE,
  craftingRequestSchema,
  craftOutcome,
  spendOrder,
  type CraftingResponse,
} from '@hueso/contract';
import { fromHueso } from '../../amounts';
import { issueCards } from '../../chain/issue';
import { execute, ownedInstances } from '../../chain/ledger';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { recordClaim } from '../../players/burnClaims';
import { toInformacion } from '../../players/informacion';
import { recordMetric } from '../../players/metricsRepository';
import { addDinero, getUser } from '../../players/usersRepository';
import { cardArtPath } from '../cards/art';
import { CATALOGUE, cardByIde, type CardDef } from '../cards/catalogue';

export const craftingRoutes: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  app.post('/api/crafting', { schema: { body: craftingRequestSchema } }, async (request) => {
    const { id: userId, nombre } = request.player;
    const now = config.now();
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

    const crafted = db.transaction(() => {
      const owned = ownedInstances(db, config.nftSymbol, nombre);
      const ids: string[] = [];
      for (const card of cards) {
        const mine = owned.filter((o) => o.card_ide === card.ide);
        // Plain copies first: a crafting keeps the player's shiny copies longest (spendOrder).
        const copies = spendOrder(
          mine.map((o) => o._id),
          mine.filter((o) => o.brillante).map((o) => String(o._id)),
        );
        const need = wanted.get(card.ide)!;
        if (copies.length < need)
          throw new HttpError(400, `${CRAFT_FAILURE}: you own ${copies.length} of ${card.id}, not ${need}`);
        ids.push(...copies.slice(0, need));
      }
      if (getUser(db, userId).dinero < fromHueso(fee))
        throw new HttpError(400, `${CRAFT_FAILURE}: crafting ${first.rareza} cards costs ${fee} HUESO`);

      const { transactionId, logs } = execute(
        db,
        {
          sender: nombre,
          contract: 'nft',
          action: 'burn',
          payload: { nfts: [{ symbol: config.nftSymbol, ids }] },
          isSignedWithActiveKey: true,
        },
        now,
      );
      const burned = (logs.events ?? []).filter((e) => e.event === 'burn').length;
      // Rolls back the chain burn too: the whole crafting is one SQLite transaction.
      if (logs.errors?.length || burned !== ids.length)
        throw new HttpError(409, `${CRAFT_FAILURE}: the cards could not be burned, nothing was changed`);

      // The burn paid for this crafting: no route may credit it again.
      recordClaim(
        db,
        { txId: transactionId, userId, route: 'crafting', cards: burned, huesoUnits: 0, pp: 0 },
        now,
      );
      addDinero(db, userId, -fromHueso(fee));
      recordMetric(db, userId, 'burned', fromHueso(fee), now);

      const outcome = craftOutcome(first.rareza);
      const candidates = CATALOGUE.filter((c) => c.tipo === first.tipo && c.rareza === outcome.rareza);
      const card = candidates[config.random(candidates.length)]!;
      // The new card is issued by the cards' issuer, in a block after the burn's.
      const issued = issueCards(
        db,
        { symbol: config.nftSymbol, issuer: config.tokenAccount },
        [{ to: nombre, ide: card.ide, power: card.power, brillante: outcome.brillante }],
        now,
      );
      if (issued.errors.length)
        throw new HttpError(
          503,
          `${CRAFT_FAILURE}: the new card could not be issued on chain, nothing was changed`,
        );
      return { card, brillante: outcome.brillante, nftId: String(issued.ids[0]) };
    })();

    const base = origin(request);
    return {
      carta: {
        ide: crafted.card.ide,
        id: crafted.card.id,
        rareza: crafted.card.rareza,
        url: `${base}${cardArtPath(crafted.card.ide, crafted.brillante)}`,
        brillante: crafted.brillante,
        nftId: crafted.nftId,
      },
      fee,
      resultado: toInformacion(ctx, userId, base, now),
    } satisfies CraftingResponse;
  });
};
