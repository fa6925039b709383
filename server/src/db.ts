/**
 * SQLite storage of the game: players, their items and stakes, the claims of chain burns, and the
 * index of the chain the block follower keeps (idx_*). The chain itself lives in the node's own
 * database (docs/chain-node.md): no table here is the chain's. The schema is a list of migrations
 * applied in order at start-up and tracked in PRAGMA user_version, counted from SCHEMA_BASE.
 * In-game balances are integers of 10^-3 HUESO (see amounts.ts); CHECK constraints are the last
 * line of defence against a negative balance.
 */
import Database from 'better-sqlite3';
import type { Db } from './sqlite';
import { outboxSchema } from './gateway/outboxSchema';

export type { Db };

/** A step of the schema: SQL, or a function for changes SQL alone cannot make. */
export type Migration = string | ((db: Db) => void);

/**
 * user_version of a database with no migration applied yet is 0; this one's versions start past
 * SCHEMA_BASE. A version in between belongs to a database from before the chain left the game's
 * database, which held the chain's state: it cannot be upgraded, only replaced.
 */
export const SCHEMA_BASE = 100;

/** The game's tables, as the migrations before the chain split left them. */
const GAME_SCHEMA = `
  CREATE TABLE users (
    id              INTEGER PRIMARY KEY,
    nombre          TEXT NOT NULL UNIQUE,
    password_hash   TEXT,
    nivel           INTEGER NOT NULL,
    ph              INTEGER NOT NULL,
    pe              INTEGER NOT NULL,
    dinero          INTEGER NOT NULL CHECK (dinero >= 0),
    dinero_real     INTEGER NOT NULL CHECK (dinero_real >= 0),
    fusion          INTEGER NOT NULL CHECK (fusion >= 0),
    cantidad_mision INTEGER NOT NULL,
    pack_inicial    INTEGER NOT NULL,
    poder           INTEGER NOT NULL,
    poder_energia   INTEGER NOT NULL,
    energia_actual  INTEGER NOT NULL CHECK (energia_actual >= 0),
    energia_maximo  INTEGER NOT NULL,
    costo_primera   INTEGER NOT NULL,
    costo_segunda   INTEGER NOT NULL,
    costo_pool      INTEGER NOT NULL,
    mision_code     INTEGER,
    mision_ends_at  INTEGER,
    especial_ends_at INTEGER,
    nft_burned      INTEGER NOT NULL DEFAULT 0,
    ecosistema_day  TEXT,
    created_at      INTEGER NOT NULL,
    role            TEXT NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'admin'))
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_expiry ON sessions (expires_at);
  CREATE INDEX sessions_user ON sessions (user_id);
  CREATE TABLE used_logins (
    account   TEXT NOT NULL,
    message   TEXT NOT NULL,
    signature TEXT NOT NULL UNIQUE,
    used_at   INTEGER NOT NULL,
    PRIMARY KEY (account, message)
  );
  CREATE INDEX used_logins_time ON used_logins (used_at);
  CREATE TABLE items (
    user_id  INTEGER NOT NULL REFERENCES users(id),
    nombre   TEXT NOT NULL,
    cantidad INTEGER NOT NULL CHECK (cantidad >= 0),
    PRIMARY KEY (user_id, nombre)
  );
  CREATE TABLE pool_stakes (
    user_id   INTEGER PRIMARY KEY REFERENCES users(id),
    cantidad  INTEGER NOT NULL CHECK (cantidad > 0),
    joined_at INTEGER NOT NULL
  );
  CREATE TABLE deposits (
    tx_id      TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id),
    memo       TEXT NOT NULL,
    symbol     TEXT NOT NULL,
    quantity   TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    refund_tx  TEXT
  );
  CREATE TABLE hueso_metrics (
    day     TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind    TEXT NOT NULL CHECK (kind IN ('mined', 'burned')),
    total   INTEGER NOT NULL,
    PRIMARY KEY (day, user_id, kind)
  );
  -- Pool payouts (docs/pool.md): one row per payout; the first row only starts the schedule.
  CREATE TABLE pool_payouts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    due_at       INTEGER NOT NULL UNIQUE,
    participants INTEGER NOT NULL,
    paid         INTEGER NOT NULL CHECK (paid >= 0)
  );
  -- Staking (docs/stake.md): stake play positions with their tickets, passive stake lots (one row
  -- per deposit, so each lot's week is its own) and the weekly passive payouts.
  CREATE TABLE stake_play (
    user_id    INTEGER PRIMARY KEY REFERENCES users(id),
    cantidad   INTEGER NOT NULL CHECK (cantidad >= 0),
    tickets    INTEGER NOT NULL CHECK (tickets >= 0),
    settled_at INTEGER NOT NULL
  );
  CREATE TABLE passive_stakes (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id  INTEGER NOT NULL REFERENCES users(id),
    version  INTEGER NOT NULL CHECK (version IN (1, 2)),
    cantidad INTEGER NOT NULL CHECK (cantidad > 0),
    fusion   INTEGER NOT NULL CHECK (fusion >= 0),
    since    INTEGER NOT NULL
  );
  CREATE INDEX passive_stakes_user ON passive_stakes (user_id, version);
  CREATE TABLE passive_payouts (
    due_at  INTEGER PRIMARY KEY,
    stakers INTEGER NOT NULL,
    paid    INTEGER NOT NULL CHECK (paid >= 0)
  );
  -- The burned counts of the user record (docs/burn.md).
  CREATE TABLE burned_counts (
    user_id  INTEGER NOT NULL REFERENCES users(id),
    kind     TEXT NOT NULL CHECK (kind IN ('general', 'especial')),
    rareza   TEXT NOT NULL CHECK (rareza IN ('C', 'R', 'Z', 'E', 'A', 'L')),
    cantidad INTEGER NOT NULL CHECK (cantidad >= 0),
    PRIMARY KEY (user_id, kind, rareza)
  );
  -- One claim per chain burn (players/burnClaims.ts): the album's credit, the arena's PP or a
  -- crafting, so that no burn is paid twice.
  CREATE TABLE burn_claims (
    tx_id      TEXT PRIMARY KEY CHECK (tx_id = lower(tx_id)),
    user_id    INTEGER NOT NULL REFERENCES users(id),
    claimed_by TEXT NOT NULL CHECK (claimed_by IN ('album', 'arena', 'crafting')),
    cards      INTEGER NOT NULL CHECK (cards >= 0),
    hueso      INTEGER NOT NULL CHECK (hueso >= 0),
    pp         INTEGER NOT NULL CHECK (pp >= 0),
    created_at INTEGER NOT NULL
  );
`;

