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

/** The player of an unexpired session, or undefined. */
export function findSessionPlayer(db: Db, token: string, now: number): Player | undefined {
  return db
    .prepare(
      `SELECT u.id, u.nombre FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .get(sha256(token), now) as Player | undefined;
}
