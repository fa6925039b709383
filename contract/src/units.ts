/**
 * Exact decimal amounts. Hive Engine quantities are decimal strings with a per-token precision;
 * the game server and the chain node keep integers of the smallest unit, so every sum is exact and
 * every balance check a plain integer comparison.
 */

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
