/** Per-rarity NFT counts of the user record's burned counts (SPEC.md section 3). */
import { z } from 'zod/mini';
import { count } from './core';

/** Per-rarity counts, every rarity present. */
export const rarityCountsSchema = z.object({
  C: count,
  R: count,
  Z: count,
  E: count,
  A: count,
  L: count,
});
/** Zero of every rarity. */
export function emptyRarityCounts(): z.infer<typeof rarityCountsSchema> {
  return { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 };
}

/** The user record's burned counts: general, especial and their totals per rarity. */
export const burnedCountsSchema = z.object({
  general: rarityCountsSchema,
  especial: rarityCountsSchema,
  total: rarityCountsSchema,
});
export type BurnedCounts = z.infer<typeof burnedCountsSchema>;
