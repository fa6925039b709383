/**
 * The arena's money and battle moves (docs/arena.md). Each exported function is one SQLite
 * transaction; better-sqlite3 runs them one at a time, so pairing, charging and paying happen
 * exactly once whatever the concurrency of requests.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  activityReward,
  advanceWeeks,
  ARENA_ENERGY_COST,
  ARENA_ENTRY_FEE,
  ARENA_MMR_WINDOW,
  ARENA_POOL_PERCENT,
  ARENA_WEEKLY_GOAL,
  arenaWeekMs,
  battlePower,
  botFor,
  eloUpdate,
  poolPreview,
  ppDecay,
  pvpSeed,
  replayBattle,
  searchMs,
  splitFee,
  winDrop,
  type ArenaReward,
  type BattleResult,
  type LeaveQueueResponse,
  type Participant,
  type PendingBattle,
  type QueueStart,
} from '@hueso/contract';
import { fromHueso, toHueso } from '../../amounts';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { HttpError } from '../../http';
import {
  addDinero,
  addFusion,
  creditEnergy,
  getUser,
  spendDinero,
  spendEnergy,
} from '../../players/usersRepository';
import {
  addFeed,
  addTickets,
  closeLeftEntry,
  findOpponent,
  getArenaPlayer,
  getBattleResult,
  getState,
  insertBattle,
  insertEntry,
  leaderRows,
  markSeen,
  openEntry,
  recordWeek,
  resetWeeklyCounts,
  saveArenaPlayer,
  saveState,
  setEntryStatus,
  unseenEntry,
  userCounts,
  type QueueRow,
} from './arenaRepository';

/** An entry left open this long after its search window (closed tab) is settled by the next start. */
export const STALE_GRACE_MS = 60_000;
const PAYOUT_RANKS = 10;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Seeds set ahead for the next queue starts, by database (POST /test/arena-seeds, browser tests
 * only, so a test can fight a battle it knows the outcome of). Empty in play: seeds are random.
 */
const presetSeeds = new WeakMap<Db, string[]>();

export function presetArenaSeeds(db: Db, seeds: string[]): void {
  presetSeeds.set(db, [...seeds]);
}

function nextSeed(db: Db): string {
  return presetSeeds.get(db)?.shift() ?? randomBytes(32).toString('hex');
}

/** The battle as stored: the shared result plus each player's rewards. */
interface StoredBattle {
  result: Omit<BattleResult, 'reward' | 'rewards'>;
  rewards: Record<string, ArenaReward[]>;
}

/** Applies one side's outcome: Elo, PP decay, streak, weekly counts and rewards (with feed rows). */
function applyOutcome(
  ctx: AppContext,
  entry: QueueRow,
  won: boolean,
  opponentMmr: number,
  seed: string,
  pvp: boolean,
  opponentName: string,
): { participant: Participant; rewards: ArenaReward[] } {
  const { db, config } = ctx;
  const now = config.now();
  const user = getUser(db, entry.user_id);
  const p = getArenaPlayer(db, entry.user_id);
  const decay = ppDecay(p.pp, won);
  const mmr = eloUpdate(p.mmr, opponentMmr, won ? 1 : 0);
  const rewards: ArenaReward[] = [];
  if (won) rewards.push(winDrop(seed, pvp));
  const battles = p.battles_week + 1;
  const activity = activityReward(battles);
  if (activity) rewards.push(activity);
  let { tickets, activity_week: activityWeek } = p;
  for (const r of rewards) {
    if (r.type === 'VIPHUESO') {
      addFusion(db, entry.user_id, fromHueso(r.amount));
    } else {
      tickets += r.amount;
      if (r.type === 'ACTIVITY') activityWeek += r.amount;
    }
    addFeed(db, {
      ts: now,
      userId: entry.user_id,
      nombre: user.nombre,
      razon: r.type === 'ACTIVITY' ? 'ACTIVITY' : 'WIN_DROP',
      qty: r.amount,
      detalle: r.type === 'ACTIVITY' ? `${r.played} battles this week` : `${r.type} · win vs ${opponentName}`,
      facts: r.type === 'ACTIVITY' ? { battles: r.played } : { drop: r.type, opponent: opponentName },
    });
  }
  saveArenaPlayer(db, {
    ...p,
    pp: decay.final,
    mmr,
    wins: p.wins + (won ? 1 : 0),
    losses: p.losses + (won ? 0 : 1),
    streak: won ? p.streak + 1 : 0,
    tickets,
    battles_week: battles,
    activity_week: activityWeek,
  });
  return {
    participant: {
      userId: entry.user_id,
      nombre: user.nombre,
      mmr,
      mmrBefore: p.mmr,
      before: p.pp,
      battlesThisWeek: battles,
      activityTicketsThisWeek: activityWeek,
      decay,
      power: entry.power,
    },
    rewards,
  };
}

