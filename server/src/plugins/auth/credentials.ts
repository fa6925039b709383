/**
 * Credentials: scrypt password hashes, the SHA-256 that session tokens are stored as, and the
 * wallet-signature check of HIVE.md.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { cryptoUtils, Signature } from '@hiveio/dhive';
import type { HiveAccount } from '../../gateway/types';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: checked against when there is no real one, so the work is the same. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or, when there is none (unknown name, wallet-only
 * player), against a dummy hash: an answer takes as long for a name that does not exist.
 */
export async function verifyPasswordEvenWithout(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Public key that made `signature` over sha256(message), or null if the signature is malformed. */
export function recoverSigner(signature: string, message: string): string | null {
  try {
    return Signature.fromString(signature).recover(cryptoUtils.sha256(message)).toString();
  } catch {
    return null;
  }
}

/** True if the key alone meets the account's posting threshold. */
export function isPostingKey(account: HiveAccount, publicKey: string): boolean {
  const { key_auths, weight_threshold } = account.posting;
  return key_auths.some(([key, weight]) => key === publicKey && weight >= weight_threshold);
}
