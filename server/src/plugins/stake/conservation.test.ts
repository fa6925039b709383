/**
 * HUESO is conserved through staking: over a long random sequence of stake play deposits,
 * withdrawals and claims, passive deposits and withdrawals, and weekly (and daily pool) payouts
 * across many players, every HUESO is in a balance, a stake or the burned total, apart from the
 * documented reward sources (the recorded pool and passive payouts). VIPHUESO is conserved too.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testServer, walletLogin, type TestServer } from '../../test/helpers';

const DAY = 24 * 3_600_000;
const STEPS = 1500;

let s: TestServer;
let dir: string;
let db: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hueso-conservation-'));
  s = await testServer({ dbPath: join(dir, 'game.db') });
  db = new Database(join(dir, 'game.db'), { readonly: true });
});
afterAll(async () => {
  db.close();
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Everything counted in thousandths, read straight from the tables. */
function ledger() {
  const one = (sql: string) => db.prepare(sql).pluck().get() as number;
  const balances = one('SELECT COALESCE(SUM(dinero + dinero_real), 0) FROM users');
  const play = one('SELECT COALESCE(SUM(cantidad), 0) FROM stake_play');
  const passive = one('SELECT COALESCE(SUM(cantidad), 0) FROM passive_stakes');
  const burned = one("SELECT COALESCE(SUM(total), 0) FROM hueso_metrics WHERE kind = 'burned'");
  const rewards =
    one('SELECT COALESCE(SUM(paid), 0) FROM pool_payouts') +
    one('SELECT COALESCE(SUM(paid), 0) FROM passive_payouts');
  const vip =
    one('SELECT COALESCE(SUM(fusion), 0) FROM users') +
    one('SELECT COALESCE(SUM(fusion), 0) FROM passive_stakes');
  return { hueso: balances + play + passive + burned - rewards, vip, burned, rewards };
}

it(`keeps every HUESO over ${STEPS} random staking steps across many players`, async () => {
  const names = [
    'player01',
    'player03',
    'player05',
    'player07',
    'player11',
    'player14',
    'player18',
    'player22',
  ];
  const tokens = new Map<string, string>([['demo', await s.login()]]);
  for (const n of names) tokens.set(n, await walletLogin(s, n));
  const players = [...tokens.keys()];
  let seed = 11;
  const rand = (max: number) => (seed = (seed * 48_271) % 2_147_483_647) % max;
  const start = ledger();
  const seen = new Map<string, number>();
  let tokenAge = 0;

  for (let step = 0; step < STEPS; step++) {
    if (tokenAge > 10 * 3_600_000) {
      // Sessions last 12 hours: log everyone in again.
      tokens.set('demo', await s.login());
      for (const n of names) tokens.set(n, await walletLogin(s, n));
      tokenAge = 0;
    }
    const token = tokens.get(players[rand(players.length)]!)!;
    const amount = (rand(4_000_000) + 1) / 1000; // up to 4,000 HUESO, to the thousandth
    const op = rand(9);
    let res;
    if (op === 0) res = await s.call('POST', '/api/stakeIngreso', { token, body: { cantidad: amount } });
    else if (op === 1)
      res = await s.call('POST', '/api/retiroStake', { token, body: { cantidad: amount, confirm: true } });
    else if (op === 2) res = await s.call('GET', '/api/retirarTicket', { token });
    else if (op === 3)
      res = await s.call('POST', '/api/ingresoStakeKodv2', { token, body: { cantidad: amount + 996 } });
    else if (op === 4) res = await s.call('GET', '/api/retirarStakePasivov2', { token });
    else if (op === 5) res = await s.call('GET', '/api/retirarStakePasivo', { token });
    else if (op === 6) res = await s.call('GET', '/api/ingresoStakePool', { token });
    else {
      const ms = rand(op === 7 ? 2 * DAY : 3_600_000);
      s.advance(ms);
      tokenAge += ms;
      res = await s.call('GET', '/api/mirarStake', { token });
    }
    expect(res.status).toBeLessThan(500);
    const key = `${op}:${res.status}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (step % 50 === 0) expect(ledger()).toMatchObject({ hueso: start.hueso, vip: start.vip });
  }
  const end = ledger();
  expect(end.hueso).toBe(start.hueso);
  expect(end.vip).toBe(start.vip);
  // The sequence did move money every way: burns, payouts, and each call succeeded sometimes.
  expect(end.burned).toBeGreaterThan(start.burned);
  expect(end.rewards).toBeGreaterThan(start.rewards);
  for (const op of [0, 1, 2, 3, 4, 5]) expect(seen.get(`${op}:200`)).toBeGreaterThan(0);
}, 240_000);
