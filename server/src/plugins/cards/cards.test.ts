import { cardsResponseSchema, PICTURED_ITEMS } from '@hueso/contract';
import { expectShape, testServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(() => s.close());

describe('GET getCards', () => {
  it('returns the 48-card catalogue with the player instances, on both paths', async () => {
    const token = await s.login();
    for (const path of ['/api/getCards', '/getCards']) {
      const cards = expectShape(cardsResponseSchema, (await s.call('GET', path, { token })).body);
      expect(cards.generalNft).toHaveLength(24);
      expect(cards.especiales).toHaveLength(24);
      expect(cards.generalNft.every((c) => c.id.startsWith('G'))).toBe(true);
      expect(cards.especiales.every((c) => c.id.startsWith('E'))).toBe(true);
      for (const rareza of ['C', 'R', 'Z', 'E', 'A', 'L']) {
        expect(cards.generalNft.filter((c) => c.rareza === rareza)).toHaveLength(4);
      }
      const g001 = cards.generalNft[0]!;
      expect(g001).toMatchObject({ ide: 1, id: 'G001', rareza: 'C', cantidad: 5 });
      expect(g001.nft).toHaveLength(5);
      expect(g001.nft.every((id) => typeof id === 'string')).toBe(true);
      expect(g001.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cards\/art\/1\.svg\?v=[\w-]+$/);
    }
  });

  it('counts only what the player owns', async () => {
    const token = await s.login('rookie', 'rookie123');
    const cards = expectShape(cardsResponseSchema, (await s.call('GET', '/api/getCards', { token })).body);
    const owned = [...cards.generalNft, ...cards.especiales].filter((c) => c.cantidad > 0);
    expect(owned.map((c) => [c.id, c.cantidad])).toEqual([
      ['G001', 1],
      ['G002', 1],
    ]);
  });

  it("names the player's shiny copies and the card's shiny portrait", async () => {
    const token = await s.login();
    // With random 0 a General Pack draws a shiny G001 (docs/packs.md).
    const shiny = await testServer({ random: () => 0 });
    try {
      const demo = await shiny.login();
      const before = expectShape(
        cardsResponseSchema,
        (await shiny.call('GET', '/api/getCards', { token: demo })).body,
      );
      expect(before.generalNft[0]!.brillantes).toEqual([]);
      const opened = await shiny.call('POST', '/api/abrirPack', {
        token: demo,
        body: { pack: 'General Pack', user: 'demo', cantidad: 1 },
      });
      expect(opened.body.cartas).toEqual([expect.objectContaining({ item: 'G001', brillante: true })]);
      const cards = expectShape(
        cardsResponseSchema,
        (await shiny.call('GET', '/api/getCards', { token: demo })).body,
      );
      const card = cards.generalNft.find((c) => c.ide === 1)!;
      expect(card.cantidad).toBe(before.generalNft[0]!.cantidad + 1);
      expect(card.brillantes).toHaveLength(1);
      expect(card.nft).toContain(card.brillantes![0]);
      expect(card.nft.at(-1)).toBe(card.brillantes![0]);
      expect(card.urlBrillante).toMatch(new RegExp(`/cards/art/${card.ide}-shiny\\.svg\\?v=[\\w-]+$`));
    } finally {
      await shiny.close();
    }
    const plain = expectShape(cardsResponseSchema, (await s.call('GET', '/api/getCards', { token })).body);
    expect(plain.generalNft[0]!.brillantes).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await s.call('GET', '/getCards')).status).toBe(401);
  });
});

describe('art', () => {
  it('serves each card portrait as an SVG with caching headers and answers a matching ETag with 304', async () => {
    const res = await s.call('GET', '/cards/art/30.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.text).toContain('E006');
    expect(res.text).toMatch(/^<svg/);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await s.call('GET', '/cards/art/30.svg', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('cache-control')).toBe(res.headers.get('cache-control'));
    const other = await s.call('GET', '/cards/art/31.svg', { headers: { 'if-none-match': etag! } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('keeps a portrait for good at the versioned URL the catalogue names, a day at any other', async () => {
    const token = await s.login();
    const cards = expectShape(cardsResponseSchema, (await s.call('GET', '/api/getCards', { token })).body);
    const url = new URL(cards.especiales[5]!.url);
    expect(url.pathname).toBe('/cards/art/30.svg');
    const versioned = await s.call('GET', `${url.pathname}${url.search}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(`"${url.searchParams.get('v')}"`).toBe(versioned.headers.get('etag'));
    const stale = await s.call('GET', '/cards/art/30.svg?v=old');
    expect(stale.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(stale.text).toBe(versioned.text);
  });

  it('serves a shiny portrait of every card at its own URL', async () => {
    const plain = await s.call('GET', '/cards/art/7.svg');
    const shiny = await s.call('GET', '/cards/art/7-shiny.svg');
    expect(shiny.status).toBe(200);
    expect(shiny.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(shiny.text).not.toBe(plain.text);
    expect(shiny.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    expect(shiny.text).toContain('G007');
  });

  it('serves item art and 404s unknown art', async () => {
    for (const name of PICTURED_ITEMS) {
      const res = await s.call('GET', `/items/art/${encodeURIComponent(name)}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(res.headers.get('etag')).toBeTruthy();
    }
    expect((await s.call('GET', '/cards/art/999.svg')).status).toBe(404);
    expect((await s.call('GET', '/cards/art/999-shiny.svg')).status).toBe(404);
    expect((await s.call('GET', '/cards/art/7-shiny')).status).toBe(404);
    expect((await s.call('GET', '/cards/art/abc')).status).toBe(404);
    expect((await s.call('GET', '/items/art/Sword.svg')).status).toBe(404);
  });
});
