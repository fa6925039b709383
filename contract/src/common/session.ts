/** Login and session: request and response schemas, the token cookie and the login rules. */
import { z } from 'zod/mini';
import { informacionSchema } from './player';

export const TOKEN_COOKIE = 'token';
export const TOKEN_LIFETIME_SECONDS = 43200;
/** The login error notice hides itself after this long (SPEC.md section 4). */
export const LOGIN_NOTICE_MS = 6000;
export const LOGIN_ERROR = 'There was an error loading the data';
/** A signature the player refused or the wallet failed (SPEC.md section 8). */
export const WALLET_CANCELLED = 'Firma cancelada o fallida';

export const loginPassRequestSchema = z.object({
  user: z.string().check(z.minLength(4), z.maxLength(19)),
  password: z.string().check(z.minLength(4), z.maxLength(15)),
});
export const walletLoginRequestSchema = z.object({
  nombre: z.string().check(z.minLength(3), z.maxLength(16)),
  key: z.string().check(z.regex(/^[0-9a-f]{130}$/i, 'key must be a hex signature')),
  message: z.string().check(z.regex(/^\d{10,16}$/, 'message must be a timestamp')),
  parametros: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  resultado: informacionSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const informacionResponseSchema = z.object({
  resultado: informacionSchema,
  mensajes: z.optional(z.array(z.string())),
});

/**
 * The intended rule (SPEC.md section 5): 4 to 12 characters. The current password is required
 * when the player has one (a wallet-only player sets a first one without it), so a stolen
 * session cannot take the account over. See docs/spec-deviations.md.
 */
export const changePassRequestSchema = z.object({
  password: z.string().check(z.minLength(4), z.maxLength(12)),
  currentPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(15))),
});
export type ChangePassRequest = z.infer<typeof changePassRequestSchema>;
/** Server texts of a refused password change. */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';
/**
 * 409 of a change that lost a race: another change (or another first password of a wallet-only
 * player) was saved while this one was being checked, so this one changed nothing.
 */
export const PASSWORD_CHANGED_MEANWHILE =
  'The password was changed meanwhile: enter the current password and try again';

/** Username 4 to 19 characters, password 4 to 15 (SPEC.md section 5). */
export function isValidPasswordLogin(user: string, password: string): boolean {
  return user.length >= 4 && user.length <= 19 && password.length >= 4 && password.length <= 15;
}

/** The intended change-password rule: 4 to 12 characters (the spec documents a flawed check). */
export function isValidNewPassword(password: string): boolean {
  return password.length >= 4 && password.length <= 12;
}
