/** The card catalogue with the player's instances, and the generated card and item art. */
import { DEFAULT_INVENTORY, MARKET_ITEMS, type CardDefinition, type CardsResponse } from '@hueso/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { artHash, cardArtPath, cardArtVersion, cardSvg, itemSvg } from './art';
import { CATALOGUE, cardByIde, type CardDef } from './catalogue';

/**
 * Art is the same for a URL until the server's code changes: a day fresh, then a week served while
 * it is revalidated, and the ETag (a hash of the bytes) turns a revalidation into a 304.
 */
export const ART_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** A portrait asked for by its versioned URL (cardArtPath) never changes: a year, immutable. */
export const ART_CACHE_VERSIONED = 'public, max-age=31536000, immutable';
/** Inventory items and market offers that have art. */
const ART_ITEMS = new Set<string>([...DEFAULT_INVENTORY, ...MARKET_ITEMS.map((item) => item.name)]);

/** Each picture with its ETag, made once: the art is a pure function of its name. */
const served = new Map<string, { svg: string; etag: string }>();
function artFor(key: string, draw: () => string) {
  let art = served.get(key);
  if (!art) {
    const svg = draw();
    art = { svg, etag: `"${artHash(svg)}"` };
    served.set(key, art);
  }
  return art;
}

function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  { svg, etag }: { svg: string; etag: string },
  cache = ART_CACHE,
) {
  reply.header('cache-control', cache).header('etag', etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.code(304).send();
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
}

export const cardRoutes: GamePlugin = async (app, { ctx }) => {
  const getCards = async (request: FastifyRequest) => {
    await ctx.chain.sync();
    const owned = await ctx.chain.holdings.of(request.player.nombre);
    const instances = new Map<number, string[]>();
    const shiny = new Map<number, string[]>();
    for (const { _id, ide, brillante } of owned) {
      instances.set(ide, [...(instances.get(ide) ?? []), String(_id)]);
      if (brillante) shiny.set(ide, [...(shiny.get(ide) ?? []), String(_id)]);
    }
    const base = origin(request);
    const toView = (card: CardDef): CardDefinition => ({
      ide: card.ide,
      id: card.id,
      rareza: card.rareza,
      familia: card.familia,
      url: `${base}${cardArtPath(card.ide)}`,
      urlBrillante: `${base}${cardArtPath(card.ide, true)}`,
      cantidad: instances.get(card.ide)?.length ?? 0,
      nft: instances.get(card.ide) ?? [],
      brillantes: shiny.get(card.ide) ?? [],
    });
    return {
      especiales: CATALOGUE.filter((c) => c.tipo === 'E').map(toView),
      generalNft: CATALOGUE.filter((c) => c.tipo === 'G').map(toView),
    } satisfies CardsResponse;
  };
  app.get('/api/getCards', getCards);
  app.get('/getCards', getCards);

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/cards/art/:file',
    { config: { public: true } },
    async (request, reply) => {
      const [, ide, shiny] = /^(\d+)(-shiny)?\.svg$/.exec(request.params.file) ?? [];
      const card = ide === undefined ? undefined : cardByIde(Number(ide));
      if (!card) throw new HttpError(404, `No card art ${request.params.file}`);
      const brillante = shiny !== undefined;
      return sendSvg(
        request,
        reply,
        artFor(`${card.ide}${brillante}`, () => cardSvg(card, brillante)),
        request.query.v !== undefined && request.query.v === cardArtVersion(card.ide, brillante)
          ? ART_CACHE_VERSIONED
          : ART_CACHE,
      );
    },
  );

  app.get<{ Params: { file: string } }>(
    '/items/art/:file',
    { config: { public: true } },
    async (request, reply) => {
      const nombre = request.params.file.replace(/\.svg$/, '');
      const svg = ART_ITEMS.has(nombre) ? itemSvg(nombre) : undefined;
      if (svg === undefined) throw new HttpError(404, `No item art ${request.params.file}`);
      return sendSvg(
        request,
        reply,
        artFor(`item:${nombre}`, () => svg),
      );
    },
  );
};
