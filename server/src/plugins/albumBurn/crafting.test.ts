import { craftingResponseSchema, informacionSchema } from '@hueso/contract';
import { expectShape, testServer, type TestServer } from '../../test/helpers';
import { instancesOf } from './testing';

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await testServer({ random: () => 0 });
  token = await s.login();
});
afterEach(() => s.close());

const info = async () =>
  expectShape(informacionSchema, (await s.call('GET', '/api/getInformacion', { token })).body.resultado);
const craft = (cartas: unknown, t = token) => s.call('POST', '/api/crafting', { token: t, body: { cartas } });

describe('POST /api/crafting', () => {
  it('burns five C cards on the chain, takes the fee and mints one R card of the same type', async () => {
    const before = await info();
    const g1 = (await instancesOf(s, 'demo', 1)).length; // demo owns 5 of each general C
    const res = await craft([
      { ide: 1, cantidad: 3 },
      { ide: 2, cantidad: 2 },
    ]);
    expect(res.status).toBe(200);
    const reply = expectShape(craftingResponseSchema, res.body);
    expect(reply.carta).toMatchObject({ id: 'G005', rareza: 'R', brillante: false });
    expect(reply.fee).toBe(100);
    expect(reply.resultado.dinero).toBe(before.dinero - 100);
    expect((await instancesOf(s, 'demo', 1)).length).toBe(g1 - 3);
    const minted = await instancesOf(s, 'demo', reply.carta.ide);
    expect(minted.map((r) => String(r._id))).toContain(reply.carta.nftId);
    const metrics = (await s.call('GET', '/metrics/hueso?user=demo')).body;
    expect(metrics.quemado).toBeGreaterThanOrEqual(100);
  });

  it('turns two L cards into a shiny L card', async () => {
    // demo owns one of each L card: G021..G024 are ides 21..24.
    const res = await craft([
      { ide: 21, cantidad: 1 },
      { ide: 22, cantidad: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.carta).toMatchObject({ rareza: 'L', brillante: true });
    expect(res.body.carta.url).toMatch(/\/cards\/art\/\d+-shiny\.svg$/);
  });

  it("spends the player's plain copies before a shiny one", async () => {
    const copies = (await instancesOf(s, 'demo', 1)).map((r) => r._id); // five G001, oldest first
    // The oldest copy is shiny, as an issue with BRILLANTE true stores it.
    s.ctx.db.prepare('UPDATE chain_nft_instances SET brillante = 1 WHERE _id = ?').run(copies[0]);
    expect(
      (
        await craft([
          { ide: 1, cantidad: 4 },
          { ide: 2, cantidad: 1 },
        ])
      ).status,
    ).toBe(200);
    expect((await instancesOf(s, 'demo', 1)).map((r) => r._id)).toEqual([copies[0]]);
  });

  it('never crafts with cards the player does not own, and changes nothing', async () => {
    const before = await info();
    const count = (await instancesOf(s, 'demo')).length;
    const res = await craft([{ ide: 13, cantidad: 3 }]); // one E card owned, three asked
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Insufficient Balance Error: you own 1 of G013, not 3' },
    });
    const rookie = await s.login('rookie', 'rookie123');
    expect((await craft([{ ide: 1, cantidad: 5 }], rookie)).status).toBe(400);
    expect((await info()).dinero).toBe(before.dinero);
    expect((await instancesOf(s, 'demo')).length).toBe(count);
  });

  it('answers Insufficient Balance Error when the fee is not covered', async () => {
    await s.call('GET', '/api/retiroInterno', { token }); // the in-game balance moves to the real one
    const res = await craft([{ ide: 1, cantidad: 5 }]);
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Insufficient Balance Error: crafting C cards costs 100 HUESO' },
    });
    expect((await instancesOf(s, 'demo', 1)).length).toBe(5);
  });

  it('refuses mixed or incomplete selections and malformed bodies', async () => {
    const cases: [unknown, string][] = [
      [[{ ide: 1, cantidad: 4 }], 'Crafting C cards takes exactly 5 cards, not 4'],
      [
        [
          { ide: 1, cantidad: 4 },
          { ide: 25, cantidad: 1 },
        ],
        'Crafting takes cards of one type letter and one rarity',
      ],
      [
        [
          { ide: 1, cantidad: 4 },
          { ide: 5, cantidad: 1 },
        ],
        'Crafting takes cards of one type letter and one rarity',
      ],
      [[{ ide: 999, cantidad: 2 }], 'Unknown card 999'],
    ];
    for (const [cartas, error] of cases)
      expect(await craft(cartas)).toMatchObject({ status: 400, body: { error } });
    for (const bad of [
      undefined,
      [],
      'x',
      [{ ide: 1 }],
      [{ ide: 1, cantidad: 0 }],
      [{ ide: 1.5, cantidad: 5 }],
    ]) {
      const res = await craft(bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
