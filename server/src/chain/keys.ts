/**
 * Keys of the local chain's accounts. They derive from a fixed password per account, so the dev
 * wallet can sign for any seeded account without storing private keys anywhere.
 */
import { PrivateKey } from '@hiveio/dhive';

export type KeyRole = 'posting' | 'active' | 'memo';

/** A Hive authority: keys with weights and the weight needed to sign. */
export interface Authority {
  weight_threshold: number;
  account_auths: [string, number][];
  key_auths: [string, number][];
}

const publicKeys = new Map<string, string>();

export function devPrivateKey(account: string, role: KeyRole): PrivateKey {
  return PrivateKey.fromLogin(account, `hueso-local-${account}`, role);
}

/** Public key of an account's dev key; memoised because deriving it is the costly part of seeding. */
export function devPublicKey(account: string, role: KeyRole): string {
  const cacheKey = `${account}/${role}`;
  let key = publicKeys.get(cacheKey);
  if (!key) {
    key = devPrivateKey(account, role).createPublic().toString();
    publicKeys.set(cacheKey, key);
  }
  return key;
}

export function singleKeyAuthority(publicKey: string): Authority {
  return { weight_threshold: 1, account_auths: [], key_auths: [[publicKey, 1]] };
}
