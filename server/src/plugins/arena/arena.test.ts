import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activityFeedSchema,
  ARENA_ENERGY_COST,
  ARENA_ENTRY_FEE,
  ARENA_WEEKLY_GOAL,
  arenaLeaderboardSchema,
  arenaStatusSchema,
  arenaWeekMs,
  battleFeedSchema,
  battleResultSchema,
  queueStartSchema,
  replayBattle,
  type BattleResult,
} from '@hueso/contract';
import { fromHueso } from '../../amounts';
import { openDatabase, type Db } from '../../db';
import { createUser } from '../../players/usersRepository';
import { expectShape, testServer, type TestServer } from '../../test/helpers';
import { createSession } from '../auth/sessionsRepository';
import { RIVAL_LOGIN } from './seed';

let s: TestServer;
afterEach(() => s?.close());

const arena = (token: string) => ({ authorization: `Bearer ${token}`, 'x-token': token });
const get = (token: string, path: string) => s.call('GET', path, { headers: arena(token) });
const post = (token: string, path: string, body: unknown) =>
  s.call('POST', path, { headers: arena(token), body });
const status = async (token: string) =>
  expectShape(arenaStatusSchema, (await get(token, '/api/arena/status')).body);
const start = (token: string) => post(token, '/api/arena/queue', { nftId: null });
const resolve = (token: string) => post(token, '/api/arena/queue', {});
// Long sequences of real HTTP calls: more than jest's 5 s on a loaded machine.
jest.setTimeout(30_000);

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

/** The HUESO the arena knows of, in units: pool + burn total + every balance the test watches. */
async function arenaMoney(token: string): Promise<number> {
  const st = await status(token);
  return fromHueso(st.pool) + fromHueso(st.burnedTotal);
}

/** A world on a file, so the test can add players and sessions next to the running server. */
async function fileWorld(options: Parameters<typeof testServer>[0] = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'arena-'));
  s = await testServer({ dbPath: join(dir, 'game.db'), ...options });
  const db = openDatabase(join(dir, 'game.db'));
  const close = s.close;
  s.close = async () => {
    db.close();
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  const players = (n: number, mmrOf: (i: number) => number = () => 1000) =>
    Array.from({ length: n }, (_, i) => addPlayer(db, `fighter${i}`, mmrOf(i), s.now()));
  return { db, players };
}

function addPlayer(db: Db, nombre: string, mmr: number, now: number): string {
  const id = createUser(
    db,
    { nombre, password_hash: null, dinero: fromHueso(1000), energia_actual: 100, pack_inicial: 1 },
    now,
  );
  db.prepare('INSERT INTO arena_players (user_id, mmr, pp) VALUES (?, ?, 500)').run(id, mmr);
  return createSession(db, id, now);
}

describe('arena reads', () => {
  it('answer the spec shapes with Bearer and x-token, and refuse without a session', async () => {
    s = await testServer();
    const token = await s.login();
    const st = await status(token);
    expect(st).toMatchObject({
      entryFee: ARENA_ENTRY_FEE,
      energyCost: ARENA_ENERGY_COST,
      poolPercent: 50,
      season: 3,
    });
    expect(st.perfil).toMatchObject({ nombre: 'demo', mmr: 1040, avatar: { id: 'av1', name: 'Avatar-1' } });
    expect(st.userCounts!.general.C).toBeGreaterThan(0);
    const board = expectShape(
      arenaLeaderboardSchema,
      (await get(token, '/api/arena/leaderboard?size=200')).body,
    );
    expect(board.data.length).toBeGreaterThan(20);
    expect(board.data.map((r) => r.mmr)).toEqual([...board.data.map((r) => r.mmr)].sort((a, b) => b - a));
    expect(board.unlockProgress).toEqual({ current: 64, goal: ARENA_WEEKLY_GOAL, unlocked: false });
    expect(
      expectShape(activityFeedSchema, (await get(token, '/api/arena/feed')).body).feed.length,
    ).toBeGreaterThan(0);
    const log = expectShape(battleFeedSchema, (await get(token, '/api/arena/battle-feed')).body).feed;
    expect(log.length).toBeGreaterThan(0);
    expect(log.map((e) => e.ts)).toEqual([...log.map((e) => e.ts)].sort((a, b) => b - a));
    expect((await s.call('GET', '/api/arena/status')).status).toBe(401);
  });

  it('changes the avatar, and refuses an unknown one or bad input with a 4xx', async () => {
    s = await testServer();
    const token = await s.login();
    expect((await post(token, '/api/arena/avatar', { avatarId: 'av3' })).status).toBe(200);
    expect((await status(token)).perfil.avatar).toEqual({ id: 'av3', img: 'av3', name: 'Avatar-3' });
    for (const body of [{ avatarId: 'av99' }, {}, { avatarId: 3 }, 'x']) {
      const res = await post(token, '/api/arena/avatar', body);
      // A text body is not JSON: 415, before any field is read.
      expect(res.status).toBe(typeof body === 'string' ? 415 : 400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await post(token, '/api/arena/queue', { nftId: 5 })).status).toBe(400);
    expect((await get(token, '/api/arena/leaderboard?size=0')).status).toBe(400);
    expect((await get(token, '/api/arena/leaderboard?size=abc')).status).toBe(400);
    expect((await post(token, '/api/arena/burn', { proofTx: '' })).status).toBe(400);
    expect((await post(token, '/api/arena/burn', { proofTx: 'f'.repeat(40) })).status).toBe(404);
  });
});