function countBattle(db: Db, now: number): void {
  const state = getState(db, now);
  saveState(db, { ...state, battles_week: state.battles_week + 1 });
}

/** A bot battle for a waiting entry; returns the stored battle's id. */
function fightBot(ctx: AppContext, entry: QueueRow): number {
  const { db, config } = ctx;
  const now = config.now();
  const bot = botFor(entry.seed, entry.power, entry.mmr);
  const { rounds, winner } = replayBattle(entry.seed, entry.power, bot.power);
  const won = winner === 'a';
  const { participant, rewards } = applyOutcome(ctx, entry, won, bot.mmr, entry.seed, false, bot.name);
  const stored: StoredBattle = {
    result: {
      type: 'bot',
      winner: won ? entry.user_id : 'BOT',
      rounds,
      player: participant,
      bot,
      seed: entry.seed,
    },
    rewards: { [entry.user_id]: rewards },
  };
  const id = insertBattle(db, {
    ts: now,
    type: 'bot',
    winner: won ? participant.nombre : bot.name,
    players: [{ nombre: participant.nombre, won }],
    result: stored,
    pool: entry.pool_units,
    burn: entry.burn_units,
  });
  countBattle(db, now);
  setEntryStatus(db, entry.id, 'done', id);
  return id;
}

/** A PvP battle between the earlier entry `a` and the newcomer `b`; both entries become matched. */
function fightPvp(ctx: AppContext, a: QueueRow, b: QueueRow): number {
  const { db, config } = ctx;
  const now = config.now();
  const seed = pvpSeed(a.seed, b.seed);
  const { rounds, winner } = replayBattle(seed, a.power, b.power);
  const nameA = getUser(db, a.user_id).nombre;
  const nameB = getUser(db, b.user_id).nombre;
  const mmrA = getArenaPlayer(db, a.user_id).mmr;
  const mmrB = getArenaPlayer(db, b.user_id).mmr;
  const sideA = applyOutcome(ctx, a, winner === 'a', mmrB, seed, true, nameB);
  const sideB = applyOutcome(ctx, b, winner === 'b', mmrA, seed, true, nameA);
  const stored: StoredBattle = {
    result: {
      type: 'pvp',
      winner: winner === 'a' ? a.user_id : b.user_id,
      rounds,
      a: sideA.participant,
      b: sideB.participant,
      seed,
    },
    rewards: { [a.user_id]: sideA.rewards, [b.user_id]: sideB.rewards },
  };
  const id = insertBattle(db, {
    ts: now,
    type: 'pvp',
    winner: winner === 'a' ? nameA : nameB,
    players: [
      { nombre: nameA, won: winner === 'a' },
      { nombre: nameB, won: winner === 'b' },
    ],
    result: stored,
    pool: a.pool_units + b.pool_units,
    burn: a.burn_units + b.burn_units,
  });
  countBattle(db, now);
  setEntryStatus(db, a.id, 'matched', id);
  setEntryStatus(db, b.id, 'matched', id);
  return id;
}

/** What the player sees of a stored battle: the result with their own rewards. */
function viewBattle(db: Db, battleId: number, userId: number): BattleResult {
  const stored = getBattleResult(db, battleId) as StoredBattle;
  const rewards = stored.rewards[userId] ?? [];
  return { ...stored.result, battleId, reward: rewards[0] ?? null, rewards };
}

