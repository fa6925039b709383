/**
 * The arena's entry terms, which two areas read: the home screen's arena card (missions) and the
 * arena itself. Common, so the page carries them once; the rest of the arena's contract is the
 * arena's own (`@hueso/contract/arena`).
 */
import { z } from 'zod/mini';
import { count } from './core';

/** The home screen's arena card, and a battle, need this much energy. */
export const ARENA_MIN_ENERGY = 5;

export function canEnterArena(energy: number): boolean {
  return energy >= ARENA_MIN_ENERGY;
}

/** The arena card's tooltip when energy is short: 'Not enough energy (x/5)'. */
export function arenaTooltip(energy: number): string | null {
  return canEnterArena(energy) ? null : `Not enough energy (${energy}/${ARENA_MIN_ENERGY})`;
}

/**
 * GET /api/arena/status as the home screen's arena card reads it: the server's energy cost and
 * entry fee. The whole answer is `arenaStatusSchema` (`@hueso/contract/arena`); parsing it with
 * this one keeps these two fields and drops the rest.
 */
export const arenaEntrySchema = z.object({ energyCost: count, entryFee: count });
export type ArenaEntry = z.infer<typeof arenaEntrySchema>;
