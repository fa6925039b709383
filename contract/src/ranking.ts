/** The public global ranking (album page 7; SPEC.md sections 2, 3 and 7). */
import { count, countSchema, z } from '@hueso/contract/common';

export const LEADERBOARD_SORTS = [
  'ph',
  'nft',
  'burned',
  'saldo',
  'fusion',
  'real',
  'pe',
  'porcentaje',
  'nivel',
] as const;
export const leaderboardRowSchema = z.object({
  nombre: z.string(),
  ph: count,
  nftTotal: count,
  nftBurned: count,
  dinero: count,
  dineroReal: count,
  fusion: count,
  pe: count,
  porcentaje: count,
  nivel: count,
});
export const leaderboardResponseSchema = z.object({
  data: z.array(leaderboardRowSchema),
  totalDocs: count,
  returned: count,
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** Body of POST /api/admin/burned: the admin-entered burned total of one player (admins only). */
export const adminBurnedRequestSchema = z.object({
  nombre: z.string().check(z.minLength(1), z.maxLength(32)),
  total: countSchema(0, 1_000_000_000),
});
export const adminBurnedResponseSchema = z.object({
  ok: z.literal(true),
  nombre: z.string(),
  nftBurned: count,
});
