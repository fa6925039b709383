import { getLanguage } from '../i18n/language';
import { getArenaToken, getToken, sessionInMemory } from '../session/tokenCookie';

/** The GETs a returning player's index.html started before any script ran (shared/webpack/gamePreload.js). */
export interface EarlyReads {
  /** The session token and the language they are sent with. */
  token: string;
  lang: string;
  /** Each request by its path under the API's base (`/api/getInformacion`); null when not sent. */
  reads: Record<string, Promise<Response | null>>;
}

declare global {
  interface Window {
    /** The first screen's data requests, started by a returning player's index.html. */
    huesoEarly?: EarlyReads;
  }
}

/**
 * The answer of the request index.html started for `path`, taken once: the parsed body of a
 * 200 answer sent with the session and language the page has now. Anything else (no such
 * request, another session or language, a failure or a refusal) is undefined, and the caller
 * asks the server itself, so its errors read as they always do.
 */
export async function takeEarlyAnswer(path: string | undefined): Promise<unknown> {
  // Only the game's own page starts them; an area embedded on another site takes nothing from its page.
  const early = typeof window === 'undefined' || sessionInMemory() ? undefined : window.huesoEarly;
  const read = path && early && Object.hasOwn(early.reads, path) ? early.reads[path] : undefined;
  if (!early || !read || !path) return undefined;
  delete early.reads[path];
  const token = path.startsWith('/api/arena') ? getArenaToken() : getToken();
  if (early.token !== token || early.lang !== getLanguage()) return undefined;
  try {
    const res = await read;
    return res?.status === 200 ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}
