/** The daily pool: its view, entry rule and the estimate of SPEC.md section 9. */
import { count, type Informacion, z } from '@hueso/contract/common';

export const DEFAULT_POOL_COST = 20;
export const POOL_PAGE_SIZES = [10, 25, 100] as const;
export const POOL_BASE_HUESO = 150;
export const POOL_GROWTH_PER_PARTICIPANT = 230;
/** The pool pays out and empties every 24 game hours. */
export const POOL_PERIOD_HOURS = 24;

export const poolEntrySchema = z.object({ nombre: z.string(), posicion: count, cantidad: count });
export type PoolEntry = z.infer<typeof poolEntrySchema>;
export const poolResponseSchema = z.object({
  stake: z.array(poolEntrySchema),
  userStake: z.nullable(z.object({ cantidad: count })),
  /** When the pool next pays out (epoch ms, server clock); absent on servers that do not say. */
  nextPayoutAt: z.optional(count),
});
export type PoolResponse = z.infer<typeof poolResponseSchema>;

/** Estimated daily pool reward: 150 + (own / total) * 230 * participants. */
export function poolEstimate(own: number, total: number, participants: number): number {
  if (total <= 0 || own <= 0) return POOL_BASE_HUESO;
  return POOL_BASE_HUESO + (own / total) * POOL_GROWTH_PER_PARTICIPANT * participants;
}

/** Energy cost of joining the pool; a record without one (missing or 0) costs the default 20. */
export function poolCost(info: Pick<Informacion, 'costoPool'>): number {
  return info.costoPool || DEFAULT_POOL_COST;
}

/** Why the player cannot join the pool, or null when they can (SPEC.md section 4). */
export function joinPoolReason(info: Pick<Informacion, 'energia' | 'costoPool' | 'pool'>): string | null {
  if (info.pool) return 'You are already in the pool';
  const cost = poolCost(info);
  if (info.energia.actual < cost) return `Not enough energy (${info.energia.actual}/${cost})`;
  return null;
}

export function canJoinPool(info: Pick<Informacion, 'energia' | 'costoPool' | 'pool'>): boolean {
  return joinPoolReason(info) === null;
}

const HOUR_MS = 3_600_000;

/** Real milliseconds between two payouts at a game-clock speed (a speed of 60 pays every 24 min). */
export function poolPeriodMs(clockSpeed: number): number {
  return Math.max(1, Math.round((POOL_PERIOD_HOURS * HOUR_MS) / clockSpeed));
}

/**
 * The payout due by `now`, as an instant on the grid `lastPayout + k * periodMs` (k >= 1), or
 * null when none is due. Several missed periods make one payout: the first one empties the pool.
 */
export function duePoolPayout(lastPayout: number, now: number, periodMs: number): number | null {
  const periods = Math.floor((now - lastPayout) / periodMs);
  return periods >= 1 ? lastPayout + periods * periodMs : null;
}

/** The first payout instant after `now` on the grid of `lastPayout`. */
export function nextPoolPayout(lastPayout: number, now: number, periodMs: number): number {
  return lastPayout + Math.max(1, Math.floor((now - lastPayout) / periodMs) + 1) * periodMs;
}

/**
 * What each participant receives at a payout: the estimate's formula, in HUESO with `decimals`
 * places. Shares are rounded down and the leftover units go to the largest remainders (ties to the
 * earlier entry), so the payouts add up to exactly 150 + 230 per participant, the sum of the
 * estimates: rounding neither creates nor loses HUESO.
 */
export function poolPayouts<T extends { cantidad: number }>(
  entries: readonly T[],
  decimals = 3,
): (T & { hueso: number })[] {
  const scale = 10 ** decimals;
  const participants = entries.length;
  const stakes = entries.map((e) => Math.max(0, Math.floor(e.cantidad)));
  const total = stakes.reduce((sum, s) => sum + s, 0);
  const base = POOL_BASE_HUESO * scale;
  if (total === 0) return entries.map((e) => ({ ...e, hueso: POOL_BASE_HUESO }));

  const growth = POOL_GROWTH_PER_PARTICIPANT * participants * scale;
  const shares = stakes.map((own, index) => {
    const numerator = own * growth;
    let units = Math.floor(numerator / total);
    // Float division may land one off near a whole number; integers settle it exactly.
    while (units * total > numerator) units -= 1;
    while ((units + 1) * total <= numerator) units += 1;
    return { index, units, remainder: numerator - units * total };
  });
  let leftover = growth - shares.reduce((sum, s) => sum + s.units, 0);
  [...shares]
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
    .forEach((share) => {
      if (leftover > 0 && share.remainder > 0) {
        share.units += 1;
        leftover -= 1;
      }
    });
  return entries.map((e, i) => ({ ...e, hueso: (base + shares[i]!.units) / scale }));
}
