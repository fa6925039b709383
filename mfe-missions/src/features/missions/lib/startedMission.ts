import type { NormalCode } from '../missionsSlice';

/**
 * The normal mission this browser started, kept across reloads: the server reports only an end
 * time, and a recharge collected after a reload must still show its reward as energy.
 */
const STARTED_KEY = 'hueso.normalMission';

export function rememberStarted(account: string, code: NormalCode, endsAt: number): void {
  try {
    localStorage.setItem(STARTED_KEY, JSON.stringify({ account, code, endsAt }));
  } catch {
    // Storage full or blocked: the result falls back to what the answer shows.
  }
}

/** The code of the normal mission started here for `account` that ends at `endsAt`, if known. */
export function startedCode(account: string, endsAt: number): NormalCode | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STARTED_KEY) ?? 'null') as {
      account?: unknown;
      code?: unknown;
      endsAt?: unknown;
    } | null;
    const code = kept?.code;
    return kept?.account === account && kept.endsAt === endsAt && (code === 1 || code === 3 || code === 6)
      ? code
      : null;
  } catch {
    return null;
  }
}

export function forgetStarted(): void {
  try {
    localStorage.removeItem(STARTED_KEY);
  } catch {
    // Blocked storage: the record no longer matches any running mission anyway.
  }
}
