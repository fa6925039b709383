import { poolResponseSchema } from '@hueso/contract';
import { expectShape, START, testServer, walletLogin, type TestServer } from '../../test/helpers';

const DAY = 24 * 3_600_000;

let s: TestServer;
afterEach(() => s.close());

const pool = async (token: string) =>
  expectShape(poolResponseSchema, (await s.call('GET', '/api/mirarPool', { token })).body);

/** Every player's in-game balance in thousandths of HUESO, by name (from the public ranking). */
async function balances(): Promise<Map<string, number>> {
  const all = new Map<string, number>();
  for (let page = 1; page <= 2; page++) {
    const res = await s.call('GET', `/api/leaderboard?sort=saldo&limit=100&page=${page}`);
    for (const row of res.body.data as { nombre: string; dinero: number }[])
      all.set(row.nombre, Math.round(row.dinero * 1000));
  }
  return all;
}

describe('pool payout', () => {
  it('answers when the pool pays next: 24 game hours after the server started', async () => {
    s = await testServer();
    expect((await pool(await s.login())).nextPayoutAt).toBe(START + DAY);

    const fast = await testServer({ clockSpeed: 60 });
    try {
      const token = await fast.login();
      const res = await fast.call('GET', '/api/mirarPool', { token });
      expect(res.body.nextPayoutAt).toBe(START + 24 * 60_000);
    } finally {
      await fast.close();
    }
  });

  it('pays each participant the estimate into dinero and empties the pool, once a day', async () => {
    s = await testServer();
    // A pool of two: player01 with a stake of 20, then demo, who joins with its power of 50.
    s.ctx.db.prepare('DELETE FROM pool_stakes').run();
    s.ctx.db
      .prepare(
        "INSERT INTO pool_stakes (user_id, cantidad, joined_at) SELECT id, 20, ? FROM users WHERE nombre = 'player01'",
      )
      .run(START);
    let token = await s.login();
    expect((await s.call('GET', '/api/ingresoStakePool', { token })).status).toBe(200);
    const before = await balances();
    expect(before.get('demo')).toBe(25_000_000); // the seeded 25,000 HUESO
    expect((await pool(token)).stake).toEqual([
      { nombre: 'demo', posicion: 1, cantidad: 50 },
      { nombre: 'player01', posicion: 2, cantidad: 20 },
    ]);
    // The estimate is 150 + own / total × 230 × participants, here a total of 70 and 2 players:
    // demo 150 + 50 / 70 × 460 = 150 + 328.5714…, player01 150 + 20 / 70 × 460 = 150 + 131.4285….
    // In thousandths, 328.571 + 131.428 = 459.999: the thousandth left over goes to the larger
    // remainder (player01's 0.571 of a thousandth against demo's 0.428), so the payouts are
    // 478.571 and 281.429 HUESO, 760 in all (380 per participant).
    let info = await s.call('GET', '/api/getInformacion', { token });
    expect(info.body.resultado).toMatchObject({ pool: true, rewardPool: 478.57 });

    s.advance(DAY - 1);
    token = await s.login(); // sessions last 12 hours
    expect((await pool(token)).stake).toHaveLength(2);
    expect(await balances()).toEqual(before);

    s.advance(1);
    token = await s.login();
    const after = await balances();
    const paid = new Map([...after].map(([nombre, units]) => [nombre, units - before.get(nombre)!]));
    expect(paid.get('demo')).toBe(478_571);
    expect(paid.get('player01')).toBe(281_429);
    expect([...paid].filter(([, units]) => units !== 0).map(([nombre]) => nombre)).toHaveLength(2);

    const emptied = await pool(token);
    expect(emptied).toMatchObject({ stake: [], userStake: null, nextPayoutAt: START + 2 * DAY });
    info = await s.call('GET', '/api/getInformacion', { token });
    expect(info.body.resultado).toMatchObject({ pool: false, rewardPool: 0, dinero: 25_478.571 });
  });

  it('is settled by a read that shows balances, not by every request', async () => {
    s = await testServer();
    const records = () => s.ctx.db.prepare('SELECT COUNT(*) FROM pool_payouts').pluck().get();
    expect(records()).toBe(1); // the schedule's start
    s.advance(DAY);
    expect((await s.call('GET', '/health')).status).toBe(200);
    expect(records()).toBe(1);
    await balances();
    expect(records()).toBe(2);
  });

  it('pays on the game clock with no request at all', async () => {
    // 57,600 times the real pace: 24 game hours last 86,400,000 / 57,600 = 1,500 real ms.
    const live = await testServer({ clockSpeed: 57_600, now: Date.now });
    try {
      const one = (sql: string) => live.ctx.db.prepare(sql).pluck().get();
      const paid = () => one('SELECT COUNT(*) FROM pool_payouts WHERE participants > 0');
      for (let waited = 0; paid() === 0 && waited < 15_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // The seeded pool's 30 players, paid once; the pool stays empty after (nobody joins).
      expect(paid()).toBe(1);
      expect(one('SELECT participants FROM pool_payouts WHERE participants > 0')).toBe(30);
      expect(one('SELECT COUNT(*) FROM pool_stakes')).toBe(0);
    } finally {
      await live.close();
    }
  }, 20_000);

  it('starts the schedule again with a reset world', async () => {
    s = await testServer({ testReset: true });
    s.advance(10 * 3_600_000);
    expect((await s.call('POST', '/test/reset')).body).toEqual({ ok: true });
    expect((await pool(await s.login())).nextPayoutAt).toBe(s.now() + DAY);
  });

  it('pays once for several missed days, on the same daily grid', async () => {
    s = await testServer();
    const before = await balances();
    expect((await pool(await s.login())).stake).toHaveLength(30); // the seeded pool
    s.advance(3 * DAY + 5);
    const after = await balances();
    const paidTotal = [...after].reduce((sum, [nombre, units]) => sum + units - before.get(nombre)!, 0);
    expect(paidTotal).toBe(11_400_000); // one payout: 30 × 380 HUESO, in thousandths
    expect((await pool(await s.login())).nextPayoutAt).toBe(START + 4 * DAY);
  });

  it('keeps every balance consistent over a sequence of joins and payouts', async () => {
    s = await testServer();
    const names = [...(await balances()).keys()].filter((n) => n !== 'rookie').slice(0, 8);
    let random = 7;
    const next = (max: number) => (random = (random * 48_271) % 2_147_483_647) % max;
    let minted = 0;
    let rejoined = 0;
    const start = await balances();
    for (let round = 0; round < 4; round++) {
      for (const nombre of names) {
        if (next(3) === 0) continue;
        const token = nombre === 'demo' ? await s.login() : await walletLogin(s, nombre);
        const res = await s.call('GET', '/api/ingresoStakePool', { token });
        expect([200, 400, 403, 409]).toContain(res.status);
        if (res.status === 200 && round > 0) rejoined += 1;
      }
      const before = await balances();
      const { stake } = await pool(await s.login());
      const total = stake.reduce((sum, e) => sum + e.cantidad, 0);
      const staked = new Map(stake.map((e) => [e.nombre, e.cantidad]));
      s.advance(DAY);
      const after = await balances();
      let paid = 0;
      for (const [nombre, units] of after) {
        const change = units - before.get(nombre)!;
        const own = staked.get(nombre);
        paid += change;
        // The spec's estimate written out, 150 + own / total × 230 × participants, in thousandths:
        // a payout is it rounded down, or up by the one leftover thousandth.
        if (own === undefined) expect(change).toBe(0);
        else expect(Math.abs(change - (150 + (own / total) * 230 * stake.length) * 1000)).toBeLessThan(1.001);
      }
      expect(paid).toBe(380 * stake.length * 1000);
      minted += 380 * stake.length * 1000;
      expect((await pool(await s.login())).stake).toEqual([]);
    }
    const end = await balances();
    const grown = [...end].reduce((sum, [nombre, units]) => sum + units - start.get(nombre)!, 0);
    expect(grown).toBe(minted);
    expect(rejoined).toBeGreaterThan(0); // players joined again after a payout
  }, 60_000);
});
