/** Opening inventory items: packs and tickets mint cards on the chain, LVL raises the level. */
import {
  DEFAULT_INVENTORY,
  openKind,
  openRequestSchema,
  type OpenedCard,
  type OpenResponse,
} from '@hueso/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth';
import { mintNft, nextEdition } from '../chain/ledger';
import type { AppContext } from '../context';
import { HttpError, origin, parse } from '../http';
import { drawCard, OPENINGS, SHINE_POWER_FACTOR, type Opening } from '../packs';

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

export function registerItemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  const open = (kind: OpenKind) => async (request: FastifyRequest) => {
    const { id, nombre } = authenticate(ctx, request);
    const { pack, user, cantidad } = parse(openRequestSchema, request.body);
    if (user.toLowerCase() !== nombre.toLowerCase())
      throw new HttpError(403, `You are logged in as ${nombre} and cannot open items of ${user}`);
    const opening = openingFor(pack, kind);
    const base = origin(request);

    return db.transaction((): OpenResponse => {
      const spent = db
        .prepare(
          'UPDATE items SET cantidad = cantidad - ? WHERE user_id = ? AND nombre = ? AND cantidad >= ?',
        )
        .run(cantidad, id, pack, cantidad);
      if (spent.changes === 0) {
        const owned = db
          .prepare('SELECT cantidad FROM items WHERE user_id = ? AND nombre = ?')
          .get(id, pack) as { cantidad: number } | undefined;
        throw new HttpError(400, `You have ${owned?.cantidad ?? 0} ${pack}, not ${cantidad}`);
      }

      if (opening.kind === 'level') {
        db.prepare('UPDATE users SET nivel = nivel + ? WHERE id = ?').run(cantidad, id);
        const { nivel } = db.prepare('SELECT nivel FROM users WHERE id = ?').get(id) as { nivel: number };
        return { cartas: [], nivel };
      }

      const draws = Array.from({ length: cantidad }, () =>
        drawCard(opening.tipo, opening.weights, config.random),
      );
      for (const { card, brillante } of draws) {
        mintNft(db, {
          symbol: config.nftSymbol,
          account: nombre,
          ide: card.ide,
          power: card.power * (brillante ? SHINE_POWER_FACTOR : 1),
          edition: nextEdition(db, config.nftSymbol, card.ide),
          brillante,
        });
      }
      const countOwned = db
        .prepare(
          `SELECT COUNT(*) AS n FROM chain_nft_instances
           WHERE symbol = ? AND account = ? AND owned_by = 'u' AND card_ide = ?`,
        )
        .pluck();
      const cartas = draws.map(({ card, brillante }): OpenedCard => ({
        item: card.id,
        url: `${base}/cards/art/${card.ide}.svg`,
        rareza: card.rareza,
        brillante,
        cantidad: countOwned.get(config.nftSymbol, nombre, card.ide) as number,
      }));
      return { cartas };
    })();
  };

  app.post('/api/abrirPack', open('pack'));
  app.post('/api/abrirTicket', open('ticket'));
}
