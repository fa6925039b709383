/** The pool_payouts table: when the pool paid, how many players and how much (in-game units). */
import type { Db } from '../../db';
import { statement } from '../../statements';

/** Instant of the latest payout (or of the schedule's start), undefined before the first; read often. */
export function lastPayoutAt(db: Db): number | undefined {
  return (statement(db, 'SELECT MAX(due_at) FROM pool_payouts').pluck().get() as number | null) ?? undefined;
}

export function recordPayout(db: Db, payout: { dueAt: number; participants: number; paid: number }): void {
  db.prepare('INSERT INTO pool_payouts (due_at, participants, paid) VALUES (?, ?, ?)').run(
    payout.dueAt,
    payout.participants,
    payout.paid,
  );
}
