import {
  craftingResponseSchema,
  informacionSchema,
  operationStateSchema,
  pendingOperationSchema,
  pendingProofSchema,
} from '@hueso/contract';
import { moneyServer, type MoneyServer } from '../../gateway/testing';
import { expectShape, testServer, type TestServer } from '../../test/helpers';
import { instancesOf, signBurn } from './testing';
import { dayKey } from '../../players/metricsRepository';

/** Burns `count` copies of each card of `cards` (ide → count) as `account`; returns the burn's id. */
async function burnCopies(s: TestServer, cards: Record<number, number>, account = 'demo'): Promise<string> {
  const ids: string[] = [];
  for (const [ide, count] of Object.entries(cards))
    ids.push(...(await instancesOf(s, account, Number(ide))).slice(0, count).map((r) => String(r._id)));
  return signBurn(s, account, ids);
}

const cartasOf = (cards: Record<number, number>) =>
  Object.entries(cards).map(([ide, cantidad]) => ({ ide: Number(ide), cantidad }));

describe('POST /api/crafting', () => {
  let s: TestServer;
  let token: string;
  beforeEach(async () => {
    s = await testServer({ random: () => 0 });
    token = await s.login();
  });
  afterEach(() => s.close());

  const info = async () =>
    expectShape(informacionSchema, (await s.call('GET', '/api/getInformacion', { token })).body.resultado);
  const craft = (body: unknown, t = token) => s.call('POST', '/api/crafting', { token: t, body });

  it("takes the player's own burn of the chosen copies and the fee, and issues one R card of the same type", async () => {
    const before = await info();
    const g1 = (await instancesOf(s, 'demo', 1)).length; // demo owns 5 of each general C
    const proofTx = await burnCopies(s, { 1: 3, 2: 2 });
    const res = await craft({ cartas: cartasOf({ 1: 3, 2: 2 }), proofTx });
    expect(res.status).toBe(200);
    const reply = expectShape(craftingResponseSchema, res.body);
    expect(reply.carta).toMatchObject({ id: 'G005', rareza: 'R', brillante: false });
    expect(reply.fee).toBe(100);
    expect(reply.resultado.dinero).toBe(before.dinero - 100);
    expect((await instancesOf(s, 'demo', 1)).length).toBe(g1 - 3);
    const minted = await instancesOf(s, 'demo', reply.carta!.ide);
    expect(minted.map((r) => String(r._id))).toContain(reply.carta!.nftId);
    const metrics = (await s.call('GET', '/metrics/hueso?user=demo')).body;
    expect(metrics.quemado).toBeGreaterThanOrEqual(100);
  });

  it('turns two L cards into a shiny L card', async () => {
    // demo owns one of each L card: G021..G024 are ides 21..24.
    const proofTx = await burnCopies(s, { 21: 1, 22: 1 });
    const res = await craft({ cartas: cartasOf({ 21: 1, 22: 1 }), proofTx });
    expect(res.status).toBe(200);
    expect(res.body.carta).toMatchObject({ rareza: 'L', brillante: true });
    expect(res.body.carta.url).toMatch(/\/cards\/art\/\d+-shiny\.svg\?v=[\w-]+$/);
  });

  it('refuses a proof that did not burn exactly the chosen copies, and it stays good for the album', async () => {
    const before = await info();
    const proofTx = await burnCopies(s, { 1: 4 }); // four burned, five chosen
    const res = await craft({ cartas: cartasOf({ 1: 5 }), proofTx });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'The proof transaction did not burn exactly the cards chosen for this crafting' },
    });
    expect((await info()).dinero).toBe(before.dinero);
    const album = await s.call('POST', '/api/burn-nft/recover', { token, body: { proofTx } });
    expect(album).toMatchObject({ status: 200, body: { quemados: 4 } });
  });

  it('claims its burn once: a second crafting, the album and another player are refused', async () => {
    const proofTx = await burnCopies(s, { 1: 5 });
    expect((await craft({ cartas: cartasOf({ 1: 5 }), proofTx })).status).toBe(200);
    const after = await info();
    const again = await craft({ cartas: cartasOf({ 1: 5 }), proofTx });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'This burn paid for a crafting; it cannot be credited again' },
    });
    const album = await s.call('POST', '/api/burn-nft/recover', { token, body: { proofTx } });
    expect(album.status).toBe(409);
    const rookie = await s.login('rookie', 'rookie123');
    expect((await craft({ cartas: cartasOf({ 1: 5 }), proofTx }, rookie)).status).toBe(403);
    expect((await info()).dinero).toBe(after.dinero);
  });

  it("refuses another player's burn", async () => {
    const rookie = await s.login('rookie', 'rookie123');
    const proofTx = await burnCopies(s, { 1: 5 });
    const res = await craft({ cartas: cartasOf({ 1: 5 }), proofTx }, rookie);
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'The proof transaction was sent by demo, not by rookie' },
    });
  });

  it('answers 202 for a proof the chain has not processed, crediting and claiming nothing', async () => {
    Object.assign(s.ctx.config, { proofWaitMs: 200 });
    const before = await info();
    const proofTx = 'ab'.repeat(20);
    const res = await craft({ cartas: cartasOf({ 1: 5 }), proofTx });
    expect(res.status).toBe(202);
    expect(expectShape(pendingProofSchema, res.body)).toEqual({ pending: true, transactionId: proofTx });
    expect((await info()).dinero).toBe(before.dinero);
    expect(s.ctx.db.prepare('SELECT COUNT(*) FROM burn_claims').pluck().get()).toBe(0);
  });

  it('answers Insufficient Balance Error when the fee is not covered, and leaves the burn unclaimed', async () => {
    await s.call('GET', '/api/retiroInterno', { token }); // the in-game balance moves to the real one
    const proofTx = await burnCopies(s, { 1: 5 });
    const res = await craft({ cartas: cartasOf({ 1: 5 }), proofTx });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Insufficient Balance Error: crafting C cards costs 100 HUESO' },
    });
    expect(s.ctx.db.prepare('SELECT COUNT(*) FROM burn_claims').pluck().get()).toBe(0);
  });

  /** HUESO units the metrics count as burned today. */
  const burnedToday = () =>
    s.ctx.db
      .prepare("SELECT COALESCE(SUM(total), 0) FROM hueso_metrics WHERE kind = 'burned' AND day = ?")
      .pluck()
      .get(dayKey(s.now()));

  it('gives the fee and the burn back when the chain refuses the new card', async () => {
    // A fee token the chain's nft contract does not take: the issue fails on chain.
    Object.assign(s.ctx.config, { nftIssueFeeSymbol: 'KOD' });
    const before = await info();
    const burnedBefore = burnedToday();
    const proofTx = await burnCopies(s, { 1: 5 });
    const res = await craft({ cartas: cartasOf({ 1: 5 }), proofTx });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatch(/^The chain refused it: .+\. Nothing was taken from you\.$/);
    expect((await info()).dinero).toBe(before.dinero);
    // The fee given back is not counted as burned either.
    expect(burnedToday()).toBe(burnedBefore);
    // The burn is free again: the album credits it.
    const album = await s.call('POST', '/api/burn-nft/recover', { token, body: { proofTx } });
    expect(album).toMatchObject({ status: 200, body: { quemados: 5 } });
  });

  it('refuses mixed or incomplete selections and malformed bodies', async () => {
    const proofTx = 'cd'.repeat(20);
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
      expect(await craft({ cartas, proofTx })).toMatchObject({ status: 400, body: { error } });
    for (const bad of [
      { cartas: cartasOf({ 1: 5 }) },
      { cartas: cartasOf({ 1: 5 }), proofTx: 'nope' },
      { cartas: [], proofTx },
      { cartas: 'x', proofTx },
      { cartas: [{ ide: 1 }], proofTx },
      { cartas: [{ ide: 1, cantidad: 0 }], proofTx },
      { cartas: [{ ide: 1.5, cantidad: 5 }], proofTx },
    ]) {
      const res = await craft(bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('a crafting whose new card takes longer than the wait', () => {
  let m: MoneyServer;
  afterEach(() => m.close());

  it('answers 202 with the operation, which GET /api/operacion/:id follows to the crafted card', async () => {
    m = await moneyServer(300, { random: () => 0 });
    Object.assign(m.ctx.config, { chainWaitMs: 0, proofWaitMs: 5_000 });
    const token = await m.login();
    const proofTx = await burnCopies(m, { 1: 5 });
    const res = await m.call('POST', '/api/crafting', {
      token,
      body: { cartas: cartasOf({ 1: 5 }), proofTx },
    });
    expect(res.status).toBe(202);
    const { operacion, transactionId } = expectShape(pendingOperationSchema, res.body);
    const path = `/api/operacion/${operacion}`;
    const rookie = await m.login('rookie', 'rookie123');
    expect((await m.call('GET', path, { token: rookie })).status).toBe(404);
    let state = expectShape(operationStateSchema, (await m.call('GET', path, { token })).body);
    for (let i = 0; i < 40 && state.status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = expectShape(operationStateSchema, (await m.call('GET', path, { token })).body);
    }
    expect(state).toMatchObject({ id: operacion, kind: 'issue_cards', status: 'done', transactionId });
    const done = expectShape(craftingResponseSchema, state.result);
    expect(done.carta).toMatchObject({ id: 'G005', rareza: 'R' });
    expect((await instancesOf(m, 'demo', 5)).map((r) => String(r._id))).toContain(done.carta!.nftId);
  });
});
