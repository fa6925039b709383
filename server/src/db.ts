/**
 * SQLite storage. The schema is a list of migrations applied in order at start-up and tracked in
 * PRAGMA user_version, so an existing database file is upgraded in place and never rebuilt.
 * In-game balances are integers of 10^-3 HUESO (see amounts.ts); CHECK constraints are the last
 * line of defence against a negative balance.
 */
import Database from 'better-sqlite3';
import { backfillBlocks, rechainBlocks } from './chain/blocks';
import { createAccountKeys, singleKeyAuthority } from './chain/keys';
import type { Db } from './sqlite';

export type { Db };

/** A step of the schema: SQL, or a function for changes SQL alone cannot make. */
type Migration = string | ((db: Db) => void);

/**
 * Local chain blocks (chain/blocks.ts), one per transaction and numbered as it; a database made
 * before blocks existed gets a block for each of its transactions, in order. Token supplies are
 * summed per symbol, so balances get an index by symbol.
 */
export function chainBlocks(db: Db): void {
  db.exec(`
    CREATE TABLE chain_blocks (
      block_number           INTEGER PRIMARY KEY REFERENCES chain_transactions(block_number),
      timestamp              TEXT NOT NULL,
      ref_hive_block_id      TEXT NOT NULL,
      prev_ref_hive_block_id TEXT NOT NULL,
      previous_hash          TEXT NOT NULL,
      previous_database_hash TEXT NOT NULL,
      executed_code_hash     TEXT NOT NULL,
      tx_hash                TEXT NOT NULL,
      tx_database_hash       TEXT NOT NULL,
      merkle_root            TEXT NOT NULL,
      database_hash          TEXT NOT NULL,
      hash                   TEXT NOT NULL
    );
    CREATE INDEX chain_balances_symbol ON chain_balances (symbol, account);
  `);
  backfillBlocks(db);
}

/**
 * The chain gained a genesis block 0 (chain/blocks.ts): block 1 now chains to its hash, so the
 * blocks of a database recorded before are computed again in order, as a live database has them.
 */
export function genesisBlock(db: Db): void {
  rechainBlocks(db);
}

/**
 * Random keys for the local chain (chain/keys.ts): accounts made before kept keys derived from a
 * public formula, so they get new random keys here; sessions and used logins are purged by time.
 */
export function randomChainKeys(db: Db): void {
  db.exec(`
    CREATE TABLE chain_keys (
      account     TEXT NOT NULL,
      role        TEXT NOT NULL CHECK (role IN ('posting', 'active', 'memo')),
      private_key TEXT NOT NULL,
      PRIMARY KEY (account, role)
    );
    CREATE INDEX sessions_expiry ON sessions (expires_at);
    CREATE INDEX sessions_user ON sessions (user_id);
    CREATE INDEX used_logins_time ON used_logins (used_at);
  `);
  const accounts = db.prepare('SELECT name FROM chain_accounts').pluck().all() as string[];
  const update = db.prepare('UPDATE chain_accounts SET posting = ?, active = ?, memo_key = ? WHERE name = ?');
  for (const name of accounts) {
    const keys = createAccountKeys(db, name);
    update.run(
      JSON.stringify(singleKeyAuthority(keys.posting)),
      JSON.stringify(singleKeyAuthority(keys.active)),
      keys.memo,
      name,
    );
  }
}

/**
 * One claim ledger of chain burns (players/burnClaims.ts): the album's credits and the arena's PP
 * move into it, and so do the burns of earlier craftings, found as the chain records them (the
 * player's `nft.burn`, then in the next block and at the same instant the issuer's one-card
 * `issueMultiple` to that player), so that none of them can be paid again.
 */
export function burnClaimsLedger(db: Db): void {
  db.exec(`
    CREATE TABLE burn_claims (
      tx_id      TEXT PRIMARY KEY CHECK (tx_id = lower(tx_id)),
      user_id    INTEGER NOT NULL REFERENCES users(id),
      claimed_by TEXT NOT NULL CHECK (claimed_by IN ('album', 'arena', 'crafting')),
      cards      INTEGER NOT NULL CHECK (cards >= 0),
      hueso      INTEGER NOT NULL CHECK (hueso >= 0),
      pp         INTEGER NOT NULL CHECK (pp >= 0),
      created_at INTEGER NOT NULL
    );
    CREATE INDEX chain_transactions_sender ON chain_transactions (sender, contract, action);
    INSERT INTO burn_claims (tx_id, user_id, claimed_by, cards, hueso, pp, created_at)
      SELECT lower(proof_tx), user_id, 'album', quemados, hueso, 0, created_at FROM nft_burns;
    DROP TABLE nft_burns;
  `);
  const arena = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'arena_burns'").get();
  if (arena)
    db.exec(`
      INSERT OR IGNORE INTO burn_claims (tx_id, user_id, claimed_by, cards, hueso, pp, created_at)
        SELECT lower(tx_id), user_id, 'arena', 0, 0, pp, ts FROM arena_burns;
      DROP TABLE arena_burns;
    `);
  db.exec(`
    INSERT OR IGNORE INTO burn_claims (tx_id, user_id, claimed_by, cards, hueso, pp, created_at)
      SELECT lower(b.transaction_id), u.id, 'crafting',
             json_array_length(b.payload, '$.nfts[0].ids'), 0, 0, b.timestamp
      FROM chain_transactions b
      JOIN chain_transactions i ON i.block_number = b.block_number + 1
      JOIN users u ON u.nombre = b.sender
      WHERE b.contract = 'nft' AND b.action = 'burn'
        AND i.contract = 'nft' AND i.action = 'issueMultiple' AND i.timestamp = b.timestamp
        AND json_array_length(i.payload, '$.instances') = 1
        AND json_extract(i.payload, '$.instances[0].to') = b.sender;
  `);
}

