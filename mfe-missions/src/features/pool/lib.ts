import { poolCost, poolEstimate, type Informacion, type PoolEntry } from '@hueso/shared';

export interface PoolRow extends PoolEntry {
  estimate: number;
}

/** Rows sorted by position, each with EST. HUESO = poolEstimate(own, total, participants). */
export function poolRows(stake: PoolEntry[]): PoolRow[] {
  const total = stake.reduce((sum, r) => sum + r.cantidad, 0);
  return [...stake]
    .sort((a, b) => a.posicion - b.posicion)
    .map((r) => ({ ...r, estimate: poolEstimate(r.cantidad, total, stake.length) }));
}

/** Why the player cannot join the pool, or null when they can (SPEC.md section 4). */
export function joinPoolReason(info: Pick<Informacion, 'energia' | 'costoPool' | 'pool'>): string | null {
  if (info.pool) return 'You are already in the pool';
  const cost = poolCost(info);
  if (info.energia.actual < cost) return `Not enough energy (${info.energia.actual}/${cost})`;
  return null;
}
