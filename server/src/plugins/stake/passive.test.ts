/** Passive stake V1 / V2: views, deposits and their refusals, withdraws, the weekly payout. */
import { passiveStakeResponseSchema } from '@hueso/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expectShape, START, testServer, walletLogin, type TestServer } from '../../test/helpers';

const WEEK = 7 * 24 * 3_600_000;

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await testServer();
  token = await s.login();
});
afterEach(() => s.close());

const view = async (v: '' | 'v2', slash = '') =>
  expectShape(
    passiveStakeResponseSchema,
    (await s.call('GET', `/api/mirarStakePasivo${v}${slash}`, { token })).body,
  );
const info = async () => (await s.call('GET', '/api/getInformacion', { token })).body.resultado;
const depositV2 = (cantidad: unknown) =>
  s.call('POST', '/api/ingresoStakeKodv2', { token, body: { cantidad } });

it('shows the HUESO and VIPHUESO staked in each version, the weekly reward and the next payout', async () => {
  const v1 = await view('');
  expect(v1).toEqual({
    cantidad: 10000,
    fusion: 100,
    semanal: 500,
    nextPayoutAt: START + WEEK,
    periodMs: WEEK,
  });
  expect(await view('', '/')).toEqual(v1);
  expect(await view('v2')).toMatchObject({ cantidad: 0, fusion: 0, semanal: 0 });
  expect(await view('v2', '/')).toMatchObject({ cantidad: 0, fusion: 0 });
});

it('V1 takes no deposits', async () => {
  const before = await info();
  for (const path of ['/api/ingresoStakeKod', '/api/ingresoStakeKod/'])
    expect(await s.call('POST', path, { token, body: { cantidad: 2000 } })).toMatchObject({
      status: 403,
      body: { error: 'Passive stake V1 no longer takes deposits' },
    });
  expect(await info()).toEqual(before);
});

it('a V2 deposit takes the HUESO and 10 VIPHUESO per 1,000 HUESO', async () => {
  const before = await info();
  expect((await depositV2(2500)).status).toBe(200);
  expect(await info()).toMatchObject({ dineroReal: before.dineroReal - 2500, fusion: before.fusion - 25 });
  expect(await view('v2')).toMatchObject({ cantidad: 2500, fusion: 25, semanal: 12.5 });
  expect(
    (await s.call('POST', '/api/ingresoStakeKodv2/', { token, body: { cantidad: 1000.5 } })).status,
  ).toBe(200);
  expect(await view('v2')).toMatchObject({ cantidad: 3500.5, fusion: 35.005 });
});

it('refuses V2 deposits that break the rules, moving nothing', async () => {
  const before = await info();
  const refused: [unknown, string][] = [
    [0, 'Invalid amount'],
    [-1000, 'Invalid amount'],
    [1000.0001, 'cantidad must have at most 3 decimals'],
    ['1000', 'cantidad must be a number'],
    [null, 'cantidad must be a number'],
    [undefined, 'cantidad is required'],
    [999.999, 'The minimum deposit is 1,000 HUESO'],
    [before.dineroReal + 0.001, 'Invalid amount'],
  ];
  for (const [cantidad, error] of refused)
    expect(await depositV2(cantidad)).toMatchObject({ status: 400, body: { error } });
  expect(await info()).toEqual(before);

  // A player with more HUESO than VIPHUESO for it: 10 VIPHUESO per 1,000 HUESO are required.
  const rows = (await s.call('GET', '/api/leaderboard?sort=real&limit=100&page=1')).body.data as {
    nombre: string;
    dineroReal: number;
    fusion: number;
  }[];
  const short = rows.find(
    (r) => r.nombre.startsWith('player') && r.dineroReal >= 2000 && r.fusion * 100 < r.dineroReal - 100,
  )!;
  token = await walletLogin(s, short.nombre);
  const cantidad = Math.floor(short.fusion * 100) + 100;
  const needed = Math.ceil(cantidad / 100);
  expect(await depositV2(cantidad)).toMatchObject({
    status: 400,
    body: { error: `You need ${needed.toLocaleString('en-US')} VIPHUESO (10 per 1,000 HUESO)` },
  });
  expect(await info()).toMatchObject({ dineroReal: short.dineroReal, fusion: short.fusion });
});

