/**
 * The SQLite handle that the repositories and the local chain take. It stands apart from db.ts,
 * which opens the database and runs the migrations: the chain code that some migrations call
 * (chain/blocks.ts, chain/keys.ts) takes the type from here, so it never imports db.ts back.
 */
import type Database from 'better-sqlite3';

export type Db = Database.Database;
