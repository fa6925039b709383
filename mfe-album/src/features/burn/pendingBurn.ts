/**
 * The pending-burn records of SPEC.md section 3, one per signed burn, keyed by its transaction id:
 * kept in local storage from the moment the wallet answered (however late) until the server says
 * the burn is credited or the record expires, plus the time of the last resume attempt.
 */
import { isPendingUsable, type PendingBurn } from '@hueso/contract/burn';

/** Every signed burn the server has not credited yet, keyed by its transaction id. */
export const PENDING_BURNS_KEY = 'hueso.pendingBurns';
/** The one-record slot of earlier versions; a record found there joins the list once. */
export const LEGACY_PENDING_BURN_KEY = 'hueso.pendingBurn';
export const LAST_RESUME_KEY = 'hueso.pendingBurnLastResume';

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(list: readonly PendingBurn[]): void {
  if (list.length) localStorage.setItem(PENDING_BURNS_KEY, JSON.stringify(list));
  else {
    localStorage.removeItem(PENDING_BURNS_KEY);
    localStorage.removeItem(LAST_RESUME_KEY);
  }
}

/**
 * The stored records, oldest first; expired (15 min) or incomplete ones are discarded here, and a
 * record of the old single slot is adopted.
 */
export function loadPendingBurns(now = Date.now()): PendingBurn[] {
  const stored = read(PENDING_BURNS_KEY);
  const legacy = read(LEGACY_PENDING_BURN_KEY);
  localStorage.removeItem(LEGACY_PENDING_BURN_KEY);
  const all = [...(Array.isArray(stored) ? stored : []), ...(legacy === null ? [] : [legacy])];
  const usable: PendingBurn[] = [];
  for (const value of all)
    if (isPendingUsable(value, now) && !usable.some((p) => p.proofTx === value.proofTx)) usable.push(value);
  if (usable.length !== all.length || legacy !== null) write(usable);
  return usable;
}

/** Keeps a signed burn (replacing the record of the same transaction, never another's). */
export function savePendingBurn(pending: PendingBurn): void {
  write([...loadPendingBurns().filter((p) => p.proofTx !== pending.proofTx), pending]);
}

/** Forgets one burn: the server credited it, or it expired. */
export function clearPendingBurn(proofTx: string): void {
  write(loadPendingBurns().filter((p) => p.proofTx !== proofTx));
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