it('a withdraw returns the whole stake of that version, nothing burned', async () => {
  const before = await info();
  const res = await s.call('GET', '/api/retirarStakePasivo', { token });
  expect(res.status).toBe(200);
  expect(await info()).toMatchObject({ dineroReal: before.dineroReal + 10000, fusion: before.fusion + 100 });
  expect(await view('')).toMatchObject({ cantidad: 0, fusion: 0 });
  expect(await s.call('GET', '/api/retirarStakePasivo/', { token })).toMatchObject({
    status: 400,
    body: { error: 'Nothing staked' },
  });
  expect(await s.call('GET', '/api/retirarStakePasivov2', { token })).toMatchObject({ status: 400 });
  await depositV2(2000);
  expect((await s.call('GET', '/api/retirarStakePasivov2/', { token })).status).toBe(200);
  expect(await info()).toMatchObject({ dineroReal: before.dineroReal + 10000, fusion: before.fusion + 100 });
});

describe('weekly payout', () => {
  it('pays each version its rate once a week into dinero, only lots staked the whole week', async () => {
    s.advance(1);
    await depositV2(2000); // 20 VIPHUESO: V2 pays 10 HUESO a week for it
    const before = await info();
    s.advance(WEEK - 2);
    token = await s.login();
    expect((await info()).dinero).toBe(before.dinero);

    s.advance(1); // V1's lot was staked the whole week; the V2 lot only since just after the start
    token = await s.login();
    expect((await info()).dinero).toBe(before.dinero + 500);
    expect((await view('')).nextPayoutAt).toBe(START + 2 * WEEK);

    s.advance(WEEK);
    token = await s.login();
    expect((await info()).dinero).toBe(before.dinero + 500 + 500 + 10);
  });

  it('pays every missed week once after a long absence', async () => {
    const before = await info();
    s.advance(3 * WEEK + 5);
    token = await s.login();
    expect((await info()).dinero).toBe(before.dinero + 3 * 500);
    s.advance(10);
    expect((await info()).dinero).toBe(before.dinero + 3 * 500);
  });

  it('follows the game clock: a week lasts 2.8 real hours at speed 60', async () => {
    const fast = await testServer({ clockSpeed: 60 });
    try {
      const t = await fast.login();
      const res = await fast.call('GET', '/api/mirarStakePasivo', { token: t });
      expect(res.body).toMatchObject({ nextPayoutAt: START + WEEK / 60, periodMs: WEEK / 60 });
    } finally {
      await fast.close();
    }
  });
});

it('a payout that fails half-way is paid exactly once after a restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hueso-stake-'));
  const dbPath = join(dir, 'game.db');
  let now = START;
  const clock = () => now;
  try {
    const first = await testServer({ dbPath, now: clock });
    const t = await first.login();
    // Two weeks are due at once: the failure comes on the second credit, after the first week's.
    expect(
      (await first.call('POST', '/api/ingresoStakeKodv2', { token: t, body: { cantidad: 5000 } })).status,
    ).toBe(200);
    now += 1;
    const before = (await first.call('GET', '/api/getInformacion', { token: t })).body.resultado.dinero;

    // The disk fails while the second credit is written: a trigger aborts that update.
    const side = new Database(dbPath);
    side.exec(`CREATE TABLE fail_once (n INTEGER);
      CREATE TRIGGER fail_mid_payout BEFORE UPDATE OF dinero ON users
      WHEN (SELECT COUNT(*) FROM fail_once) = 1
      BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;
      CREATE TRIGGER count_credits AFTER UPDATE OF dinero ON users
      BEGIN INSERT INTO fail_once VALUES (1); END;`);

    now += 2 * WEEK;
    const crashed = await first.call('GET', '/api/leaderboard'); // a public read of every balance
    expect(crashed.status).toBe(500);
    expect(side.prepare('SELECT COUNT(*) FROM passive_payouts WHERE paid > 0').pluck().get()).toBe(0);
    await first.close(); // the server goes down mid-week

    side.exec('DROP TRIGGER fail_mid_payout; DROP TRIGGER count_credits; DROP TABLE fail_once;');
    side.close();
    const second = await testServer({ dbPath, now: clock });
    try {
      const t2 = await second.login();
      const after = (await second.call('GET', '/api/getInformacion', { token: t2 })).body.resultado.dinero;
      // Each week: the V1 lot (500) and the V2 lot of 5,000 HUESO (25), staked since the start.
      expect(after).toBe(before + 2 * (500 + 25));
      await second.call('GET', '/api/mirarStakePasivo', { token: t2 });
      expect((await second.call('GET', '/api/getInformacion', { token: t2 })).body.resultado.dinero).toBe(
        after,
      );
      const check = new Database(dbPath, { readonly: true });
      const rows = check.prepare('SELECT due_at FROM passive_payouts ORDER BY due_at').pluck().all();
      check.close();
      expect(rows).toEqual([START, START + WEEK, START + 2 * WEEK]);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