describe('a bot battle', () => {
  it('charges once, commits to a seed, and resolves a replayable battle once', async () => {
    s = await testServer();
    const token = await s.login();
    const before = await status(token);
    const started = expectShape(queueStartSchema, (await start(token)).body);
    expect(started.searchMs).toBe(12_000);
    expect((await start(token)).status).toBe(409);
    const mid = await status(token);
    expect(mid.hueso).toBe(before.hueso - ARENA_ENTRY_FEE);
    expect(mid.energia).toBe(before.energia - ARENA_ENERGY_COST);
    expect(mid.pool).toBe(before.pool + ARENA_ENTRY_FEE / 2);
    expect(mid.burnedTotal).toBe(before.burnedTotal + ARENA_ENTRY_FEE / 2);
    expect(mid.queueSize).toBe(1);

    s.advance(started.searchMs);
    const result = expectShape(battleResultSchema, (await resolve(token)).body);
    expect(result.type).toBe('bot');
    expect(sha256(result.seed!)).toBe(started.seedHash);
    const replay = replayBattle(result.seed!, result.player!.power!, result.bot!.power!);
    expect(result.rounds).toEqual(replay.rounds);
    expect(result.winner).toBe(replay.winner === 'a' ? result.player!.userId : 'BOT');
    const won = replay.winner === 'a';
    expect(result.player!.before).toBe(before.perfil.pp);
    expect(result.player!.decay.final).toBe(
      before.perfil.pp - result.player!.decay.consumed + result.player!.decay.refund,
    );
    expect(won ? result.reward : null).toEqual(
      won ? expect.objectContaining({ amount: expect.any(Number) }) : null,
    );

    const after = await status(token);
    expect(after.perfil).toMatchObject({
      pp: result.player!.decay.final,
      mmr: result.player!.mmr,
      wins: before.perfil.wins + (won ? 1 : 0),
      losses: before.perfil.losses + (won ? 0 : 1),
      battlesThisWeek: before.perfil.battlesThisWeek + 1,
    });
    expect(after.unlockProgress.current).toBe(before.unlockProgress.current + 1);
    // Sent again: nothing to resolve, nothing moves.
    const again = await resolve(token);
    expect(again.status).toBe(409);
    expect(await status(token)).toEqual({ ...after, queueSize: after.queueSize });
    const log = (await get(token, '/api/arena/battle-feed')).body.feed[0];
    expect(log).toMatchObject({
      type: 'bot',
      players: [{ nombre: 'demo', won }],
      poolAdded: 25,
      burnAdded: 25,
    });
  });

  it('refuses entry without the fee or the energy, charging nothing', async () => {
    const { players } = await fileWorld();
    const [token] = players(1);
    for (let i = 0; i < 20; i++) {
      const res = await start(token!);
      if (res.status !== 200) {
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/Not enough (energy|HUESO)/);
        break;
      }
      await resolve(token!);
    }
    const st = await status(token!);
    expect(st.hueso).toBe(1000 - ARENA_ENTRY_FEE * st.perfil.battlesThisWeek);
    expect(st.energia).toBe(100 - ARENA_ENERGY_COST * st.perfil.battlesThisWeek);
  });
});