export const MIGRATIONS: readonly Migration[] = [
  `
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
    created_at      INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE used_logins (
    account   TEXT NOT NULL,
    message   TEXT NOT NULL,
    signature TEXT NOT NULL UNIQUE,
    used_at   INTEGER NOT NULL,
    PRIMARY KEY (account, message)
  );
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
    created_at INTEGER NOT NULL
  );
  CREATE TABLE hueso_metrics (
    day     TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind    TEXT NOT NULL CHECK (kind IN ('mined', 'burned')),
    total   INTEGER NOT NULL,
    PRIMARY KEY (day, user_id, kind)
  );

  CREATE TABLE chain_accounts (
    name       TEXT PRIMARY KEY,
    posting    TEXT NOT NULL,
    active     TEXT NOT NULL,
    memo_key   TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE chain_tokens (
    symbol    TEXT PRIMARY KEY,
    name      TEXT NOT NULL,
    precision INTEGER NOT NULL,
    issuer    TEXT NOT NULL
  );
  CREATE TABLE chain_balances (
    _id     INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    symbol  TEXT NOT NULL REFERENCES chain_tokens(symbol),
    balance INTEGER NOT NULL CHECK (balance >= 0),
    UNIQUE (account, symbol)
  );
  CREATE TABLE chain_nft_instances (
    _id               INTEGER PRIMARY KEY,
    symbol            TEXT NOT NULL,
    account           TEXT NOT NULL,
    owned_by          TEXT NOT NULL,
    previous_account  TEXT,
    previous_owned_by TEXT,
    card_ide          INTEGER NOT NULL,
    power             INTEGER NOT NULL,
    edition           INTEGER NOT NULL
  );
  CREATE INDEX chain_nft_instances_account ON chain_nft_instances (symbol, account);
  CREATE TABLE chain_nft_sellbook (
    _id          INTEGER PRIMARY KEY,
    symbol       TEXT NOT NULL,
    account      TEXT NOT NULL,
    owned_by     TEXT NOT NULL,
    nft_id       TEXT NOT NULL,
    grouping     TEXT NOT NULL,
    timestamp    INTEGER NOT NULL,
    price        TEXT NOT NULL,
    price_symbol TEXT NOT NULL,
    fee          INTEGER NOT NULL
  );
  CREATE TABLE chain_transactions (
    block_number   INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id TEXT NOT NULL UNIQUE,
    sender         TEXT NOT NULL,
    contract       TEXT NOT NULL,
    action         TEXT NOT NULL,
    payload        TEXT NOT NULL,
    logs           TEXT NOT NULL,
    timestamp      INTEGER NOT NULL
  );
  `,
  // Refused purchases are paid back; the refund's transaction id marks the original as used.
  // Shiny cards from packs (docs/packs.md); the next edition of a card is read by index.
  `
  ALTER TABLE deposits ADD COLUMN refund_tx TEXT;
  ALTER TABLE chain_nft_instances ADD COLUMN brillante INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX chain_nft_instances_card ON chain_nft_instances (symbol, card_ide, edition);
  `,
  // Pool payouts (docs/pool.md): one row per payout; the first row only starts the schedule.
  `
  CREATE TABLE pool_payouts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    due_at       INTEGER NOT NULL UNIQUE,
    participants INTEGER NOT NULL,
    paid         INTEGER NOT NULL CHECK (paid >= 0)
  );
  `,
  randomChainKeys,
  // Staking (docs/stake.md): stake play positions with their tickets, passive stake lots (one row
  // per deposit, so each lot's week is its own) and the weekly passive payouts.
  `
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
  `,
  // Burns credited once per proof transaction (moved into burn_claims below), the burned counts of the user record, and the
  // admin role that enters the ranking's burned total (docs/burn.md).
  `
  CREATE TABLE nft_burns (
    proof_tx   TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id),
    quemados   INTEGER NOT NULL CHECK (quemados > 0),
    hueso      INTEGER NOT NULL CHECK (hueso > 0),
    created_at INTEGER NOT NULL
  );
  CREATE TABLE burned_counts (
    user_id  INTEGER NOT NULL REFERENCES users(id),
    kind     TEXT NOT NULL CHECK (kind IN ('general', 'especial')),
    rareza   TEXT NOT NULL CHECK (rareza IN ('C', 'R', 'Z', 'E', 'A', 'L')),
    cantidad INTEGER NOT NULL CHECK (cantidad >= 0),
    PRIMARY KEY (user_id, kind, rareza)
  );
  ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'admin'));
  `,
  chainBlocks,
  genesisBlock,
  // An instance issued with BRILLANTE false keeps it in its properties (chain/issue.ts).
  'ALTER TABLE chain_nft_instances ADD COLUMN brillante_stated INTEGER NOT NULL DEFAULT 0;',
  burnClaimsLedger,
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
  const current = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.slice(current, until).forEach((sql, i) => {
    db.transaction(() => {
      if (typeof sql === 'string') db.exec(sql);
      else sql(db);
      db.pragma(`user_version = ${current + i + 1}`);
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
      // A wiped world's chain starts again at block 1.
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get())
        db.exec('DELETE FROM sqlite_sequence');
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
