/**
 * Opening inventory items: packs and tickets issue cards on the chain, LVL raises the level. The
 * draws are decided and the items taken when the issue is reserved in the outbox; the cards are
 * the player's once the chain has processed it (gateway/outbox.ts).
 */
import {
  DEFAULT_INVENTORY,
  openKind,
  openRequestSchema,
  type OpenedCard,
  type OpenResponse,
} from '@hueso/contract';
import type { AppContext } from '../../context';
import {
  followMove,
  sendNotDone,
  registerResult,
  reserve,
  signOperation,
  syncIndex,
  type OutboxRow,
} from '../../gateway/outbox';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { countItem, takeItems } from '../../players/itemsRepository';
import { raiseLevel } from '../../players/usersRepository';
import { cardArtPath } from './art';
import { cardByIde } from './catalogue';
import { cardIssueOperation } from './issueCards';
import { drawCard, OPENINGS, SHINE_POWER_FACTOR, type Opening } from './packs';

type OpenKind = NonNullable<ReturnType<typeof openKind>>;

const PATHS: Record<OpenKind, string> = { pack: '/api/abrirPack', ticket: '/api/abrirTicket' };

/** The rule for `pack`, or a 400 saying why this call cannot open it. */
function openingFor(pack: string, kind: OpenKind): Opening {
  if (!(DEFAULT_INVENTORY as readonly string[]).includes(pack))
    throw new HttpError(400, `Unknown item '${pack}'`);
  const itemKind = openKind(pack);
  if (itemKind === null) throw new HttpError(400, `${pack} cannot be opened`);
  if (itemKind !== kind) throw new HttpError(400, `${pack} is opened with ${PATHS[itemKind]}`);
  const opening = OPENINGS[pack];
  if (!opening) throw new Error(`no opening rule for ${pack}`);
  return opening;
}

/**
 * The opening's answer once issued: each card the chain issued, with the copies now owned (the
 * player's cards from the node, read again once the follower has seen the issue's block).
 */
async function openedCards(ctx: AppContext, row: OutboxRow, issued: { ide: number; brillante: boolean }[]) {
  await ctx.chain.sync();
  const owned = new Map<number, number>();
  for (const { ide } of await ctx.chain.holdings.of(row.details.to!))
    owned.set(ide, (owned.get(ide) ?? 0) + 1);
  return {
    cartas: issued.map(({ ide, brillante }): OpenedCard => {
      const card = cardByIde(ide)!;
      return {
        item: card.id,
        url: `${row.details.base}${cardArtPath(ide, brillante)}`,
        rareza: card.rareza,
        brillante,
        cantidad: owned.get(ide) ?? 0,
      };
    }),
  } satisfies OpenResponse;
}

export const itemRoutes: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;
  registerResult('opening', openedCards);

  const open = (kind: OpenKind) =>
    app.post(PATHS[kind], { schema: { body: openRequestSchema } }, async (request, reply) => {
      const { id, nombre } = request.player;
      const { pack, user, cantidad } = request.body;
      if (user.toLowerCase() !== nombre.toLowerCase())
        throw new HttpError(403, `You are logged in as ${nombre} and cannot open items of ${user}`);
      const opening = openingFor(pack, kind);
      const notEnough = () =>
        new HttpError(400, `You have ${countItem(db, id, pack)} ${pack}, not ${cantidad}`);

      if (opening.kind === 'level')
        return db.transaction((): OpenResponse => {
          if (!takeItems(db, id, pack, cantidad)) throw notEnough();
          return { cartas: [], nivel: raiseLevel(db, id, cantidad) };
        })();

      // Checked again when the items are taken; this spares a signature for an opening that cannot be.
      if (countItem(db, id, pack) < cantidad) throw notEnough();
      const cards = Array.from({ length: cantidad }, () => {
        const { card, brillante } = drawCard(opening.tipo, opening.weights, config.random);
        return { ide: card.ide, power: card.power * (brillante ? SHINE_POWER_FACTOR : 1), brillante };
      });
      await syncIndex(ctx);
      const operation = cardIssueOperation(ctx, nombre, cards);
      const signed = await signOperation(ctx, operation);
      const operacion = db.transaction(() => {
        if (!takeItems(db, id, pack, cantidad)) throw notEnough();
        return reserve(
          db,
          {
            kind: 'issue_cards',
            userId: id,
            operation,
            signed,
            reversal: { itemsPerCard: { nombre: pack, cantidad: 1 } },
            details: {
              purpose: 'opening',
              base: origin(request),
              to: nombre,
              cards: cards.map(({ ide, brillante }) => ({ ide, brillante })),
            },
          },
          config.now(),
        );
      })();
      const answer = await followMove(ctx, operacion);
      if (answer.state !== 'done') return sendNotDone(request, reply, answer);
      return answer.result as OpenResponse;
    });

  open('pack');
  open('ticket');
};