describe('PvP', () => {
  it('pairs two similar players waiting at once; both see the same battle, replayable from both seeds', async () => {
    s = await testServer();
    const demo = await s.login();
    const rival = await s.login(RIVAL_LOGIN.user, RIVAL_LOGIN.password);
    const a = expectShape(queueStartSchema, (await start(demo)).body);
    const b = expectShape(queueStartSchema, (await start(rival)).body);
    expect((await status(demo)).queueSize).toBe(0);
    const ra = expectShape(battleResultSchema, (await resolve(demo)).body);
    const rb = expectShape(battleResultSchema, (await resolve(rival)).body);
    expect(ra.type).toBe('pvp');
    expect(rb.battleId).toBe(ra.battleId);
    expect(rb.rounds).toEqual(ra.rounds);
    const [seedA, seedB] = ra.seed!.split(':');
    expect([sha256(seedA!), sha256(seedB!)]).toEqual([a.seedHash, b.seedHash]);
    expect(replayBattle(ra.seed!, ra.a!.power!, ra.b!.power!).rounds).toEqual(ra.rounds);
    const winnerView = ra.winner === ra.a!.userId ? ra : rb;
    const loserView = winnerView === ra ? rb : ra;
    expect(winnerView.rewards![0]).toEqual(
      expect.objectContaining({ type: expect.stringMatching(/^(TICKET|VIPHUESO)$/) }),
    );
    if (winnerView.rewards![0]!.type === 'TICKET') expect(winnerView.rewards![0]!.amount).toBe(2);
    expect(loserView.rewards!.filter((r) => r.type !== 'ACTIVITY')).toEqual([]);
    expect(ra.a!.mmr - ra.a!.mmrBefore! + (ra.b!.mmr - ra.b!.mmrBefore!)).toBeLessThanOrEqual(1);
  });

  it('50 players entering at once are paired exactly once each and charged once', async () => {
    const { players } = await fileWorld();
    const tokens = players(50);
    const started = await Promise.all(tokens.map((t) => start(t)));
    expect(started.map((r) => r.status)).toEqual(tokens.map(() => 200));
    const results: BattleResult[] = await Promise.all(tokens.map(async (t) => (await resolve(t)).body));
    expect(results.every((r) => r.type === 'pvp')).toBe(true);
    const byBattle = new Map<number, number>();
    for (const r of results) byBattle.set(r.battleId!, (byBattle.get(r.battleId!) ?? 0) + 1);
    expect(byBattle.size).toBe(25);
    expect([...byBattle.values()].every((n) => n === 2)).toBe(true);
    for (const t of tokens) {
      const st = await status(t);
      expect(st.hueso).toBe(1000 - ARENA_ENTRY_FEE);
      expect(st.energia).toBe(100 - ARENA_ENERGY_COST);
      expect(st.perfil.wins + st.perfil.losses).toBe(1);
    }
  });

  it('does not pair players of distant MMR: they meet bots', async () => {
    const { players } = await fileWorld();
    const [low, high] = players(2, (i) => (i === 0 ? 800 : 1300));
    await start(low!);
    await start(high!);
    expect((await resolve(low!)).body.type).toBe('bot');
    expect((await resolve(high!)).body.type).toBe('bot');
  });
});

