/**
 * The sessions table. Tokens are random and stored only as their SHA-256, so a leaked database
 * holds no usable token.
 */
import { randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS } from '@hueso/contract';
import type { Db } from '../../db';
import { sha256 } from './credentials';

/** The player a request acts for. */
export interface Player {
  id: number;
  nombre: string;
}

/** Opens a session; the returned token is shown once and stored hashed. Expired sessions go. */
export function createSession(db: Db, userId: number, now: number): string {
  purgeExpiredSessions(db, now);
  const token = randomBytes(32).toString('hex');
  db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    sha256(token),
    userId,
    now + TOKEN_LIFETIME_SECONDS * 1000,
  );
  return token;
}

/** The player of an unexpired session, with the session's stored hash, or undefined. */
export function findSessionPlayer(
  db: Db,
  token: string,
  now: number,
): (Player & { tokenHash: string }) | undefined {
  const tokenHash = sha256(token);
  const player = db
    .prepare(
      `SELECT u.id, u.nombre FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .get(tokenHash, now) as Player | undefined;
  return player && { ...player, tokenHash };
}

/** Deletes sessions past their expiry; returns how many. */
export function purgeExpiredSessions(db: Db, now: number): number {
  return db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now).changes;
}

/** Ends one session (logout). */
export function endSession(db: Db, tokenHash: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
}

/** Ends every session of a player except `keepTokenHash` (after a password change). */
export function endOtherSessions(db: Db, userId: number, keepTokenHash: string): number {
  return db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?').run(userId, keepTokenHash)
    .changes;
}
