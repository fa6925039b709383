/** The players' burned counts and the instances a burn took (claims: players/burnClaims.ts). */
import { emptyRarityCounts, RAREZAS, type BurnedCounts, type Rareza } from '@hueso/contract';
import type { Db } from '../../db';

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

/** Card ids of instances that were burned from `account` (kept on the chain with account 'null'). */
export function burnedInstances(
  db: Db,
  symbol: string,
  account: string,
  ids: readonly number[],
): { _id: number; card_ide: number }[] {
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT _id, card_ide FROM chain_nft_instances
       WHERE symbol = ? AND account = 'null' AND previous_account = ? AND _id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(symbol, account, ...ids) as { _id: number; card_ide: number }[];
}