describe('money', () => {
  it('conserves HUESO across fees, pool, burn and payouts over a long random sequence', async () => {
    const { db, players } = await fileWorld({ clockSpeed: 720 });
    const tokens = players(12, (i) => 1000 + i * 30);
    // Only the fighters play and the seeded players sit this week out, so the payout reaches fighters only.
    db.prepare(
      "UPDATE arena_players SET battles_week = 0 WHERE user_id NOT IN (SELECT id FROM users WHERE nombre LIKE 'fighter%')",
    ).run();
    const units = () =>
      (db.prepare("SELECT SUM(dinero) FROM users WHERE nombre LIKE 'fighter%'").pluck().get() as number) +
      (db.prepare('SELECT pool + burned_total FROM arena_state').pluck().get() as number);
    await status(tokens[0]!); // settles the state row
    const total = units();
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let step = 0; step < 300; step++) {
      const t = tokens[Math.floor(next() * tokens.length)]!;
      const r = next();
      if (r < 0.45) await start(t);
      else if (r < 0.9) await resolve(t);
      else s.advance(Math.floor(next() * arenaWeekMs(720)));
      if (step % 50 === 0) expect(units()).toBe(total);
    }
    expect(units()).toBe(total);
    expect(await arenaMoney(tokens[0]!)).toBe(
      db.prepare('SELECT pool + burned_total FROM arena_state').pluck().get(),
    );
  });

  it('the weekly reset pays an unlocked pool by the preview once, and run twice pays once', async () => {
    const { db, players } = await fileWorld({ clockSpeed: 720 });
    const tokens = players(4, (i) => 1000 + i * 10);
    db.prepare('UPDATE arena_players SET battles_week = 0').run(); // only the fighters play this week
    for (const t of tokens) {
      await start(t);
      await resolve(t);
    }
    db.prepare('UPDATE arena_state SET battles_week = ?').run(ARENA_WEEKLY_GOAL);
    const board = expectShape(arenaLeaderboardSchema, (await get(tokens[0]!, '/api/arena/leaderboard')).body);
    expect(board.unlockProgress.unlocked).toBe(true);
    const expected = new Map(board.data.map((r) => [r.nombre, r.preview.hueso]));
    const before = new Map(await Promise.all(tokens.map(async (t) => [t, (await status(t)).hueso] as const)));
    const pool = board.pool;

    s.advance(arenaWeekMs(720));
    const calls = await Promise.all(tokens.map((t) => get(t, '/api/arena/leaderboard')));
    expect(calls.every((c) => c.status === 200)).toBe(true);
    await status(tokens[0]!);
    const paid = [] as number[];
    for (const t of tokens) {
      const st = await status(t);
      expect(st.hueso).toBe(before.get(t)! + expected.get(st.perfil.nombre)!);
      expect(st.perfil.battlesThisWeek).toBe(0);
      paid.push(st.hueso - before.get(t)!);
    }
    const after = await status(tokens[0]!);
    const previewed = board.data.reduce((sum, r) => sum + r.preview.hueso, 0);
    expect(paid.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(after.pool).toBeCloseTo(pool - previewed, 3);
    expect(after.unlockProgress.current).toBe(0);
    const feed = expectShape(activityFeedSchema, (await get(tokens[0]!, '/api/arena/feed')).body).feed;
    expect(feed.filter((f) => f.razon === 'POOL_PAYOUT' && f.user.startsWith('fighter'))).toHaveLength(4);
    expect(db.prepare('SELECT COUNT(*) FROM arena_weeks').pluck().get()).toBe(1);
  });

  it('a locked pool carries over whole at the reset', async () => {
    s = await testServer({ clockSpeed: 720 });
    const token = await s.login();
    const before = await status(token);
    s.advance(arenaWeekMs(720));
    const after = await status(token);
    expect(before.unlockProgress.unlocked).toBe(false);
    expect(after.pool).toBe(before.pool);
    expect(after.unlockProgress.current).toBe(0);
    expect(after.burnedWeek).toBe(0);
    expect(after.season).toBe(before.season);
  });

  it('a closed tab leaves no one stranded: the next start settles the old entry, charging once more only', async () => {
    s = await testServer();
    const token = await s.login();
    const before = await status(token);
    await start(token);
    s.advance(12_000 + 61_000);
    expect((await start(token)).status).toBe(200);
    const mid = await status(token);
    expect(mid.hueso).toBe(before.hueso - 2 * ARENA_ENTRY_FEE);
    expect(mid.perfil.battlesThisWeek).toBe(before.perfil.battlesThisWeek + 1);
    expect((await resolve(token)).status).toBe(200);
  });
});

describe('PP by burning', () => {
  it('turns a signed chain burn into PP once', async () => {
    s = await testServer();
    const token = await s.login();
    const ids: string[] = (
      await s.call('POST', '/chain/contracts', {
        body: {
          jsonrpc: '2.0',
          id: 1,
          method: 'find',
          params: { contract: 'nft', table: 'NFTHUESOinstances', query: { account: 'demo' }, limit: 2 },
        },
      })
    ).body.result.map((r: { _id: number }) => String(r._id));
    const burned = await s.call('POST', '/chain/dev/customJson', {
      body: {
        account: 'demo',
        id: 'ssc-mainnet-hive',
        key: 'Active',
        json: JSON.stringify({
          contractName: 'nft',
          contractAction: 'burn',
          contractPayload: { nfts: [{ symbol: 'NFTHUESO', ids }] },
        }),
      },
    });
    expect(burned.body.success).toBe(true);
    const proofTx = burned.body.result.id as string;
    const before = (await status(token)).perfil.pp;
    const res = await post(token, '/api/arena/burn', { proofTx });
    expect(res.status).toBe(200);
    expect(res.body.ppAdded).toBeGreaterThanOrEqual(400);
    expect((await status(token)).perfil.pp).toBe(before + res.body.ppAdded);
    expect((await post(token, '/api/arena/burn', { proofTx })).status).toBe(409);
    const rival = await s.login(RIVAL_LOGIN.user, RIVAL_LOGIN.password);
    expect(await post(rival, '/api/arena/burn', { proofTx })).toMatchObject({
      status: 403,
      body: { error: 'This burn belongs to another player' },
    });
  });
});