/**
 * The index of the chain (gateway/follower.ts): the last block applied, every card instance with
 * its holder and card, and the nft.burn transactions (the burn history). It is rebuilt from block
 * 0 whenever it is emptied.
 */
const INDEX_SCHEMA = `
  CREATE TABLE idx_state (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    last_block INTEGER NOT NULL
  );
  CREATE TABLE idx_nft_instances (
    symbol           TEXT NOT NULL,
    _id              INTEGER NOT NULL,
    account          TEXT NOT NULL,
    owned_by         TEXT NOT NULL,
    previous_account TEXT,
    card_ide         INTEGER NOT NULL,
    power            INTEGER NOT NULL,
    brillante        INTEGER NOT NULL CHECK (brillante IN (0, 1)),
    PRIMARY KEY (symbol, _id)
  );
  CREATE INDEX idx_nft_instances_account ON idx_nft_instances (symbol, account, card_ide);
  CREATE INDEX idx_nft_instances_card ON idx_nft_instances (symbol, card_ide);
  CREATE TABLE idx_transactions (
    transaction_id TEXT PRIMARY KEY,
    block_number   INTEGER NOT NULL,
    sender         TEXT NOT NULL,
    contract       TEXT NOT NULL,
    action         TEXT NOT NULL,
    logs           TEXT NOT NULL,
    timestamp      INTEGER NOT NULL
  );
  CREATE INDEX idx_transactions_sender ON idx_transactions (sender, contract, action, block_number);
`;

/**
 * Every migration, in order; a database's user_version is SCHEMA_BASE plus the number applied.
 * A later change of the schema is appended here (never edit an applied one). The outbox
 * (gateway/outbox.ts) adds its tables by appending its migration below the index.
 */
export const MIGRATIONS: Migration[] = [
  GAME_SCHEMA,
  INDEX_SCHEMA,
  outboxSchema,
  // The last EDITION given per card (plugins/cards/issueCards.ts): allocated before signing.
  `CREATE TABLE card_editions (
    symbol   TEXT NOT NULL,
    card_ide INTEGER NOT NULL,
    last     INTEGER NOT NULL CHECK (last >= 1),
    PRIMARY KEY (symbol, card_ide)
  )`,
  // ── next migrations go here ──
];

/** Opens (or creates) the database and brings its schema up to date. */
export function openDatabase(path: string): Db {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies the migrations not applied yet, up to (not including) index `until` when given. */
export function migrate(db: Db, until = MIGRATIONS.length): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > 0 && version <= SCHEMA_BASE)
    throw new Error(
      `The game database ${db.name} is from before the chain moved to its own node (schema ${version}): ` +
        'it holds the old embedded chain and cannot be upgraded. Delete it (the chain now lives in the ' +
        "node's own file) and start again: a fresh database is made and seeded.",
    );
  const current = version === 0 ? 0 : version - SCHEMA_BASE;
  if (current > MIGRATIONS.length)
    throw new Error(
      `The game database ${db.name} has schema ${version}, newer than this server knows (${SCHEMA_BASE + MIGRATIONS.length})`,
    );
  MIGRATIONS.slice(current, until).forEach((sql, i) => {
    db.transaction(() => {
      if (typeof sql === 'string') db.exec(sql);
      else sql(db);
      db.pragma(`user_version = ${SCHEMA_BASE + current + i + 1}`);
    })();
  });
}

/** Deletes every row of every table (test worlds only); the schema stays. */
export function wipeDatabase(db: Db): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      tables.forEach((t) => db.exec(`DELETE FROM "${t}"`));
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get())
        db.exec('DELETE FROM sqlite_sequence');
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
