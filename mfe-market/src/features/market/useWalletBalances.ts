import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, tokenBalances } from '@hueso/shared';

export type WalletBalances =
  | { status: 'loading' }
  | { status: 'ready'; balances: Record<string, number> }
  | { status: 'failed'; message: string };

/** The player's sidechain token balances, what market purchases are paid with; `reload` after a payment. */
export function useWalletBalances(account: string) {
  const [state, setState] = useState<WalletBalances>({ status: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const balances = await tokenBalances(account);
      if (call === latest.current) setState({ status: 'ready', balances });
    } catch (err) {
      if (call === latest.current) setState({ status: 'failed', message: toApiError(err).message });
    }
  }, [account]);
  useEffect(() => {
    void reload();
    const calls = latest;
    // An answer arriving after unmount (or for a previous account) is dropped.
    return () => void calls.current++;
  }, [reload]);
  return { state, reload };
}
