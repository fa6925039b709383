import { api, waitForTransaction, type Informacion } from '@hueso/shared';

const KEY = 'hueso.pendingDeposit';

/** A signed deposit transfer not yet credited: kept so it is never lost once tokens have left the wallet. */
export interface PendingDeposit {
  id: string;
  amount: number;
  account: string;
}

export function readPendingDeposit(account: string): PendingDeposit | null {
  try {
    const entry = JSON.parse(localStorage.getItem(KEY) ?? 'null') as PendingDeposit | null;
    return entry && entry.account === account && typeof entry.id === 'string' ? entry : null;
  } catch {
    return null;
  }
}

export function savePendingDeposit(entry: PendingDeposit): void {
  localStorage.setItem(KEY, JSON.stringify(entry));
}

export function clearPendingDeposit(): void {
  localStorage.removeItem(KEY);
}

/**
 * Waits for the chain to process the transfer, then claims it. A transaction the server has
 * already credited counts as done. The entry is cleared only once the deposit is credited.
 */
export async function claimDeposit(entry: PendingDeposit): Promise<Informacion | null> {
  await waitForTransaction(entry.id);
  try {
    const { usuario } = await api.deposit(entry.id);
    clearPendingDeposit();
    return usuario;
  } catch (err) {
    if ((err as { status?: number }).status === 409) {
      clearPendingDeposit();
      return null;
    }
    throw err;
  }
}
