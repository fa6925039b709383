import { randomInt } from 'node:crypto';
import { cardsResponseSchema, openResponseSchema, type OpenedCard } from '@hueso/contract';
import { cardByIde } from './catalogue';
import type { Random } from './packs';
import { expectShape, rpc, sendToken, testServer, type Reply, type TestServer } from '../../test/helpers';

let s: TestServer;
let token: string;
/** The draws' randomness; tests that need a known card replace it. */
let random: Random | undefined;
beforeEach(async () => {
  random = undefined;
  s = await testServer({ random: (max) => (random ?? randomInt)(max) });
  token = await s.login();
});
afterEach(() => s.close());

type Path = 'abrirPack' | 'abrirTicket';
const open = (path: Path, body: unknown, session = token) =>
  s.call('POST', `/api/${path}`, { token: session, body });

interface Instance {
  _id: number;
  account: string;
  properties: { ID: string; POWER: number; EDITION: number; BRILLANTE?: true };
}

const instances = async (query: Record<string, unknown>): Promise<Instance[]> =>
  rpc(s, 'contracts', 'find', { contract: 'nft', table: 'NFTHUESOinstances', query, limit: 1000 });

async function inventory(): Promise<Record<string, number>> {
  const info = await s.call('GET', '/api/getInformacion', { token });
  return Object.fromEntries(
    (info.body.resultado.inventario as { nombre: string; cantidad: number }[]).map((i) => [
      i.nombre,
      i.cantidad,
    ]),
  );
}

/** Buys market items for demo, topping up its HUESO from the token account first. */
async function buy(memo: string, amount: string, currency: string) {
  if (currency === 'HUESO')
    await sendToken(s, { account: 'hueso.tokens', to: 'demo', amount, memo: 'gift', currency });
  const id = await sendToken(s, { account: 'demo', to: 'hueso.deposit', amount, memo, currency });
  expect((await s.call('POST', '/api/deposit', { token, body: { id } })).status).toBe(200);
}

/** The cards of a successful opening, checked against the contract. */
function cartasOf(res: Reply): OpenedCard[] {
  const { cartas } = expectShape(openResponseSchema, res.body);
  if (!cartas) throw new Error(`no cartas in ${res.text}`);
  return cartas;
}

const DEMO_INVENTORY = { 'General Pack': 3, 'Hueso Fusion': 1, 'ticket stake': 2 };

