/**
 * The node's own SQLite file: the chain's tables only. The schema is a list of migrations applied
 * in order and tracked in PRAGMA user_version, so a later version upgrades a file in place. Token
 * balances are integers of the token's smallest unit; CHECK constraints are the last line of
 * defence against a negative balance.
 */
import Database from 'better-sqlite3';
import type { Db } from '../lib/sqlite';

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE chain_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE chain_accounts (
    name       TEXT PRIMARY KEY,
    posting    TEXT NOT NULL,
    active     TEXT NOT NULL,
    owner      TEXT NOT NULL,
    memo_key   TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE chain_keys (
    account     TEXT NOT NULL,
    role        TEXT NOT NULL CHECK (role IN ('posting', 'active', 'memo')),
    private_key TEXT NOT NULL,
    PRIMARY KEY (account, role)
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
  CREATE INDEX chain_balances_symbol ON chain_balances (symbol, account);
  CREATE TABLE chain_nfts (
    symbol                      TEXT PRIMARY KEY,
    issuer                      TEXT NOT NULL,
    authorized_issuing_accounts TEXT NOT NULL,
    properties                  TEXT NOT NULL
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
    edition           INTEGER NOT NULL,
    brillante         INTEGER NOT NULL DEFAULT 0,
    brillante_stated  INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX chain_nft_instances_account ON chain_nft_instances (symbol, account);
  CREATE INDEX chain_nft_instances_card ON chain_nft_instances (symbol, card_ide, edition);
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
    block_number      INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id    TEXT NOT NULL UNIQUE,
    hive_tx_id        TEXT NOT NULL,
    transaction_index INTEGER,
    sender            TEXT NOT NULL,
    contract          TEXT NOT NULL,
    action            TEXT NOT NULL,
    payload           TEXT NOT NULL,
    logs              TEXT NOT NULL,
    timestamp         INTEGER NOT NULL
  );
  CREATE INDEX chain_transactions_hive ON chain_transactions (hive_tx_id);
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
  -- Hive transactions the node accepted: the duplicate check, and the mempool (block_number
  -- NULL) until a block has processed them.
  CREATE TABLE hive_transactions (
    seq          INTEGER PRIMARY KEY AUTOINCREMENT,
    id           TEXT NOT NULL UNIQUE,
    operations   TEXT NOT NULL,
    expiration   INTEGER NOT NULL,
    received_at  INTEGER NOT NULL,
    processed_at INTEGER,
    expired      INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX hive_transactions_pending ON hive_transactions (processed_at, seq);
  `,
  // The signed transaction as it was broadcast, for condenser_api.get_transaction.
  `ALTER TABLE hive_transactions ADD COLUMN signed TEXT;`,
];

/** Opens (or creates) the node's database and brings its schema up to date. */
export function openChainDatabase(path: string): Db {
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.slice(current).forEach((sql, i) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + i + 1}`);
    })();
  });
}

/** Deletes every row of every table (a reset to genesis); the schema stays. */
export function wipeChain(db: Db): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      tables.forEach((t) => db.exec(`DELETE FROM "${t}"`));
      // A wiped chain starts again at block 1.
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get())
        db.exec('DELETE FROM sqlite_sequence');
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/** A value the chain keeps about itself (its chain id, whether genesis ran). */
export function readMeta(db: Db, key: string): string | undefined {
  return db.prepare('SELECT value FROM chain_meta WHERE key = ?').pluck().get(key) as string | undefined;
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO chain_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
