/** Player roles (player or admin) and the admin-entered burned total of the ranking. */
import type { Db } from '../../db';

export type Role = 'player' | 'admin';

export function roleOf(db: Db, userId: number): Role {
  const row = db.prepare('SELECT role FROM users WHERE id = ?').get(userId) as { role: Role } | undefined;
  return row?.role ?? 'player';
}

/** Sets a player's role; false when no player has that name. */
export function setRole(db: Db, nombre: string, role: Role): boolean {
  return db.prepare('UPDATE users SET role = ? WHERE nombre = ?').run(role, nombre).changes === 1;
}

export function listAdmins(db: Db): string[] {
  return db
    .prepare("SELECT nombre FROM users WHERE role = 'admin' ORDER BY nombre")
    .pluck()
    .all() as string[];
}

/** Sets the ranking's burned total of a player; false when no player has that name. */
export function setBurnedTotal(db: Db, nombre: string, total: number): boolean {
  return db.prepare('UPDATE users SET nft_burned = ? WHERE nombre = ?').run(total, nombre).changes === 1;
}
