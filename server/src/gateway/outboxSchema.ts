/**
 * The outbox table (gateway/outbox.ts): every operation the platform signs, from its reservation
 * to its end. `reversal` is what the game gives back if the chain refuses it; `details` is what
 * the route needs to build its answer once the chain has processed it.
 */
import type { Db } from '../sqlite';

export const OUTBOX_DDL = `
  CREATE TABLE IF NOT EXISTS outbox (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('issue_cards', 'withdraw', 'refund')),
    user_id    INTEGER NOT NULL REFERENCES users(id),
    account    TEXT NOT NULL,
    operation  TEXT NOT NULL,
    signed_tx  TEXT NOT NULL,
    tx_id      TEXT NOT NULL UNIQUE,
    status     TEXT NOT NULL CHECK (status IN ('signed', 'broadcast', 'done', 'reversed')),
    reversal   TEXT NOT NULL,
    details    TEXT NOT NULL,
    result     TEXT,
    error      TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS outbox_open ON outbox (status) WHERE status IN ('signed', 'broadcast');
  CREATE INDEX IF NOT EXISTS outbox_user ON outbox (user_id, id);
`;

export function outboxSchema(db: Db): void {
  db.exec(OUTBOX_DDL);
}
