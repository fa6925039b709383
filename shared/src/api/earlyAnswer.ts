import { getLanguage } from '../i18n/language';
import { getToken } from '../session/tokenCookie';

/** A GET the host's index.html started before any script ran (shared/webpack/gamePreload.js). */
export interface EarlyRequest {
  /** The path under the API's base, as the query layer names it (`/api/getInformacion`). */
  path: string;
  /** The session token and language it is sent with. */
  token: string;
  lang: string;
  /** Null when it was not sent (config.json unreadable). */
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    /** The first screen's data request, started by a returning player's index.html. */
    huesoEarly?: EarlyRequest;
  }
}

/**
 * The answer of the request index.html started for `path`, taken once: the parsed body of a
 * 200 answer sent with the session and language the page has now. Anything else (no such
 * request, another session or language, a failure or a refusal) is undefined, and the caller
 * asks the server itself, so its errors read as they always do.
 */
export async function takeEarlyAnswer(path: string | undefined): Promise<unknown> {
  const early = typeof window === 'undefined' ? undefined : window.huesoEarly;
  if (!early || early.path !== path) return undefined;
  window.huesoEarly = undefined;
  if (early.token !== getToken() || early.lang !== getLanguage()) return undefined;
  try {
    const res = await early.response;
    return res?.status === 200 ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}
