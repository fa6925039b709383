/**
 * The pending-burn record of SPEC.md section 3, kept in local storage from the moment the wallet
 * signed until the server's answer is final, plus the time of the last resume attempt.
 */
import { isPendingUsable, type PendingBurn } from '@hueso/contract';

export const PENDING_BURN_KEY = 'hueso.pendingBurn';
export const LAST_RESUME_KEY = 'hueso.pendingBurnLastResume';

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The stored record; an expired (15 min) or incomplete one is discarded here. */
export function loadPendingBurn(now = Date.now()): PendingBurn | null {
  const value = read(PENDING_BURN_KEY);
  if (value === null) return null;
  if (isPendingUsable(value, now)) return value;
  clearPendingBurn();
  return null;
}

export function savePendingBurn(pending: PendingBurn): void {
  localStorage.setItem(PENDING_BURN_KEY, JSON.stringify(pending));
}

export function clearPendingBurn(): void {
  localStorage.removeItem(PENDING_BURN_KEY);
  localStorage.removeItem(LAST_RESUME_KEY);
}

export function lastResumeAttempt(): number | null {
  const value = read(LAST_RESUME_KEY);
  return typeof value === 'number' ? value : null;
}

export function recordResumeAttempt(now = Date.now()): void {
  localStorage.setItem(LAST_RESUME_KEY, JSON.stringify(now));
}

export const FLASH_KEY = 'hueso.burnFlash';

/** Keeps the result message for the page that loads after the reload (session storage). */
export function keepFlash(text: string, kind: 'success' | 'error' | 'info'): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ text, kind }));
}

/** The kept message, removed as it is read. */
export function takeFlash(): { text: string; kind: 'success' | 'error' | 'info' } | null {
  const raw = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { text?: unknown; kind?: unknown };
    const kinds = ['success', 'error', 'info'] as const;
    const kind = kinds.find((k) => k === value.kind);
    return typeof value.text === 'string' && kind ? { text: value.text, kind } : null;
  } catch {
    return null;
  }
}