/** Queue start: charges fee and energy once, commits to a seed, pairs with a similar human if one waits. */
export function startQueue(ctx: AppContext, userId: number): QueueStart {
  const { db, config } = ctx;
  const now = config.now();
  const window = searchMs(config.clockSpeed);
  return db.transaction(() => {
    const seed = nextSeed(db);
    const open = openEntry(db, userId);
    if (open) {
      if (now <= open.expires_at + STALE_GRACE_MS) throw new HttpError(409, 'Already in the queue');
      if (open.status === 'waiting') fightBot(ctx, open);
      else setEntryStatus(db, open.id, 'done', null);
    }
    const user = getUser(db, userId);
    const fee = fromHueso(ARENA_ENTRY_FEE);
    if (user.energia_actual < ARENA_ENERGY_COST)
      throw new HttpError(400, `Not enough energy (${user.energia_actual}/${ARENA_ENERGY_COST})`);
    if (user.dinero < fee)
      throw new HttpError(
        400,
        `Not enough HUESO (in game): the entry fee is ${ARENA_ENTRY_FEE}. Run missions to mine more.`,
      );
    spendEnergy(db, userId, ARENA_ENERGY_COST);
    spendDinero(db, userId, fee);
    const split = splitFee(fee, ARENA_POOL_PERCENT);
    const state = getState(db, now);
    saveState(db, {
      ...state,
      pool: state.pool + split.pool,
      burned_week: state.burned_week + split.burn,
      burned_total: state.burned_total + split.burn,
    });
    const p = getArenaPlayer(db, userId);
    const entry = insertEntry(db, {
      user_id: userId,
      seed,
      seed_hash: sha256(seed),
      mmr: p.mmr,
      power: battlePower(p.pp, userCounts(db, config.nftSymbol, user.nombre)),
      pool_units: split.pool,
      burn_units: split.burn,
      queued_at: now,
      expires_at: now + window,
    });
    const rival = findOpponent(db, entry, now, ARENA_MMR_WINDOW);
    if (rival) fightPvp(ctx, rival, entry);
    return { ok: true, seedHash: entry.seed_hash, searchMs: window };
  })();
}

/** Resolve: the paired battle, or a bot when nobody came; refused when no battle is open. */
export function resolveQueue(ctx: AppContext, userId: number): BattleResult {
  const { db } = ctx;
  return db.transaction(() => {
    const entry = openEntry(db, userId);
    if (!entry) throw new HttpError(409, 'No battle to resolve: enter the queue first');
    const battleId = entry.status === 'matched' ? entry.battle_id! : fightBot(ctx, entry);
    setEntryStatus(db, entry.id, 'done', battleId);
    return viewBattle(db, battleId, userId);
  })();
}

/**
 * The player's latest settled battle not yet marked seen, as resolve answered it (a resolve whose
 * answer was lost, another tab, a battle a later start settled). Reads only; 404 when none.
 */
export function unseenBattle(ctx: AppContext, userId: number): BattleResult {
  const entry = unseenEntry(ctx.db, userId);
  if (!entry) throw new HttpError(404, 'No unseen battle');
  return viewBattle(ctx.db, entry.battle_id!, userId);
}

/** The player has seen a settled battle's result: it is no longer pending. */
export function markBattleSeen(ctx: AppContext, userId: number, battleId: number): void {
  if (!markSeen(ctx.db, userId, battleId)) throw new HttpError(404, 'No such battle of yours');
}

/** The battle the player paid for and has not seen: the open entry, else the latest unseen one. */
export function pendingBattle(ctx: AppContext, userId: number): PendingBattle | null {
  const { db, config } = ctx;
  const entry = openEntry(db, userId) ?? unseenEntry(db, userId);
  if (!entry) return null;
  const window = entry.expires_at - entry.queued_at;
  if (entry.status === 'done')
    return {
      state: 'settled',
      seedHash: entry.seed_hash,
      searchMs: window,
      remainingMs: 0,
      battleId: entry.battle_id!,
    };
  return {
    state: entry.status,
    seedHash: entry.seed_hash,
    searchMs: window,
    remainingMs: Math.max(0, Math.min(window, entry.expires_at - config.now())),
  };
}

