/**
 * Credentials and sessions: scrypt password hashes, random session tokens stored only as their
 * SHA-256 (a leaked database holds no usable token), and the wallet-signature check of HIVE.md.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { cryptoUtils, Signature } from '@hiveio/dhive';
import { TOKEN_LIFETIME_SECONDS } from '@hueso/contract';
import type { FastifyRequest } from 'fastify';
import type { ChainAccount } from './chain/ledger';
import type { AppContext } from './context';
import type { Db } from './db';
import { unauthorized } from './http';

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

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Opens a session; the returned token is shown once and stored hashed. */
export function createSession(db: Db, userId: number, now: number): string {
  const token = randomBytes(32).toString('hex');
  db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    sha256(token),
    userId,
    now + TOKEN_LIFETIME_SECONDS * 1000,
  );
  return token;
}

/** The session token from `token`, `x-token` or `Authorization: Bearer` (arena calls use the latter two). */
function readToken(request: FastifyRequest): string | undefined {
  const { token, 'x-token': xToken, authorization } = request.headers;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  return [token, xToken, bearer].find((t): t is string => typeof t === 'string' && t.length > 0);
}

/** The logged-in player, or a 401. */
export function authenticate(ctx: AppContext, request: FastifyRequest): { id: number; nombre: string } {
  const token = readToken(request);
  if (!token) throw unauthorized();
  const user = ctx.db
    .prepare(
      `SELECT u.id, u.nombre FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .get(sha256(token), ctx.config.now()) as { id: number; nombre: string } | undefined;
  if (!user) throw unauthorized();
  return user;
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
export function isPostingKey(account: ChainAccount, publicKey: string): boolean {
  const { key_auths, weight_threshold } = account.posting;
  return key_auths.some(([key, weight]) => key === publicKey && weight >= weight_threshold);
}
