/**
 * Exact decimal amounts. Hive Engine quantities are decimal strings with a per-token precision;
 * storing them as integers of the smallest unit keeps every sum exact and every balance check a
 * plain integer comparison.
 */
import { AMOUNT_DECIMALS } from '@hueso/contract';

export { formatUnits, parseUnits } from '@hueso/contract';

/** Precision of HUESO and VIPHUESO: in-game balances are kept in units of 10^-3. */
export const GAME_PRECISION = AMOUNT_DECIMALS;

/** In-game units to the number the API shows. */
export function toHueso(units: number): number {
  return units / 10 ** GAME_PRECISION;
}

/** Whole HUESO to in-game units. */
export function fromHueso(amount: number): number {
  return Math.round(amount * 10 ** GAME_PRECISION);
}