/**
 * Leave queue: a search not yet paired is closed and refunded exactly, in one transaction: the fee
 * back to the balance (its pool part out of the pool, its burn part out of the week's and the
 * total burn) and the energy back, up to the player's cap. A paired entry has a decided battle and cannot be left; nor can
 * a search of an arena week already settled (its pool and burn were counted in that week).
 */
export function leaveQueue(ctx: AppContext, userId: number): LeaveQueueResponse {
  const { db, config } = ctx;
  const now = config.now();
  return db.transaction(() => {
    const entry = openEntry(db, userId);
    if (!entry) throw new HttpError(409, 'Not in the queue');
    if (entry.status === 'matched')
      throw new HttpError(409, 'The battle is already paired: it can no longer be left');
    const state = getState(db, now);
    if (entry.queued_at < state.week_start)
      throw new HttpError(409, 'This search began in an arena week that has ended: it can no longer be left');
    const fee = entry.pool_units + entry.burn_units;
    addDinero(db, userId, fee);
    const energia = creditEnergy(db, userId, ARENA_ENERGY_COST);
    saveState(db, {
      ...state,
      pool: state.pool - entry.pool_units,
      burned_week: state.burned_week - entry.burn_units,
      burned_total: state.burned_total - entry.burn_units,
    });
    closeLeftEntry(db, entry.id);
    return { ok: true, refunded: { hueso: toHueso(fee), energia } };
  })();
}

/**
 * The weekly reset, if due (lazily, by the first arena request after it): an unlocked pool pays
 * the leaderboard's preview, the rest carries over; counts reset; every 4th week a new season.
 * Recorded by week start, so running it twice pays once. Returns the units paid.
 */
export function settleArenaWeek(ctx: AppContext): number {
  const { db, config } = ctx;
  const now = config.now();
  const weekMs = arenaWeekMs(config.clockSpeed);
  return db.transaction(() => {
    const state = getState(db, now);
    const periods = Math.floor((now - state.week_start) / weekMs);
    if (periods < 1) return 0;
    const unlocked = state.battles_week >= ARENA_WEEKLY_GOAL;
    let paid = 0;
    if (unlocked) {
      const rows = leaderRows(db, 1000)
        .filter((r) => r.battlesThisWeek > 0)
        .slice(0, PAYOUT_RANKS);
      const preview = poolPreview(rows, state.pool);
      rows.forEach((row, i) => {
        const { hueso, tickets } = preview[i]!;
        if (hueso <= 0 && tickets <= 0) return;
        addDinero(db, row.userId, hueso);
        addTickets(db, row.userId, tickets);
        paid += hueso;
        addFeed(db, {
          ts: now,
          userId: row.userId,
          nombre: row.nombre,
          razon: 'POOL_PAYOUT',
          qty: toHueso(hueso),
          detalle: `Week ${state.week_number} rank ${i + 1} · ${tickets} tickets`,
          facts: { week: state.week_number, rank: i + 1, tickets },
        });
      });
    }
    // The week's row is the once-only guard: a second settlement of the same week rolls back.
    if (!recordWeek(db, { weekStart: state.week_start, unlocked, paid, carried: state.pool - paid }))
      throw new Error(`arena week ${state.week_start} settled twice`);
    resetWeeklyCounts(db);
    // Every week that passed counts, idle ones too: the week number and the season follow all of them.
    const next = advanceWeeks({ weekNumber: state.week_number, season: state.season }, periods);
    saveState(db, {
      pool: state.pool - paid,
      burned_week: 0,
      burned_total: state.burned_total,
      battles_week: 0,
      week_start: state.week_start + periods * weekMs,
      week_number: next.weekNumber,
      season: next.season,
    });
    return paid;
  })();
}
