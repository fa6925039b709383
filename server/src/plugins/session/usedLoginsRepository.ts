/** The used_logins table: wallet-login signatures already spent. */
import type { Db } from '../../db';

/**
 * Records a login message as used; false when this account already used it. Records older than
 * `keepMs` go first: their messages are outside the login window, so they are refused anyway.
 */
export function useLoginMessage(
  db: Db,
  login: { account: string; message: string; signature: string },
  now: number,
  keepMs: number,
): boolean {
  db.prepare('DELETE FROM used_logins WHERE used_at < ?').run(now - keepMs);
  const fresh = db
    .prepare('INSERT OR IGNORE INTO used_logins (account, message, signature, used_at) VALUES (?, ?, ?, ?)')
    .run(login.account, login.message, login.signature, now);
  return fresh.changes > 0;
}
