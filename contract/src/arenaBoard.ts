/**
 * The arena's public leaderboard (SPEC.md sections 5 and 7): its call's schema, its size and
 * polling period, and the unlock box's percent. Its own entry (`@hueso/contract/arena-board`) so
 * that the leaderboard, embedded alone, bundles none of the battle's schemas and rules: a schema
 * is a call the minifier keeps even when nothing uses it, so only a module boundary leaves it out.
 * The arena module (`@hueso/contract/arena`) re-exports all of it.
 */
import { count, z } from '@hueso/contract/common';

/** Polling period of the arena's reads while on screen (SPEC.md section 9). */
export const ARENA_POLL_MS = 20_000;
export const ARENA_LEADERBOARD_SIZE = 200;

export const avatarSchema = z.object({ id: z.string(), img: z.string(), name: z.string() });
export type ArenaAvatar = z.infer<typeof avatarSchema>;

export const unlockProgressSchema = z.object({ current: count, goal: count, unlocked: z.boolean() });
export type UnlockProgress = z.infer<typeof unlockProgressSchema>;

export const previewSchema = z.object({ hueso: count, tickets: count });
export const leaderboardEntrySchema = z.object({
  userId: z.union([z.string(), z.number()]),
  nombre: z.string(),
  avatar: z.union([avatarSchema, z.string(), z.null()]),
  mmr: count,
  battlesThisWeek: count,
  preview: previewSchema,
});
export type ArenaLeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const arenaLeaderboardSchema = z.object({
  data: z.array(leaderboardEntrySchema),
  pool: count,
  burnedWeek: count,
  burnedTotal: count,
  unlockProgress: unlockProgressSchema,
  season: z.optional(count),
});
export type ArenaLeaderboard = z.infer<typeof arenaLeaderboardSchema>;

/** Progress percent: current over goal, capped at 100, 0 when the goal is missing or not positive. */
export function unlockPercent(p: { current: number; goal?: number } | undefined): number {
  if (!p || !p.goal || p.goal <= 0) return 0;
  return Math.min(100, Math.max(0, (p.current / p.goal) * 100));
}
