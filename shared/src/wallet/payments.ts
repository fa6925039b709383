/**
 * Paying the game: a sidechain token transfer signed in the wallet, then POST /api/deposit with
 * its transaction id, each a step of the game move that pays (signing, confirming, crediting).
 * Once the wallet has signed, the transfer is kept in local storage until its outcome is final,
 * so a payment whose credit failed on the way is never lost: it can be claimed again, and the
 * server credits a transaction id only once.
 */
import { ApiError, unwrapCall } from '../api/client';
import { loadQueryLayer } from '../api/queryLayer';
import { ChainError } from '../chain/client';
import type { MoveSteps } from '../moves/useGameMove';
import type { AppDispatch } from '../store/store';
import { wallet } from './wallet';

/** Local storage key of the payments signed but not yet credited. */
export const PENDING_PAYMENTS_KEY = 'hueso.pendingPayments';
const KEY = PENDING_PAYMENTS_KEY;

/** A signed token transfer to the game whose credit has not been confirmed yet. */
export interface PendingPayment {
  id: string;
  account: string;
  memo: string;
  amount: number;
  symbol: string;
}

export interface PaymentRequest {
  account: string;
  to: string;
  amount: number;
  symbol: string;
  memo: string;
}

function isPendingPayment(value: unknown): value is PendingPayment {
  const p = value as Partial<PendingPayment> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.id === 'string' &&
    typeof p.account === 'string' &&
    typeof p.memo === 'string' &&
    typeof p.amount === 'number' &&
    typeof p.symbol === 'string'
  );
}

const LEGACY_DEPOSIT_KEY = 'hueso.pendingDeposit';

/** A deposit kept by an earlier version, under its own key, joins the list once. */
function adoptLegacyDeposit(): void {
  const legacy = localStorage.getItem(LEGACY_DEPOSIT_KEY);
  if (legacy === null) return;
  localStorage.removeItem(LEGACY_DEPOSIT_KEY);
  try {
    const entry = { memo: 'Deposit', symbol: 'HUESO', ...(JSON.parse(legacy) as object) };
    if (isPendingPayment(entry)) writeAll([...readAll().filter((p) => p.id !== entry.id), entry]);
  } catch {
    // Unreadable: nothing to adopt.
  }
}

function readAll(): PendingPayment[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isPendingPayment) : [];
  } catch {
    return [];
  }
}

function writeAll(list: PendingPayment[]): void {
  if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
  else localStorage.removeItem(KEY);
}

function forget(id: string): void {
  writeAll(readAll().filter((p) => p.id !== id));
}

/**
 * Gives up a payment that can never be credited (say the chain never confirmed it, or the server
 * does not know it): it stops blocking later deposits. Whatever it moved is not credited.
 */
export function discardPayment(id: string): void {
  forget(id);
}

/** The account's signed payments not yet credited, optionally only those with one of `memos`. */
export function pendingPayments(account: string, memos?: readonly string[]): PendingPayment[] {
  adoptLegacyDeposit();
  return readAll().filter((p) => p.account === account && (!memos || memos.includes(p.memo)));
}

/**
 * Waits for the chain to process the transfer (`steps.confirm`), then claims it (`steps.credit`).
 * The entry is dropped once the outcome is final: credited, already credited (409), refused by
 * the chain (no tokens moved) or refused by the server (400: returned to the player, or never
 * ours). Anything else (no answer, 401, 403, 404, 5xx, not confirmed yet) keeps it for a retry,
 * or for the player to discard. The player record follows the credit (the deposit endpoint
 * updates it).
 */
export function claimPayment(steps: Pick<MoveSteps, 'confirm' | 'credit'>, entry: PendingPayment) {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      await steps.confirm(entry.id);
      const { paymentsApi } = await loadQueryLayer();
      await steps.credit(() => unwrapCall(dispatch(paymentsApi.endpoints.deposit.initiate(entry.id))));
    } catch (err) {
      const final =
        (err instanceof ChainError && err.code === 'CHAIN_REFUSED') ||
        (err instanceof ApiError && (err.status === 400 || err.status === 409));
      if (final) forget(entry.id);
      // Credited before (another tab, an earlier try): the deposit call has the record read again.
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      return;
    }
    forget(entry.id);
  };
}

/**
 * Signs the transfer in the wallet (`steps.sign`) and keeps it; resolves to the kept payment,
 * for `claimPayment`. A transfer approved after the wallet timed out is kept too, so it can
 * still be claimed.
 */
export async function signPayment(
  steps: Pick<MoveSteps, 'sign'>,
  { account, to, amount, symbol, memo }: PaymentRequest,
): Promise<PendingPayment> {
  const keep = (id: string) => {
    const entry: PendingPayment = { id, account, memo, amount, symbol };
    writeAll([...readAll().filter((p) => p.id !== id), entry]);
    return entry;
  };
  return keep(await steps.sign(() => wallet.sendToken(account, to, amount, memo, symbol, keep)));
}

/** Pays the game in the steps of a move: signs and keeps the transfer, then claims it; resolves to the payment. */
export function payToGame(steps: MoveSteps, request: PaymentRequest) {
  return async (dispatch: AppDispatch): Promise<PendingPayment> => {
    const entry = await signPayment(steps, request);
    await dispatch(claimPayment(steps, entry));
    return entry;
  };
}
