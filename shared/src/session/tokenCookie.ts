import { TOKEN_COOKIE, TOKEN_LIFETIME_SECONDS } from '@hueso/contract';

/** Stores the login token as SPEC.md section 7 says: 43200 s, path /, SameSite strict, Secure. */
export function setToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; max-age=${TOKEN_LIFETIME_SECONDS}; path=/; samesite=strict; secure`;
}

export function getToken(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : null;
}

/** Arena calls read the token from the cookie or, failing that, local storage (SPEC.md section 6). */
export function getArenaToken(): string | null {
  return getToken() ?? localStorage.getItem(TOKEN_COOKIE);
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/; samesite=strict; secure`;
}

const USER_ENTRY = 'user';

/** The browser-session entry `user` holding `{ user: { nombre, logged } }`. */
export interface StoredUser {
  user: { nombre: string; logged: boolean };
}

export function saveStoredUser(nombre: string): void {
  const entry: StoredUser = { user: { nombre, logged: true } };
  sessionStorage.setItem(USER_ENTRY, JSON.stringify(entry));
}

export function readStoredUser(): StoredUser['user'] | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(USER_ENTRY) ?? 'null') as StoredUser | null;
    return parsed?.user?.logged && typeof parsed.user.nombre === 'string' ? parsed.user : null;
  } catch {
    return null;
  }
}

export function clearStoredUser(): void {
  sessionStorage.removeItem(USER_ENTRY);
}
