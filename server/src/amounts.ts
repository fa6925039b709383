/**
 * Exact decimal amounts. Hive Engine quantities are decimal strings with a per-token precision;
 * storing them as integers of the smallest unit keeps every sum exact and every balance check a
 * plain integer comparison.
 */
import { AMOUNT_DECIMALS } from '@hueso/contract';

/** Precision of HUESO and VIPHUESO: in-game balances are kept in units of 10^-3. */
export const GAME_PRECISION = AMOUNT_DECIMALS;

const QUANTITY = /^\d+(\.\d+)?$/;

/** Parses a non-negative decimal string into integer units; null if malformed or too precise. */
export function parseUnits(quantity: string, precision: number): number | null {
  if (!QUANTITY.test(quantity)) return null;
  const [whole = '0', rawFraction = ''] = quantity.split('.');
  // Trailing zeros add no precision: '1.00000000' is a valid 3-decimal amount.
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > precision) return null;
  const units = Number(whole + fraction.padEnd(precision, '0'));
  return Number.isSafeInteger(units) ? units : null;
}

/** Formats integer units as Hive Engine stores balances: BigNumber.toFixed(precision). */
export function formatUnits(units: number, precision: number): string {
  if (precision === 0) return String(units);
  const scale = 10 ** precision;
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(precision, '0')}`;
}

/** In-game units to the number the API shows. */
export function toHueso(units: number): number {
  return units / 10 ** GAME_PRECISION;
}

/** Whole HUESO to in-game units. */
export function fromHueso(amount: number): number {
  return Math.round(amount * 10 ** GAME_PRECISION);
}
