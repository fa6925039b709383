/**
 * Prepared statements of hot paths, compiled once per database: every chain transaction runs the
 * same dozen queries, and genesis runs hundreds of transactions. A statement's text must always be used
 * the same way (with or without `.pluck()`), since the mode stays on the cached statement.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from './sqlite';

const cache = new WeakMap<Db, Map<string, Statement>>();

export function statement(db: Db, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let prepared = statements.get(sql);
  if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}
