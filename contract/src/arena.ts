/** Arena rules known so far (SPEC.md sections 4, 5 and 9). */
import type { CardKind, Rareza } from './cards';

/** The home screen's arena card needs this much energy. */
export const ARENA_MIN_ENERGY = 5;
export const ARENA_TOAST_MS = 4000;

export const ARENA_RANK_THRESHOLDS: Record<CardKind, Record<Rareza, number>> = {
  general: { C: 200, R: 600, Z: 1400, E: 2400, A: 3000, L: 5000 },
  especial: { C: 400, R: 1200, Z: 2800, E: 4800, A: 6000, L: 10000 },
};

export function canEnterArena(energy: number): boolean {
  return energy >= ARENA_MIN_ENERGY;
}

/** The arena card's tooltip when energy is short: 'Not enough energy (x/5)'. */
export function arenaTooltip(energy: number): string | null {
  return canEnterArena(energy) ? null : `Not enough energy (${energy}/${ARENA_MIN_ENERGY})`;
}
