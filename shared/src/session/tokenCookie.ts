import { TOKEN_COOKIE, TOKEN_LIFETIME_SECONDS } from '@hueso/contract/common';

/**
 * Where the session lives. On the game's own origins: the cookie SPEC.md section 7 describes and
 * the browser-session entry `user`. In an area embedded on another site: this page's memory only
 * (`keepSessionInMemory`), so that no game token is ever written to the integrator's cookies or
 * storage; it ends when the page does.
 */
let memory: { token: string | null; user: string | null } | null = null;

/** Keeps every later session of this page in memory (an area embedded on a foreign origin). */
export function keepSessionInMemory(): void {
  memory ??= { token: null, user: null };
}

/** Whether the session of this page is kept in memory (an embedded area on a foreign origin). */
export function sessionInMemory(): boolean {
  return memory !== null;
}

/** Stores the login token as SPEC.md section 7 says: 43200 s, path /, SameSite strict, Secure. */
export function setToken(token: string): void {
  if (memory) {
    memory.token = token;
    return;
  }
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; max-age=${TOKEN_LIFETIME_SECONDS}; path=/; samesite=strict; secure`;
}

export function getToken(): string | null {
  if (memory) return memory.token;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : null;
}

/** Arena calls read the token from the cookie or, failing that, local storage (SPEC.md section 6). */
export function getArenaToken(): string | null {
  if (memory) return memory.token;
  return getToken() ?? localStorage.getItem(TOKEN_COOKIE);
}

export function clearToken(): void {
  if (memory) {
    memory.token = null;
    return;
  }
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/; samesite=strict; secure`;
}

const USER_ENTRY = 'user';

/** The browser-session entry `user` holding `{ user: { nombre, logged } }`. */
export interface StoredUser {
  user: { nombre: string; logged: boolean };
}

export function saveStoredUser(nombre: string): void {
  if (memory) {
    memory.user = nombre;
    return;
  }
  const entry: StoredUser = { user: { nombre, logged: true } };
  sessionStorage.setItem(USER_ENTRY, JSON.stringify(entry));
}

export function readStoredUser(): StoredUser['user'] | null {
  if (memory) return memory.user ? { nombre: memory.user, logged: true } : null;
  try {
    const parsed = JSON.parse(sessionStorage.getItem(USER_ENTRY) ?? 'null') as StoredUser | null;
    return parsed?.user?.logged && typeof parsed.user.nombre === 'string' ? parsed.user : null;
  } catch {
    return null;
  }
}

export function clearStoredUser(): void {
  if (memory) {
    memory.user = null;
    return;
  }
  sessionStorage.removeItem(USER_ENTRY);
  sessionStorage.removeItem(PLAYER_ENTRY);
}

const PLAYER_ENTRY = 'hueso.player';

/**
 * The last player record this tab was shown (the browser-session entry `hueso.player`), so that a
 * returning player's game paints from it while the session is read again (thunks.ts,
 * `restoreSession`). Cleared with the stored user; never kept for an embedded area.
 */
export function savePlayerRecord(info: unknown): void {
  if (memory) return;
  try {
    sessionStorage.setItem(PLAYER_ENTRY, JSON.stringify(info));
  } catch {
    // Storage full or refused: the next load reads the session first, as without a record.
  }
}

/** The stored player record as JSON (unchecked), or null. */
export function readPlayerRecord(): unknown {
  if (memory) return null;
  try {
    return JSON.parse(sessionStorage.getItem(PLAYER_ENTRY) ?? 'null');
  } catch {
    return null;
  }
}
