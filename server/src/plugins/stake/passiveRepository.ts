/** The passive_stakes lots (one per deposit) and the passive_payouts record. */
import type { PassiveVersion } from '@hueso/contract';
import type { Db } from '../../db';
import { statement } from '../../statements';

export interface LotRow {
  id: number;
  userId: number;
  version: PassiveVersion;
  cantidad: number;
  fusion: number;
  since: number;
}

const LOT = 'SELECT id, user_id AS userId, version, cantidad, fusion, since FROM passive_stakes';

export function listLots(db: Db): LotRow[] {
  return db.prepare(`${LOT} ORDER BY id`).all() as LotRow[];
}

export function lotsOf(db: Db, userId: number, version: PassiveVersion): LotRow[] {
  return db.prepare(`${LOT} WHERE user_id = ? AND version = ? ORDER BY id`).all(userId, version) as LotRow[];
}

export function addLot(
  db: Db,
  lot: { userId: number; version: PassiveVersion; cantidad: number; fusion: number; since: number },
): void {
  db.prepare(
    'INSERT INTO passive_stakes (user_id, version, cantidad, fusion, since) VALUES (?, ?, ?, ?, ?)',
  ).run(lot.userId, lot.version, lot.cantidad, lot.fusion, lot.since);
}

export function removeLots(db: Db, userId: number, version: PassiveVersion): void {
  db.prepare('DELETE FROM passive_stakes WHERE user_id = ? AND version = ?').run(userId, version);
}

/** Instant of the latest payout (or of the schedule's start), undefined before the first; read often. */
export function lastPassivePayout(db: Db): number | undefined {
  return (
    (statement(db, 'SELECT MAX(due_at) FROM passive_payouts').pluck().get() as number | null) ?? undefined
  );
}

export function recordPassivePayout(db: Db, payout: { dueAt: number; stakers: number; paid: number }): void {
  db.prepare('INSERT INTO passive_payouts (due_at, stakers, paid) VALUES (?, ?, ?)').run(
    payout.dueAt,
    payout.stakers,
    payout.paid,
  );
}
