/** The card catalogue with the player's instances, and the generated card and item art. */
import { DEFAULT_INVENTORY, MARKET_ITEMS, type CardDefinition, type CardsResponse } from '@hueso/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownedInstances } from '../../chain/ledger';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { cardSvg, itemSvg } from './art';
import { CATALOGUE, cardByIde, type CardDef } from './catalogue';

const ART_CACHE = 'public, max-age=86400';
/** Inventory items and market offers that have art. */
const ART_ITEMS = new Set<string>([...DEFAULT_INVENTORY, ...MARKET_ITEMS.map((item) => item.name)]);

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', ART_CACHE)
    .send(svg);
}

export const cardRoutes: GamePlugin = async (app, { ctx }) => {
  const getCards = async (request: FastifyRequest) => {
    const owned = ownedInstances(ctx.db, ctx.config.nftSymbol, request.player.nombre);
    const instances = new Map<number, string[]>();
    for (const { _id, card_ide } of owned)
      instances.set(card_ide, [...(instances.get(card_ide) ?? []), String(_id)]);
    const base = origin(request);
    const toView = (card: CardDef): CardDefinition => ({
      ide: card.ide,
      id: card.id,
      rareza: card.rareza,
      familia: card.familia,
      url: `${base}/cards/art/${card.ide}.svg`,
      cantidad: instances.get(card.ide)?.length ?? 0,
      nft: instances.get(card.ide) ?? [],
    });
    return {
      especiales: CATALOGUE.filter((c) => c.tipo === 'E').map(toView),
      generalNft: CATALOGUE.filter((c) => c.tipo === 'G').map(toView),
    } satisfies CardsResponse;
  };
  app.get('/api/getCards', getCards);
  app.get('/getCards', getCards);

  app.get<{ Params: { file: string } }>(
    '/cards/art/:file',
    { config: { public: true } },
    async (request, reply) => {
      const ide = /^(\d+)\.svg$/.exec(request.params.file)?.[1];
      const card = ide === undefined ? undefined : cardByIde(Number(ide));
      if (!card) throw new HttpError(404, `No card art ${request.params.file}`);
      return sendSvg(reply, cardSvg(card));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/items/art/:file',
    { config: { public: true } },
    async (request, reply) => {
      const nombre = request.params.file.replace(/\.svg$/, '');
      if (!ART_ITEMS.has(nombre)) throw new HttpError(404, `No item art ${request.params.file}`);
      return sendSvg(reply, itemSvg(nombre));
    },
  );
};
