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
  pvpSeed,
  replayBattle,
  winDrop,
  type ArenaStatus,
  type BattleResult,
} from '@hueso/contract';
import { fromHueso } from '../../amounts';
import { openDatabase, type Db } from '../../db';
import { createUser } from '../../players/usersRepository';
import { customJson, expectShape, rpc, testServer, type TestServer } from '../../test/helpers';
import { createSession } from '../auth/sessionsRepository';
import { addFeed, ensureArenaSchema, listFeed } from './arenaRepository';
import { presetArenaSeeds } from './battle';
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
const leave = (token: string) => post(token, '/api/arena/queue/leave', {});
const seen = (token: string, battleId: number) => post(token, '/api/arena/battle/seen', { battleId });
const unseen = (token: string) => get(token, '/api/arena/battle/unseen');
/** What the arena holds of a player's money and energy, and the arena's own pots. */
const purse = (st: ArenaStatus) => ({
  hueso: st.hueso,
  energia: st.energia,
  pool: st.pool,
  burnedWeek: st.burnedWeek,
  burnedTotal: st.burnedTotal,
});
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

function addPlayer(
  db: Db,
  nombre: string,
  mmr: number,
  now: number,
  stats: { dinero?: number; energia_actual?: number } = {},
): string {
  const id = createUser(
    db,
    { nombre, password_hash: null, dinero: fromHueso(1000), energia_actual: 100, pack_inicial: 1, ...stats },
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
    // A proof the chain has not processed (after the wait): 202, nothing counted, post it again later.
    Object.assign(s.ctx.config, { proofWaitMs: 100 });
    expect((await post(token, '/api/arena/burn', { proofTx: 'f'.repeat(40) })).status).toBe(202);
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

  it('refuses entry without the fee or the energy, with their texts, charging nothing', async () => {
    const { db } = await fileWorld();
    // One HUESO short of the fee, energy to spare; then the fee to spare, one energy short.
    const poor = addPlayer(db, 'poorfighter', 1000, s.now(), { dinero: fromHueso(ARENA_ENTRY_FEE - 1) });
    const tired = addPlayer(db, 'tiredfighter', 1000, s.now(), { energia_actual: ARENA_ENERGY_COST - 1 });
    const cases = [
      {
        token: poor,
        text: `Not enough HUESO (in game): the entry fee is ${ARENA_ENTRY_FEE}. Run missions to mine more.`,
      },
      { token: tired, text: `Not enough energy (${ARENA_ENERGY_COST - 1}/${ARENA_ENERGY_COST})` },
    ];
    for (const { token, text } of cases) {
      const before = await status(token);
      const res = await start(token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(text);
      expect(purse(await status(token))).toEqual(purse(before));
      expect((await status(token)).pendingBattle ?? null).toBeNull();
      expect((await leave(token)).status).toBe(409);
    }
  });
});

describe('PvP', () => {
  it('pairs two similar players waiting at once; both see the same battle, replayable from both seeds', async () => {
    s = await testServer();
    const demo = await s.login();
    const rival = await s.login(RIVAL_LOGIN.user, RIVAL_LOGIN.password);
    // Seeds whose battle drops a ticket, so the PvP win's double ticket is always checked.
    const seeds = ['pvp-ticket-a0', 'pvp-ticket-b0'] as const;
    expect(winDrop(pvpSeed(...seeds), true)).toEqual({ type: 'TICKET', amount: 2 });
    presetArenaSeeds(s.ctx.db, [...seeds]);
    const ticketsBefore = {
      demo: (await status(demo)).perfil.tickets,
      rival: (await status(rival)).perfil.tickets,
    };
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
    expect(ra.seed).toBe(pvpSeed(...seeds));
    // Tickets x2 on a PvP win: the drop is 2 tickets (1 against a bot), and they are credited.
    expect(winnerView.rewards![0]).toEqual({ type: 'TICKET', amount: 2 });
    expect(loserView.rewards!.filter((r) => r.type !== 'ACTIVITY')).toEqual([]);
    const winner = winnerView === ra ? demo : rival;
    const won = (await status(winner)).perfil.tickets - ticketsBefore[winner === demo ? 'demo' : 'rival'];
    const activity = winnerView.rewards!.filter((r) => r.type === 'ACTIVITY').length;
    expect(won).toBe(2 + activity);
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
    // Energy too: every charged entry holds its energy cost; a left one gave it back.
    const energy = () =>
      (db
        .prepare("SELECT SUM(energia_actual) FROM users WHERE nombre LIKE 'fighter%'")
        .pluck()
        .get() as number) +
      ARENA_ENERGY_COST *
        (db
          .prepare("SELECT COUNT(*) FROM arena_queue WHERE NOT (status = 'done' AND battle_id IS NULL)")
          .pluck()
          .get() as number);
    await status(tokens[0]!); // settles the state row
    const total = units();
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let step = 0; step < 300; step++) {
      const t = tokens[Math.floor(next() * tokens.length)]!;
      const r = next();
      if (r < 0.4) await start(t);
      else if (r < 0.55) await leave(t);
      else if (r < 0.9) await resolve(t);
      else s.advance(Math.floor(next() * arenaWeekMs(720)));
      if (step % 50 === 0) {
        expect(units()).toBe(total);
        expect(energy()).toBe(100 * tokens.length);
      }
    }
    expect(units()).toBe(total);
    expect(energy()).toBe(100 * tokens.length);
    const left = db
      .prepare("SELECT COUNT(*) FROM arena_queue WHERE status = 'done' AND battle_id IS NULL")
      .pluck()
      .get() as number;
    expect(left).toBeGreaterThan(0);
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
    const payouts = feed.filter((f) => f.razon === 'POOL_PAYOUT' && f.user.startsWith('fighter'));
    expect(payouts).toHaveLength(4);
    // Each line carries its facts (the client words them), ranks 1 to 4 of this week.
    expect(payouts.map((f) => f.facts?.rank).sort()).toEqual([1, 2, 3, 4]);
    for (const line of payouts)
      expect(line.facts).toMatchObject({ week: expect.any(Number), tickets: expect.any(Number) });
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

describe('leaving the queue', () => {
  it('refunds a search not yet paired exactly: fee to the balance, pool and burn reversed, energy back', async () => {
    s = await testServer();
    const token = await s.login();
    const before = await status(token);
    await start(token);
    const mid = await status(token);
    expect(mid.hueso).toBe(before.hueso - ARENA_ENTRY_FEE);
    const res = await leave(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, refunded: { hueso: ARENA_ENTRY_FEE, energia: ARENA_ENERGY_COST } });
    const after = await status(token);
    expect(purse(after)).toEqual(purse(before));
    expect(after.queueSize).toBe(before.queueSize);
    expect(after.perfil).toEqual(before.perfil);
    expect(after.pendingBattle ?? null).toBeNull();
    // Nothing is left to resolve or to leave; a new search starts at once and is charged once.
    expect((await resolve(token)).status).toBe(409);
    const again = await leave(token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Not in the queue');
    expect((await start(token)).status).toBe(200);
    expect((await status(token)).hueso).toBe(before.hueso - ARENA_ENTRY_FEE);
    expect(
      await s.ctx.db.prepare('SELECT COUNT(*) FROM arena_battles WHERE result IS NOT NULL').pluck().get(),
    ).toBe(0);
  });

  it('never refunds energy above its cap: 100/100, enter (95), recharge (100), leave: 100/100', async () => {
    const { players } = await fileWorld();
    const [token] = players(1);
    expect((await status(token!)).energia).toBe(100);
    expect((await start(token!)).status).toBe(200);
    expect((await status(token!)).energia).toBe(100 - ARENA_ENERGY_COST);
    const headers = { authorization: `Bearer ${token}` };
    expect((await s.call('POST', '/api/mision', { headers, body: { mision: 3 } })).status).toBe(200);
    s.advance(3_600_000);
    const done = await s.call('POST', '/api/finalizar', { headers, body: { tipo: 'normal' } });
    expect(done.body.usuario.energia).toEqual({ actual: 100, maximo: 100 });
    const res = await leave(token!);
    expect(res.status).toBe(200);
    // The fee comes back whole; the energy only up to the cap.
    expect(res.body).toEqual({ ok: true, refunded: { hueso: ARENA_ENTRY_FEE, energia: 0 } });
    expect((await status(token!)).energia).toBe(100);
  });

  it('refuses to leave a paired battle: 409, nothing refunded, and the battle still resolves', async () => {
    s = await testServer();
    const demo = await s.login();
    const rival = await s.login(RIVAL_LOGIN.user, RIVAL_LOGIN.password);
    await start(demo);
    await start(rival);
    const before = await status(demo);
    const res = await leave(demo);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('The battle is already paired: it can no longer be left');
    expect((await leave(rival)).status).toBe(409);
    expect(purse(await status(demo))).toEqual(purse(before));
    expect((await resolve(demo)).body.type).toBe('pvp');
    expect((await resolve(rival)).body.type).toBe('pvp');
  });

  it('refuses to leave a search begun in an arena week that has since been settled', async () => {
    s = await testServer({ clockSpeed: 720 });
    const token = await s.login();
    await start(token);
    s.advance(arenaWeekMs(720));
    const before = await status(token);
    const res = await leave(token);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'This search began in an arena week that has ended: it can no longer be left',
    );
    expect(purse(await status(token))).toEqual(purse(before));
    expect((await resolve(token)).status).toBe(200);
  });
});

describe('coming back to a battle', () => {
  it('status tells of the open search, then of the settled battle until it is marked seen', async () => {
    s = await testServer();
    const token = await s.login();
    expect((await status(token)).pendingBattle ?? null).toBeNull();
    const started = expectShape(queueStartSchema, (await start(token)).body);
    s.advance(5_000);
    expect((await status(token)).pendingBattle).toEqual({
      state: 'waiting',
      seedHash: started.seedHash,
      searchMs: started.searchMs,
      remainingMs: started.searchMs - 5_000,
    });
    // The tab was closed: the player comes back after the search window.
    s.advance(60_000);
    expect((await status(token)).pendingBattle).toMatchObject({ state: 'waiting', remainingMs: 0 });
    const result = expectShape(battleResultSchema, (await resolve(token)).body);
    expect(sha256(result.seed!)).toBe(started.seedHash);
    const st = await status(token);
    expect(st.pendingBattle).toEqual({
      state: 'settled',
      seedHash: started.seedHash,
      searchMs: started.searchMs,
      remainingMs: 0,
      battleId: result.battleId,
    });
    // A resolve again is refused, but the battle stays to be shown (a lost answer, another tab), charging nothing.
    expect((await resolve(token)).status).toBe(409);
    expect((await unseen(token)).body).toEqual(result);
    expect(purse(await status(token))).toEqual(purse(st));
    expect((await seen(token, result.battleId!)).body).toEqual({ ok: true });
    expect((await seen(token, result.battleId!)).status).toBe(200); // again is harmless
    expect((await status(token)).pendingBattle).toBeNull();
    const none = await unseen(token);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('No unseen battle');
    // Marking an unknown battle, or someone else's, changes nothing.
    expect((await seen(token, 999_999)).status).toBe(404);
  });

  it('a paired battle the player has not resolved shows as matched', async () => {
    s = await testServer();
    const demo = await s.login();
    const rival = await s.login(RIVAL_LOGIN.user, RIVAL_LOGIN.password);
    const a = expectShape(queueStartSchema, (await start(demo)).body);
    await start(rival);
    expect((await status(demo)).pendingBattle).toMatchObject({ state: 'matched', seedHash: a.seedHash });
    const ra = expectShape(battleResultSchema, (await resolve(demo)).body);
    expect((await seen(rival, ra.battleId!)).status).toBe(404); // rival's entry is still open
    expect((await status(rival)).pendingBattle).toMatchObject({ state: 'matched' });
  });

  it('a battle settled by a later start is shown to the player after the new one', async () => {
    s = await testServer();
    const token = await s.login();
    const first = expectShape(queueStartSchema, (await start(token)).body);
    s.advance(12_000 + 61_000);
    const second = expectShape(queueStartSchema, (await start(token)).body);
    expect((await status(token)).pendingBattle).toMatchObject({
      state: 'waiting',
      seedHash: second.seedHash,
    });
    const now = expectShape(battleResultSchema, (await resolve(token)).body);
    expect(sha256(now.seed!)).toBe(second.seedHash);
    await seen(token, now.battleId!);
    const pending = (await status(token)).pendingBattle!;
    expect(pending).toMatchObject({ state: 'settled', seedHash: first.seedHash });
    expect((await resolve(token)).status).toBe(409);
    const old = expectShape(battleResultSchema, (await unseen(token)).body);
    expect(old.battleId).toBe(pending.battleId);
    expect(sha256(old.seed!)).toBe(first.seedHash);
    await seen(token, old.battleId!);
    expect((await status(token)).pendingBattle).toBeNull();
    expect((await unseen(token)).status).toBe(404);
  });
});

describe('seasons', () => {
  it('after several idle weeks, week_number and the season advance by every week that passed', async () => {
    s = await testServer({ clockSpeed: 720 });
    const token = await s.login();
    const state = () =>
      s.ctx.db.prepare('SELECT week_number, season, week_start FROM arena_state').get() as {
        week_number: number;
        season: number;
        week_start: number;
      };
    const before = await status(token);
    expect(state()).toMatchObject({ week_number: 9, season: 3 });
    const weekStart = state().week_start;
    // Five idle weeks and a bit: weeks 10 to 14; week 13 opens season 4.
    s.advance(5 * arenaWeekMs(720) + 1_000);
    const after = await status(token);
    expect(state()).toEqual({ week_number: 14, season: 4, week_start: weekStart + 5 * arenaWeekMs(720) });
    expect(after.season).toBe(before.season + 1);
    expect(after.weekEndsAt).toBeGreaterThan(s.now());
    // Nine more: week 23, in season 6 (weeks 21 to 24).
    s.advance(9 * arenaWeekMs(720));
    await status(token);
    expect(state()).toMatchObject({ week_number: 23, season: 6 });
  });
});

describe('test-only seeds', () => {
  it('POST /test/arena-seeds sets the seeds of the next queue starts (only on a test-reset server)', async () => {
    s = await testServer({ testReset: true });
    const token = await s.login();
    const seed = 'ab'.repeat(32);
    expect((await s.call('POST', '/test/arena-seeds', { body: { seeds: [seed] } })).status).toBe(200);
    expect((await start(token)).body.seedHash).toBe(sha256(seed));
    s.advance(12_000);
    expect((await resolve(token)).body.seed).toBe(seed);
    expect((await s.call('POST', '/test/arena-seeds', { body: { seeds: ['not hex'] } })).status).toBe(400);
    await s.close();
    s = await testServer();
    expect((await s.call('POST', '/test/arena-seeds', { body: { seeds: [seed] } })).status).toBe(404);
  });
});

describe('PP by burning', () => {
  it('turns a signed chain burn into PP once', async () => {
    s = await testServer();
    const token = await s.login();
    const ids: string[] = (
      await rpc(s, 'contracts', 'find', {
        contract: 'nft',
        table: 'NFTHUESOinstances',
        query: { account: 'demo' },
        limit: 2,
      })
    ).map((r: { _id: number }) => String(r._id));
    const burned = await customJson(s, 'demo', {
      contractName: 'nft',
      contractAction: 'burn',
      contractPayload: { nfts: [{ symbol: 'NFTHUESO', ids }] },
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

test('a database from before the feed kept its facts gains the column, and its old lines read without facts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hueso-arena-feed-'));
  try {
    const db = openDatabase(join(dir, 'old.db'));
    // The arena's tables as the plugin first created them: a feed without the facts column.
    db.exec(`CREATE TABLE arena_feed (
      id INTEGER PRIMARY KEY AUTOINCREMENT, ts INTEGER NOT NULL, user_id INTEGER,
      nombre TEXT NOT NULL, razon TEXT NOT NULL, qty REAL NOT NULL, detalle TEXT)`);
    db.prepare('INSERT INTO arena_feed (ts, nombre, razon, qty, detalle) VALUES (1, ?, ?, 2, ?)').run(
      'demo',
      'WIN_DROP',
      'TICKET · win vs Rusty Bot',
    );
    ensureArenaSchema(db);
    addFeed(db, {
      ts: 2,
      userId: null,
      nombre: 'rookie',
      razon: 'ACTIVITY',
      qty: 1,
      detalle: '5 battles this week',
      facts: { battles: 5 },
    });
    expect(listFeed(db, 10)).toEqual([
      {
        ts: 2,
        user: 'rookie',
        razon: 'ACTIVITY',
        qty: 1,
        detalle: '5 battles this week',
        facts: { battles: 5 },
      },
      { ts: 1, user: 'demo', razon: 'WIN_DROP', qty: 2, detalle: 'TICKET · win vs Rusty Bot' },
    ]);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
