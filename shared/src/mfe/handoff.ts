import { z } from 'zod/mini';
import { loginResponseSchema, type LoginResponse } from '@hueso/contract/common';

/**
 * Signing in an area embedded on another site (docs/embedding.md, "Signing in"): the area opens
 * the host's `/connect?origin=<the page's origin>` in a window; the player signs in there, on the
 * game's origin, and that page posts the new session to its opener, addressed to exactly that
 * origin. The area accepts it only from that window and the host's origin, and keeps it in memory.
 */
export const SESSION_HANDOFF = 'hueso:session';

export const sessionHandoffSchema = z.object({
  type: z.literal(SESSION_HANDOFF),
  session: loginResponseSchema,
});
export type SessionHandoff = z.infer<typeof sessionHandoffSchema>;

/** The host's sign-in page for a page on `origin`. */
export function connectUrl(host: string, origin: string): string {
  const url = new URL('/connect', host);
  url.searchParams.set('origin', origin);
  return url.href;
}

/** The origin a `/connect` page was opened for, when it is a plain http(s) origin. */
export function requestingOrigin(search: string): string | null {
  const origin = new URLSearchParams(search).get('origin');
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Waits for the session from the sign-in window `popup` of the host at `host`. Resolves to the
 * session, or to null when the window closes first or `signal` aborts.
 */
export function receiveSession(
  popup: Window,
  host: string,
  signal: AbortSignal,
): Promise<LoginResponse | null> {
  const hostOrigin = new URL(host).origin;
  return new Promise((resolve) => {
    const done = (session: LoginResponse | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      signal.removeEventListener('abort', onAbort);
      resolve(session);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== hostOrigin || event.source !== popup) return;
      const parsed = sessionHandoffSchema.safeParse(event.data);
      if (parsed.success) done(parsed.data.session);
    };
    const onAbort = () => done(null);
    const watch = setInterval(() => popup.closed && done(null), 400);
    window.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
  });
}
