/** The stake_play table: each player's stake play position (units) and tickets (thousandths). */
import type { Db } from '../../db';

export interface PlayRow {
  userId: number;
  nombre: string;
  cantidad: number;
  tickets: number;
  settledAt: number;
}

const SELECT = `SELECT s.user_id AS userId, u.nombre, s.cantidad, s.tickets, s.settled_at AS settledAt
  FROM stake_play s JOIN users u ON u.id = s.user_id`;

/** Every position, largest stake first (ties by name), as the table ranks them. */
export function listPlay(db: Db): PlayRow[] {
  return db.prepare(`${SELECT} ORDER BY s.cantidad DESC, u.nombre ASC`).all() as PlayRow[];
}

export function findPlay(db: Db, userId: number): PlayRow | undefined {
  return db.prepare(`${SELECT} WHERE s.user_id = ?`).get(userId) as PlayRow | undefined;
}

/** Writes a position; a position with no stake and no tickets left is removed. */
export function savePlay(
  db: Db,
  userId: number,
  row: { cantidad: number; tickets: number; settledAt: number },
): void {
  if (row.cantidad === 0 && row.tickets === 0) {
    db.prepare('DELETE FROM stake_play WHERE user_id = ?').run(userId);
    return;
  }
  db.prepare(
    `INSERT INTO stake_play (user_id, cantidad, tickets, settled_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET cantidad = excluded.cantidad, tickets = excluded.tickets,
       settled_at = excluded.settled_at`,
  ).run(userId, row.cantidad, row.tickets, row.settledAt);
}
