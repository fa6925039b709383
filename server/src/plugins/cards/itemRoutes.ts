/** Opening inventory items: packs and tickets mint cards on the chain, LVL raises the level. */
import {
  DEFAULT_INVENTORY,
  openKind,
  openRequestSchema,
  type OpenedCard,
  type OpenResponse,
} from '@hueso/contract';
import { issueCards } from '../../chain/issue';
import { countCopies } from '../../chain/ledger';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { countItem, takeItems } from '../../players/itemsRepository';
import { raiseLevel } from '../../players/usersRepository';
import { drawCard, OPENINGS, SHINE_POWER_FACTOR, type Opening } from './packs';
import { cardArtPath } from './art';

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

export const itemRoutes: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  const open = (kind: OpenKind) =>
    app.post(PATHS[kind], { schema: { body: openRequestSchema } }, async (request) => {
      const { id, nombre } = request.player;
      const { pack, user, cantidad } = request.body;
      if (user.toLowerCase() !== nombre.toLowerCase())
        throw new HttpError(403, `You are logged in as ${nombre} and cannot open items of ${user}`);
      const opening = openingFor(pack, kind);
      const base = origin(request);

      return db.transaction((): OpenResponse => {
        if (!takeItems(db, id, pack, cantidad))
          throw new HttpError(400, `You have ${countItem(db, id, pack)} ${pack}, not ${cantidad}`);
        if (opening.kind === 'level') return { cartas: [], nivel: raiseLevel(db, id, cantidad) };

        const draws = Array.from({ length: cantidad }, () =>
          drawCard(opening.tipo, opening.weights, config.random),
        );
        // Issued on the chain by the cards' issuer; a refusal rolls the opening back.
        const issued = issueCards(
          db,
          { symbol: config.nftSymbol, issuer: config.tokenAccount },
          draws.map(({ card, brillante }) => ({
            to: nombre,
            ide: card.ide,
            power: card.power * (brillante ? SHINE_POWER_FACTOR : 1),
            brillante,
          })),
          config.now(),
        );
        if (issued.errors.length)
          throw new HttpError(503, `The cards could not be issued on chain: ${issued.errors.join(', ')}`);
        const cartas = draws.map(({ card, brillante }): OpenedCard => ({
          item: card.id,
          url: `${base}${cardArtPath(card.ide, brillante)}`,
          rareza: card.rareza,
          brillante,
          cantidad: countCopies(db, config.nftSymbol, nombre, card.ide),
        }));
        return { cartas };
      })();
    });

  open('pack');
  open('ticket');
};
