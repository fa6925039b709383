/** What every domain shares: the number type of the API, the error body and the generic texts. */
import { z } from 'zod/mini';

/** Amounts and counts as the API sends them (JSON numbers). */
export const count = z.number();

/** Decimals of HUESO and VIPHUESO in game: amounts are whole thousandths ("units") inside. */
export const AMOUNT_DECIMALS = 3;
const SCALE = 10 ** AMOUNT_DECIMALS;
/** Largest amount accepted in one call, so every sum stays an exact integer of units. */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * Whole thousandths of an amount; null when it has more decimals than the token (1e-10, 0.0001,
 * 1.0000000001) or is not finite. Exact: the amount must be the number its 3-decimal value
 * reads as, so no fraction below the precision is rounded away.
 */
export function toUnits(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const units = Math.round(amount * SCALE);
  return Number.isSafeInteger(units) && units / SCALE === amount ? units : null;
}

export function fromUnits(units: number): number {
  return units / SCALE;
}

/**
 * Every HUESO / VIPHUESO amount of a request: a finite JSON number, above 0 (or at least 0 with
 * `zero`), at most MAX_AMOUNT, with at most 3 decimals. The first rule broken is the one answered:
 * `<field> must be a number`, `<field> must be greater than 0` (or the call's own sentence, e.g.
 * SPEC.md's 'Invalid amount'), `<field> must be at most 1000000000`, `<field> must have at most 3
 * decimals`.
 */
export function amountSchema(options: { zero?: boolean; notPositive?: string } = {}) {
  const { zero = false } = options;
  const notPositive = options.notPositive ?? (zero ? 'must be at least 0' : 'must be greater than 0');
  return z.number().check(
    z.refine((n) => (zero ? n >= 0 : n > 0), { message: notPositive, abort: true }),
    z.refine((n) => n <= MAX_AMOUNT, { message: `must be at most ${MAX_AMOUNT}`, abort: true }),
    z.refine((n) => toUnits(n) !== null, `must have at most ${AMOUNT_DECIMALS} decimals`),
  );
}

/**
 * Every count of a request (packs opened, copies of a card, a burned total): a whole number from
 * `min` to `max`. `<field> must be an integer` comes first, so 1e-10 never reads as a bound.
 */
export function countSchema(min: number, max: number) {
  return z.number().check(
    z.refine((n) => Number.isInteger(n), { message: 'must be an integer', abort: true }),
    z.minimum(min),
    z.maximum(max),
  );
}

export const errorBodySchema = z.object({ error: z.string() });
export const okResponseSchema = z.object({ ok: z.boolean() });

/**
 * The answer of a call whose response SPEC.md marks "not shown": any JSON is accepted on success,
 * and the client refreshes what the call changed from the server.
 */
export const notShownResponseSchema = z.unknown();

/** Generic failure text when the server sends none (SPEC.md section 8). */
export const GENERIC_ERROR = 'Error';
/** How long a toast stays (SPEC.md section 9); the arena's own toasts are shorter. */
export const TOAST_MS = 6000;
