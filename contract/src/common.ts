/** What every domain shares: the number type of the API, the error body and the generic texts. */
import { z } from 'zod/mini';

/** Amounts and counts as the API sends them (JSON numbers). */
export const count = z.number();

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
