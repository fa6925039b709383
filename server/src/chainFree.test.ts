/**
 * The game database holds no chain: the chain lives in the node (docs/chain-node.md), and the
 * server reads it over the gateway or from its own index (idx_* tables).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { migrate, openDatabase, SCHEMA_BASE } from './db';

/** Every non-test TypeScript file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the game database without the chain', () => {
  it('creates no chain_ table in a fresh database', () => {
    const db = openDatabase(':memory:');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all() as string[];
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'burn_claims', 'idx_nft_instances', 'idx_state']),
    );
    expect(tables.filter((name) => name.startsWith('chain_'))).toEqual([]);
    db.close();
  });

  it('has no SQL on chain_ tables in the server sources', () => {
    const root = join(__dirname);
    const offenders = sources(root).filter((path) =>
      /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+chain_\w+/i.test(readFileSync(path, 'utf8')),
    );
    expect(offenders.map((path) => relative(root, path))).toEqual([]);
  });

  it('refuses a database from before the split, telling the operator to delete it', () => {
    const old = new Database(':memory:');
    old.pragma('user_version = 12');
    expect(() => migrate(old)).toThrow(/before the chain moved to its own node.*Delete it/s);
    expect(old.pragma('user_version', { simple: true })).toBe(12);
    old.close();
  });

  it('numbers a fresh database past the old schemas', () => {
    const db = openDatabase(':memory:');
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThan(SCHEMA_BASE);
    db.close();
  });
});
