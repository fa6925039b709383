import { poolEstimate, type PoolEntry } from '@hueso/contract';

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

/** The next payout as the player's local time of day (it is always within 24 h). */
export function formatPayoutTime(at: number, clockOffset = 0): string {
  return new Date(at - clockOffset).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
}
