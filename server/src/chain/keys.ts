/**
 * Keys of the local chain's accounts. Each account gets random keys when it is created (at
 * seeding); the private keys are kept in the database (`chain_keys`) for the dev wallet only, so
 * nothing outside the database can derive or guess them.
 */
import { randomBytes } from 'node:crypto';
import { PrivateKey } from '@hiveio/dhive';
import type { Db } from '../sqlite';

export type KeyRole = 'posting' | 'active' | 'memo';
export const KEY_ROLES: readonly KeyRole[] = ['posting', 'active', 'memo'];

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

/** Makes and stores new random keys for an account; returns the public keys by role. */
export function createAccountKeys(db: Db, account: string): Record<KeyRole, string> {
  const insert = db.prepare(
    'INSERT OR REPLACE INTO chain_keys (account, role, private_key) VALUES (?, ?, ?)',
  );
  const publicKeys = {} as Record<KeyRole, string>;
  for (const role of KEY_ROLES) {
    const key = randomPrivateKey();
    insert.run(account, role, key.toString());
    publicKeys[role] = key.createPublic().toString();
  }
  return publicKeys;
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
