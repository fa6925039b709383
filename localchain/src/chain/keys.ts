/**
 * Keys of the local chain's accounts. Each account gets random keys when it is created (at
 * genesis). Players' private keys are kept in the database (`chain_keys`) for the dev wallet
 * only; the platform accounts' are handed to the operator and kept nowhere in the node.
 */
import { randomBytes } from 'node:crypto';
import { PrivateKey } from '@hiveio/dhive';
import type { Db } from '../lib/sqlite';
import { statement } from '../lib/statements';

export type KeyRole = 'owner' | 'posting' | 'active' | 'memo';
export const KEY_ROLES: readonly KeyRole[] = ['owner', 'posting', 'active', 'memo'];
/** The roles whose private keys the dev wallet may hold (never the owner key). */
const STORED_ROLES: ReadonlySet<KeyRole> = new Set(['posting', 'active', 'memo']);

/** A Hive authority: keys with weights and the weight needed to sign. */
export interface Authority {
  weight_threshold: number;
  account_auths: [string, number][];
  key_auths: [string, number][];
}

/** A fresh key from 32 random bytes. */
export function randomPrivateKey(): PrivateKey {
  return PrivateKey.fromSeed(randomBytes(32).toString('hex'));
}

/**
 * New random keys for an account, the active one given when it must stay what it was (a platform
 * account after a reset). The keys are stored for the dev wallet only when `store` is set.
 */
export function createAccountKeys(
  db: Db,
  account: string,
  { store, active }: { store: boolean; active?: PrivateKey },
): Record<KeyRole, PrivateKey> {
  const insert = statement(
    db,
    'INSERT OR REPLACE INTO chain_keys (account, role, private_key) VALUES (?, ?, ?)',
  );
  const keys = {} as Record<KeyRole, PrivateKey>;
  for (const role of KEY_ROLES) {
    const key = role === 'active' && active ? active : randomPrivateKey();
    if (store && STORED_ROLES.has(role)) insert.run(account, role, key.toString());
    keys[role] = key;
  }
  return keys;
}

/** The stored private key of an account's role (dev wallet only), or undefined. */
export function storedPrivateKey(db: Db, account: string, role: KeyRole): PrivateKey | undefined {
  const wif = db
    .prepare('SELECT private_key FROM chain_keys WHERE account = ? AND role = ?')
    .pluck()
    .get(account, role) as string | undefined;
  return wif ? PrivateKey.fromString(wif) : undefined;
}

export function singleKeyAuthority(publicKey: string): Authority {
  return { weight_threshold: 1, account_auths: [], key_auths: [[publicKey, 1]] };
}
