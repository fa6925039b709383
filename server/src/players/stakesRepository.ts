/** The pool_stakes table: who is in the daily pool and with how much. */
import type { Db } from '../db';

export interface StakeRow {
  userId: number;
  nombre: string;
  cantidad: number;
}

/** Every stake, largest first (ties by name), as the pool ranking shows them. */
export function listStakes(db: Db): StakeRow[] {
  return db
    .prepare(
      `SELECT u.id AS userId, u.nombre, p.cantidad FROM pool_stakes p JOIN users u ON u.id = p.user_id
       ORDER BY p.cantidad DESC, u.nombre ASC`,
    )
    .all() as StakeRow[];
}

export function findStake(db: Db, userId: number): number | undefined {
  const row = db.prepare('SELECT cantidad FROM pool_stakes WHERE user_id = ?').get(userId) as
    { cantidad: number } | undefined;
  return row?.cantidad;
}

export function poolTotals(db: Db): { participants: number; total: number } {
  const row = db
    .prepare('SELECT COUNT(*) AS participants, COALESCE(SUM(cantidad), 0) AS total FROM pool_stakes')
    .get() as { participants: number; total: number };
  return row;
}

export function addStake(db: Db, userId: number, cantidad: number, now: number): void {
  db.prepare('INSERT INTO pool_stakes (user_id, cantidad, joined_at) VALUES (?, ?, ?)').run(
    userId,
    cantidad,
    now,
  );
}

/** Empties the pool (after a payout). */
export function clearStakes(db: Db): void {
  db.prepare('DELETE FROM pool_stakes').run();
}
