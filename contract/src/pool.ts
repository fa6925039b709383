/** The daily pool: its view, entry rule and the estimate of SPEC.md section 9. */
import { z } from 'zod/mini';
import { count } from './common';
import type { Informacion } from './player';

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
