/** The items table: what each player holds in the inventory. */
import type { Db } from '../db';

export interface ItemRow {
  nombre: string;
  cantidad: number;
}

/** Items the player holds at least one of, by name. */
export function listItems(db: Db, userId: number): ItemRow[] {
  return db
    .prepare('SELECT nombre, cantidad FROM items WHERE user_id = ? AND cantidad > 0 ORDER BY nombre')
    .all(userId) as ItemRow[];
}

export function countItem(db: Db, userId: number, nombre: string): number {
  const row = db
    .prepare('SELECT cantidad FROM items WHERE user_id = ? AND nombre = ?')
    .get(userId, nombre) as { cantidad: number } | undefined;
  return row?.cantidad ?? 0;
}

export function addItems(db: Db, userId: number, nombre: string, cantidad: number): void {
  db.prepare(
    `INSERT INTO items (user_id, nombre, cantidad) VALUES (?, ?, ?)
     ON CONFLICT (user_id, nombre) DO UPDATE SET cantidad = cantidad + excluded.cantidad`,
  ).run(userId, nombre, cantidad);
}

/** Takes `cantidad` items if the player has that many; false (and nothing taken) otherwise. */
export function takeItems(db: Db, userId: number, nombre: string, cantidad: number): boolean {
  const spent = db
    .prepare('UPDATE items SET cantidad = cantidad - ? WHERE user_id = ? AND nombre = ? AND cantidad >= ?')
    .run(cantidad, userId, nombre, cantidad);
  return spent.changes > 0;
}
