/** The players' burned counts (claims: players/burnClaims.ts; burned instances: gateway/chainIndex.ts). */
import { emptyRarityCounts, RAREZAS, type BurnedCounts, type Rareza } from '@hueso/contract';
import type { Db } from '../db';

export function addBurnedCount(
  db: Db,
  userId: number,
  kind: 'general' | 'especial',
  rareza: Rareza,
  cantidad: number,
): void {
  db.prepare(
    `INSERT INTO burned_counts (user_id, kind, rareza, cantidad) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, kind, rareza) DO UPDATE SET cantidad = cantidad + excluded.cantidad`,
  ).run(userId, kind, rareza, cantidad);
}

/** The user record's `burned`: general, especial and totals per rarity. */
export function burnedCounts(db: Db, userId: number): BurnedCounts {
  const counts = { general: emptyRarityCounts(), especial: emptyRarityCounts(), total: emptyRarityCounts() };
  const rows = db
    .prepare('SELECT kind, rareza, cantidad FROM burned_counts WHERE user_id = ?')
    .all(userId) as { kind: 'general' | 'especial'; rareza: Rareza; cantidad: number }[];
  for (const row of rows) {
    if (!RAREZAS.includes(row.rareza)) continue;
    counts[row.kind][row.rareza] += row.cantidad;
    counts.total[row.rareza] += row.cantidad;
  }
  return counts;
}
