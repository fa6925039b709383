/**
 * The arena's tables. They live with the plugin (created if missing at start-up) rather than in
 * db.ts's migration list, so the arena can ship without renumbering other domains' migrations.
 * Amounts are in-game units (amounts.ts).
 */
import {
  activityFactsSchema,
  ARENA_START_MMR,
  ppForBurn,
  RAREZAS,
  type ActivityEntry,
  type ActivityFacts,
  type CardKind,
  type Rareza,
  type UserCounts,
} from '@hueso/contract';
import type { Db } from '../../db';
import { cardCountsOf } from '../../gateway/chainIndex';
import { cardByIde } from '../cards/catalogue';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS arena_players (
    user_id      INTEGER PRIMARY KEY REFERENCES users(id),
    avatar       TEXT NOT NULL DEFAULT 'av1',
    pp           INTEGER NOT NULL DEFAULT 0 CHECK (pp >= 0),
    mmr          INTEGER NOT NULL DEFAULT ${ARENA_START_MMR},
    wins         INTEGER NOT NULL DEFAULT 0,
    losses       INTEGER NOT NULL DEFAULT 0,
    streak       INTEGER NOT NULL DEFAULT 0,
    tickets      INTEGER NOT NULL DEFAULT 0,
    battles_week INTEGER NOT NULL DEFAULT 0,
    activity_week INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS arena_queue (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users(id),
    seed       TEXT NOT NULL,
    seed_hash  TEXT NOT NULL,
    mmr        INTEGER NOT NULL,
    power      INTEGER NOT NULL,
    pool_units INTEGER NOT NULL,
    burn_units INTEGER NOT NULL,
    queued_at  INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('waiting', 'matched', 'done')),
    battle_id  INTEGER,
    seen       INTEGER NOT NULL DEFAULT 1
  );
  CREATE UNIQUE INDEX IF NOT EXISTS arena_queue_open ON arena_queue (user_id) WHERE status != 'done';
  CREATE INDEX IF NOT EXISTS arena_queue_waiting ON arena_queue (status, queued_at);
  CREATE TABLE IF NOT EXISTS arena_battles (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    ts         INTEGER NOT NULL,
    type       TEXT NOT NULL CHECK (type IN ('bot', 'pvp')),
    winner     TEXT NOT NULL,
    players    TEXT NOT NULL,
    result     TEXT,
    pool_added INTEGER NOT NULL,
    burn_added INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS arena_feed (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    ts      INTEGER NOT NULL,
    user_id INTEGER,
    nombre  TEXT NOT NULL,
    razon   TEXT NOT NULL,
    qty     REAL NOT NULL,
    detalle TEXT,
    facts   TEXT
  );
  CREATE TABLE IF NOT EXISTS arena_state (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    pool         INTEGER NOT NULL CHECK (pool >= 0),
    burned_week  INTEGER NOT NULL,
    burned_total INTEGER NOT NULL,
    battles_week INTEGER NOT NULL,
    week_start   INTEGER NOT NULL,
    week_number  INTEGER NOT NULL,
    season       INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS arena_weeks (
    week_start INTEGER PRIMARY KEY,
    unlocked   INTEGER NOT NULL,
    paid       INTEGER NOT NULL,
    carried    INTEGER NOT NULL
  );
`;

export function ensureArenaSchema(db: Db): void {
  db.exec(SCHEMA);
  // Added after the first release: whether the player has seen the entry's battle. Earlier entries count as seen.
  const columns = db.prepare('PRAGMA table_info(arena_queue)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'seen'))
    db.exec('ALTER TABLE arena_queue ADD COLUMN seen INTEGER NOT NULL DEFAULT 1');
  // Added later still: the facts of a feed line (JSON, activityFactsSchema). Earlier lines have none.
  const feedColumns = db.prepare('PRAGMA table_info(arena_feed)').all() as { name: string }[];
  if (!feedColumns.some((c) => c.name === 'facts')) db.exec('ALTER TABLE arena_feed ADD COLUMN facts TEXT');
  db.exec(
    "CREATE INDEX IF NOT EXISTS arena_queue_unseen ON arena_queue (user_id, id) WHERE status = 'done' AND seen = 0",
  );
}

export interface ArenaPlayerRow {
  user_id: number;
  avatar: string;
  pp: number;
  mmr: number;
  wins: number;
  losses: number;
  streak: number;
  tickets: number;
  battles_week: number;
  activity_week: number;
}

export function getArenaPlayer(db: Db, userId: number): ArenaPlayerRow {
  db.prepare('INSERT OR IGNORE INTO arena_players (user_id) VALUES (?)').run(userId);
  return db.prepare('SELECT * FROM arena_players WHERE user_id = ?').get(userId) as ArenaPlayerRow;
}

export function saveArenaPlayer(db: Db, row: ArenaPlayerRow): void {
  db.prepare(
    `UPDATE arena_players SET avatar = @avatar, pp = @pp, mmr = @mmr, wins = @wins, losses = @losses,
     streak = @streak, tickets = @tickets, battles_week = @battles_week, activity_week = @activity_week
     WHERE user_id = @user_id`,
  ).run(row);
}

export function setAvatar(db: Db, userId: number, avatar: string): void {
  getArenaPlayer(db, userId);
  db.prepare('UPDATE arena_players SET avatar = ? WHERE user_id = ?').run(avatar, userId);
}

export function addPp(db: Db, userId: number, pp: number): number {
  getArenaPlayer(db, userId);
  db.prepare('UPDATE arena_players SET pp = pp + ? WHERE user_id = ?').run(pp, userId);
  return getArenaPlayer(db, userId).pp;
}

export function addTickets(db: Db, userId: number, tickets: number): void {
  db.prepare('UPDATE arena_players SET tickets = tickets + ? WHERE user_id = ?').run(tickets, userId);
}

export interface ArenaState {
  pool: number;
  burned_week: number;
  burned_total: number;
  battles_week: number;
  week_start: number;
  week_number: number;
  season: number;
}

/** The arena's one state row; a fresh (or wiped) world starts its first week now. */
export function getState(db: Db, now: number): ArenaState {
  db.prepare(
    `INSERT OR IGNORE INTO arena_state (id, pool, burned_week, burned_total, battles_week, week_start, week_number, season)
     VALUES (1, 0, 0, 0, 0, ?, 1, 1)`,
  ).run(now);
  return db.prepare('SELECT * FROM arena_state WHERE id = 1').get() as ArenaState;
}

export function saveState(db: Db, s: ArenaState): void {
  db.prepare(
    `UPDATE arena_state SET pool = @pool, burned_week = @burned_week, burned_total = @burned_total,
     battles_week = @battles_week, week_start = @week_start, week_number = @week_number, season = @season WHERE id = 1`,
  ).run(s);
}

export interface QueueRow {
  id: number;
  user_id: number;
  seed: string;
  seed_hash: string;
  mmr: number;
  power: number;
  pool_units: number;
  burn_units: number;
  queued_at: number;
  expires_at: number;
  status: 'waiting' | 'matched' | 'done';
  battle_id: number | null;
  /** 1 once the player has seen the battle's result (or left the search); 0 until then. */
  seen: number;
}

export function openEntry(db: Db, userId: number): QueueRow | undefined {
  return db.prepare("SELECT * FROM arena_queue WHERE user_id = ? AND status != 'done'").get(userId) as
    QueueRow | undefined;
}

export function insertEntry(db: Db, e: Omit<QueueRow, 'id' | 'status' | 'battle_id' | 'seen'>): QueueRow {
  const id = Number(
    db
      .prepare(
        `INSERT INTO arena_queue (user_id, seed, seed_hash, mmr, power, pool_units, burn_units, queued_at, expires_at, status, seen)
         VALUES (@user_id, @seed, @seed_hash, @mmr, @power, @pool_units, @burn_units, @queued_at, @expires_at, 'waiting', 0)`,
      )
      .run(e).lastInsertRowid,
  );
  return { ...e, id, status: 'waiting', battle_id: null, seen: 0 };
}

/** The player's latest settled entry whose battle they have not seen yet. */
export function unseenEntry(db: Db, userId: number): QueueRow | undefined {
  return db
    .prepare(
      `SELECT * FROM arena_queue WHERE user_id = ? AND status = 'done' AND seen = 0 AND battle_id IS NOT NULL
       ORDER BY id DESC LIMIT 1`,
    )
    .get(userId) as QueueRow | undefined;
}

/** Marks the player's settled entry of a battle seen (again is harmless); false when they have none. */
export function markSeen(db: Db, userId: number, battleId: number): boolean {
  return (
    db
      .prepare("UPDATE arena_queue SET seen = 1 WHERE user_id = ? AND battle_id = ? AND status = 'done'")
      .run(userId, battleId).changes > 0
  );
}

/** Closes a search the player left: done, no battle, nothing left to see. */
export function closeLeftEntry(db: Db, id: number): void {
  db.prepare("UPDATE arena_queue SET status = 'done', battle_id = NULL, seen = 1 WHERE id = ?").run(id);
}

/** The oldest waiting entry of another player, still searching, with MMR within the window. */
export function findOpponent(db: Db, me: QueueRow, now: number, window: number): QueueRow | undefined {
  return db
    .prepare(
      `SELECT * FROM arena_queue WHERE status = 'waiting' AND user_id != ? AND expires_at > ?
       AND mmr BETWEEN ? AND ? ORDER BY queued_at, id LIMIT 1`,
    )
    .get(me.user_id, now, me.mmr - window, me.mmr + window) as QueueRow | undefined;
}

export function setEntryStatus(
  db: Db,
  id: number,
  status: QueueRow['status'],
  battleId: number | null,
): void {
  db.prepare('UPDATE arena_queue SET status = ?, battle_id = COALESCE(?, battle_id) WHERE id = ?').run(
    status,
    battleId,
    id,
  );
}

export function queueSize(db: Db, now: number): number {
  return db
    .prepare("SELECT COUNT(*) FROM arena_queue WHERE status = 'waiting' AND expires_at > ?")
    .pluck()
    .get(now) as number;
}

export function insertBattle(
  db: Db,
  b: {
    ts: number;
    type: 'bot' | 'pvp';
    winner: string;
    players: { nombre: string; won: boolean }[];
    result: unknown;
    pool: number;
    burn: number;
  },
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO arena_battles (ts, type, winner, players, result, pool_added, burn_added) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        b.ts,
        b.type,
        b.winner,
        JSON.stringify(b.players),
        b.result === null ? null : JSON.stringify(b.result),
        b.pool,
        b.burn,
      ).lastInsertRowid,
  );
}

export function getBattleResult(db: Db, id: number): unknown {
  const row = db.prepare('SELECT result FROM arena_battles WHERE id = ?').get(id) as
    { result: string | null } | undefined;
  return row?.result ? JSON.parse(row.result) : null;
}

export function listBattles(db: Db, limit: number) {
  return (
    db
      .prepare(
        'SELECT ts, type, winner, players, pool_added, burn_added FROM arena_battles ORDER BY ts DESC, id DESC LIMIT ?',
      )
      .all(limit) as {
      ts: number;
      type: 'bot' | 'pvp';
      winner: string;
      players: string;
      pool_added: number;
      burn_added: number;
    }[]
  ).map((r) => ({ ...r, players: JSON.parse(r.players) as { nombre: string; won: boolean }[] }));
}

export interface FeedLine {
  ts: number;
  userId: number | null;
  nombre: string;
  razon: string;
  qty: number;
  /** The line in English, for clients that do not read `facts`. */
  detalle: string;
  facts: ActivityFacts;
}

export function addFeed(db: Db, f: FeedLine): void {
  db.prepare(
    'INSERT INTO arena_feed (ts, user_id, nombre, razon, qty, detalle, facts) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(f.ts, f.userId, f.nombre, f.razon, f.qty, f.detalle, JSON.stringify(f.facts));
}

/** The newest feed lines, as GET /api/arena/feed answers them (activityEntrySchema). */
export function listFeed(db: Db, limit: number): ActivityEntry[] {
  const rows = db
    .prepare(
      'SELECT ts, nombre AS user, razon, qty, detalle, facts FROM arena_feed ORDER BY ts DESC, id DESC LIMIT ?',
    )
    .all(limit) as {
    ts: number;
    user: string;
    razon: string;
    qty: number;
    detalle: string | null;
    facts: string | null;
  }[];
  return rows.map(({ detalle, facts, ...row }) => {
    const parsed = facts ? activityFactsSchema.safeParse(JSON.parse(facts)) : null;
    return {
      ...row,
      ...(detalle === null ? {} : { detalle }),
      ...(parsed?.success ? { facts: parsed.data } : {}),
    };
  });
}

export interface LeaderRow {
  userId: number;
  nombre: string;
  avatar: string;
  mmr: number;
  battlesThisWeek: number;
}

/** Arena players by MMR (then weekly battles, then name): the leaderboard and the payout order. */
export function leaderRows(db: Db, limit: number): LeaderRow[] {
  return db
    .prepare(
      `SELECT a.user_id AS userId, u.nombre, a.avatar, a.mmr, a.battles_week AS battlesThisWeek
       FROM arena_players a JOIN users u ON u.id = a.user_id
       ORDER BY a.mmr DESC, a.battles_week DESC, u.nombre ASC LIMIT ?`,
    )
    .all(limit) as LeaderRow[];
}

export function resetWeeklyCounts(db: Db): void {
  db.prepare('UPDATE arena_players SET battles_week = 0, activity_week = 0').run();
}

export function recordWeek(
  db: Db,
  w: { weekStart: number; unlocked: boolean; paid: number; carried: number },
): boolean {
  const r = db
    .prepare('INSERT OR IGNORE INTO arena_weeks (week_start, unlocked, paid, carried) VALUES (?, ?, ?, ?)')
    .run(w.weekStart, w.unlocked ? 1 : 0, w.paid, w.carried);
  return r.changes === 1;
}

const emptyCounts = (): Record<Rareza, number> => ({ C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 });

/** The player's NFTs as the chain index holds them, counted by kind and rarity. */
export function userCounts(db: Db, symbol: string, account: string): UserCounts {
  const rows = cardCountsOf(db, symbol, account);
  const counts: Record<CardKind, Record<Rareza, number>> = {
    general: emptyCounts(),
    especial: emptyCounts(),
  };
  for (const { ide, n } of rows) {
    const card = cardByIde(ide);
    if (!card || !RAREZAS.includes(card.rareza)) continue;
    counts[card.tipo === 'E' ? 'especial' : 'general'][card.rareza] += n;
  }
  return counts;
}

/**
 * PP for burned NFTs (SPEC.md: PP is gained by burning NFTs), with its line in the activity feed.
 * Called by the album's burn credit and by POST /api/arena/burn, inside their transactions.
 */
export function creditBurnPp(
  db: Db,
  burn: { userId: number; nombre: string; cards: { kind: CardKind; rareza: Rareza }[]; now: number },
): { ppAdded: number; pp: number } {
  const ppAdded = ppForBurn(burn.cards);
  const pp = addPp(db, burn.userId, ppAdded);
  addFeed(db, {
    ts: burn.now,
    userId: burn.userId,
    nombre: burn.nombre,
    razon: 'PP_BURN',
    qty: ppAdded,
    detalle: `${burn.cards.length} NFTs burned for PP`,
    facts: { nfts: burn.cards.length },
  });
  return { ppAdded, pp };
}