describe('POST /api/abrirPack', () => {
  it('opens 3 General Packs into 3 general cards minted on the chain', async () => {
    const before = await instances({ account: 'demo' });
    const res = await open('abrirPack', { pack: 'General Pack', user: 'demo', cantidad: 3 });
    expect(res.status).toBe(200);
    const cartas = cartasOf(res);
    expect(cartas).toHaveLength(3);
    for (const carta of cartas) {
      expect(carta.item).toMatch(/^G\d{3}$/);
      expect(carta.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cards\/art\/\d+(-shiny)?\.svg\?v=[\w-]+$/);
    }

    const after = await instances({ account: 'demo' });
    expect(after).toHaveLength(before.length + 3);
    const minted = after.slice(before.length);
    expect(minted.map((nft) => cardByIde(Number(nft.properties.ID))!.id)).toEqual(cartas.map((c) => c.item));
    minted.forEach((nft, i) => {
      const card = cardByIde(Number(nft.properties.ID))!;
      expect(Boolean(nft.properties.BRILLANTE)).toBe(cartas[i]!.brillante);
      expect(nft.properties.POWER).toBe(card.power * (cartas[i]!.brillante ? 2 : 1));
      expect(cartas[i]).toMatchObject({
        rareza: card.rareza,
        url: expect.stringMatching(`/${card.ide}${cartas[i]!.brillante ? '-shiny' : ''}.svg\\?v=[\\w-]+$`),
      });
    });

    const cards = expectShape(cardsResponseSchema, (await s.call('GET', '/api/getCards', { token })).body);
    for (const carta of cartas)
      expect(cards.generalNft.find((c) => c.id === carta.item)?.cantidad).toBe(carta.cantidad);
    expect(await inventory()).toEqual({ 'Hueso Fusion': 1, 'ticket stake': 2 });
  });

  it('gives each copy of a card its own EDITION when openings of it run at once', async () => {
    random = () => 0; // every draw is G001
    const before = (await instances({ 'properties.ID': '1' })).map((nft) => nft.properties.EDITION);
    const replies = await Promise.all(
      [1, 1, 1].map((cantidad) => open('abrirPack', { pack: 'General Pack', user: 'demo', cantidad })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const editions = (await instances({ 'properties.ID': '1' })).map((nft) => nft.properties.EDITION);
    const top = Math.max(...before);
    expect(editions.filter((e) => e > top).sort((a, b) => a - b)).toEqual([top + 1, top + 2, top + 3]);
    expect(new Set(editions).size).toBe(editions.length);
  });

  it('stores the shine on the instance, with double POWER and the next EDITION', async () => {
    random = () => 0; // common G001, shiny
    const editions = (await instances({ 'properties.ID': '1' })).map((nft) => nft.properties.EDITION);
    const res = await open('abrirPack', { pack: 'General Pack', user: 'demo', cantidad: 1 });
    expect(expectShape(openResponseSchema, res.body).cartas).toEqual([
      {
        item: 'G001',
        rareza: 'C',
        brillante: true,
        cantidad: 6,
        // The reveal shows the shiny portrait.
        url: expect.stringMatching(/\/cards\/art\/1-shiny\.svg\?v=[\w-]+$/),
      },
    ]);
    const g001 = await instances({ 'properties.ID': '1', account: 'demo' });
    expect(g001.at(-1)).toMatchObject({
      properties: { ID: '1', POWER: 10, EDITION: Math.max(...editions) + 1, BRILLANTE: true },
    });
    expect(g001.filter((nft) => nft.properties.BRILLANTE)).toHaveLength(1);

    random = (max) => max - 1; // legendary G024, not shiny
    const legendary = await open('abrirPack', { pack: 'General Pack', user: 'demo', cantidad: 2 });
    expect(legendary.body.cartas.map((c: OpenedCard) => [c.item, c.rareza, c.brillante, c.cantidad])).toEqual(
      [
        ['G024', 'L', false, 3],
        ['G024', 'L', false, 3],
      ],
    );
    const g024 = await instances({ 'properties.ID': '24', account: 'demo' });
    expect(g024.at(-1)!.properties).toEqual({ ID: '24', POWER: 80, EDITION: expect.any(Number) });
  });

  it('refuses to open more than owned, and changes nothing', async () => {
    const before = await instances({ account: 'demo' });
    expect(await open('abrirPack', { pack: 'General Pack', user: 'demo', cantidad: 4 })).toMatchObject({
      status: 400,
      body: { error: 'You have 3 General Pack, not 4' },
    });
    expect(await open('abrirPack', { pack: 'Special Pack', user: 'demo', cantidad: 1 })).toMatchObject({
      status: 400,
      body: { error: 'You have 0 Special Pack, not 1' },
    });
    expect(await instances({ account: 'demo' })).toHaveLength(before.length);
    expect(await inventory()).toEqual(DEMO_INVENTORY);
  });

  it('takes 1 to 10 at a time', async () => {
    const cases: [unknown, string][] = [
      [0, 'cantidad must be at least 1'],
      [11, 'cantidad must be at most 10'],
      [1.5, 'cantidad must be an integer'],
      ['2', 'cantidad must be a number'],
    ];
    for (const [cantidad, error] of cases) {
      expect(await open('abrirPack', { pack: 'General Pack', user: 'demo', cantidad })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect(await inventory()).toEqual(DEMO_INVENTORY);
  });

  it('opens Special Packs into special cards', async () => {
    await buy('Special Pack', '200', 'VIPHUESO');
    const res = await open('abrirPack', { pack: 'Special Pack', user: 'demo', cantidad: 2 });
    const cartas = cartasOf(res);
    expect(cartas.map((c) => c.item)).toEqual([
      expect.stringMatching(/^E\d{3}$/),
      expect.stringMatching(/^E\d{3}$/),
    ]);
    expect((await inventory())['Special Pack']).toBeUndefined();
  });

  it('LVL raises the level and draws no card', async () => {
    await buy('LVL UP', '30000', 'HUESO');
    const before = await instances({ account: 'demo' });
    const res = await open('abrirPack', { pack: 'LVL', user: 'demo', cantidad: 2 });
    expect(expectShape(openResponseSchema, res.body)).toEqual({ cartas: [], nivel: 5 });
    const info = await s.call('GET', '/api/getInformacion', { token });
    expect(info.body.resultado).toMatchObject({ nivel: 5, porcentaje: 1.25 });
    expect(await instances({ account: 'demo' })).toHaveLength(before.length);
    expect(await inventory()).toEqual(DEMO_INVENTORY);
  });

  it('refuses tickets, Hueso Fusion and unknown items', async () => {
    const cases: [Path, string, string][] = [
      ['abrirPack', 'ticket stake', 'ticket stake is opened with /api/abrirTicket'],
      ['abrirTicket', 'General Pack', 'General Pack is opened with /api/abrirPack'],
      ['abrirTicket', 'LVL', 'LVL is opened with /api/abrirPack'],
      ['abrirPack', 'Hueso Fusion', 'Hueso Fusion cannot be opened'],
      ['abrirTicket', 'Hueso Fusion', 'Hueso Fusion cannot be opened'],
      ['abrirPack', 'Sword', "Unknown item 'Sword'"],
      ['abrirPack', 'general pack', "Unknown item 'general pack'"],
    ];
    for (const [path, pack, error] of cases) {
      expect(await open(path, { pack, user: 'demo', cantidad: 1 })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect(await inventory()).toEqual(DEMO_INVENTORY);
  });
});

describe('POST /api/abrirTicket', () => {
  it('opens tickets into general cards', async () => {
    const before = await instances({ account: 'demo' });
    const res = await open('abrirTicket', { pack: 'ticket stake', user: 'demo', cantidad: 2 });
    const cartas = cartasOf(res);
    expect(cartas).toHaveLength(2);
    expect(cartas.every((c) => /^G\d{3}$/.test(c.item))).toBe(true);
    expect(await instances({ account: 'demo' })).toHaveLength(before.length + 2);
    expect(await inventory()).toEqual({ 'General Pack': 3, 'Hueso Fusion': 1 });
  });
});

describe('opening requests', () => {
  it('opens only the logged-in player’s items, matching the name in any case', async () => {
    expect(await open('abrirPack', { pack: 'General Pack', user: 'rookie', cantidad: 1 })).toMatchObject({
      status: 403,
      body: { error: 'You are logged in as demo and cannot open items of rookie' },
    });
    expect((await open('abrirPack', { pack: 'General Pack', user: 'DEMO', cantidad: 1 })).status).toBe(200);
  });

  it('answers bad bodies with a 4xx and a text, never a 500', async () => {
    const json = { token, headers: { 'content-type': 'application/json' } };
    const replies = [
      await s.call('POST', '/api/abrirPack', { ...json, body: '{not json' }),
      await s.call('POST', '/api/abrirPack', json),
      await s.call('POST', '/api/abrirTicket', { token, body: 'pack=General Pack' }),
      await open('abrirPack', null),
      await open('abrirPack', []),
    ];
    for (const res of replies) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await open('abrirPack', {})).toMatchObject({
      status: 400,
      body: { error: 'pack is required; user is required; cantidad is required' },
    });
    expect((await open('abrirPack', { pack: '', user: 'demo', cantidad: 1 })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect(
      (await s.call('POST', '/api/abrirPack', { body: { pack: 'General Pack', user: 'demo', cantidad: 1 } }))
        .status,
    ).toBe(401);
  });
});
