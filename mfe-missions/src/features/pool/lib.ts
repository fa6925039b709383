import { poolEstimate, type PoolEntry } from '@hueso/contract/pool';
import { formattersFor, getLanguage } from '@hueso/shared';

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

/**
 * The next payout as the player's local time of day (it is always within 24 h), with `time` of
 * the screen's formatters (useFormat), by default the page language's.
 */
export function formatPayoutTime(
  at: number,
  clockOffset = 0,
  time: (ts: number | Date) => string = formattersFor(getLanguage()).time,
): string {
  return time(new Date(at - clockOffset));
}
