/**
 * `@hueso/contract/query`: the query strings the server reads. A query string carries text, so its
 * numbers are coerced; `coerce` is taken from zod here rather than from the common part's `z`,
 * because no app builds a query schema and the page's copy of `z` should not carry it.
 */
import { coerce } from 'zod/mini';
import { z } from '@hueso/contract/common';
import { LEADERBOARD_SORTS } from './ranking';

/** A whole number in a query string, from `min` to `max` when given, `fallback` when absent. */
export function queryInt({ min, max, fallback }: { min: number; max?: number; fallback: number }) {
  const bounds = max === undefined ? [z.int(), z.minimum(min)] : [z.int(), z.minimum(min), z.maximum(max)];
  return z._default(coerce.number().check(...bounds), fallback);
}

/** The public ranking's query (album page 7): its order, page size and page. */
export const leaderboardQuerySchema = z.object({
  sort: z._default(z.enum(LEADERBOARD_SORTS), 'burned'),
  limit: queryInt({ min: 1, max: 100, fallback: 20 }),
  page: queryInt({ min: 1, fallback: 1 }),
});
