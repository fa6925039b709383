import { useEffect, useState } from 'react';
import { isValidNewPassword } from '@hueso/contract/common';
import { ApiError, getConfig, unwrapCall, useAppDispatch, useFormat, useMessages } from '@hueso/shared';
import {
  claimPayment,
  discardPayment,
  payToGame,
  pendingPayments,
  useGameMove,
  type PendingPayment,
} from '@hueso/shared/wallet';
import type { Holdings } from '../api/profileApi';
import { PROFILE_MESSAGES } from '../messages';

/** The profile's calls load with the query layer on first use: the top bar is on the login page's bundle. */
const loadProfileApi = () => import(/* webpackChunkName: "profile-api" */ '../api/profileApi');

/**
 * The wallet's and the stakes' HUESO, read when the profile opens and again when the withdrawable
 * HUESO changes (a deposit or Withdraw all moved some): null while reading, 'failed' when unreadable.
 */
export function useHoldings(account: string | undefined, withdrawable: number | undefined) {
  const dispatch = useAppDispatch();
  const [holdings, setHoldings] = useState<Holdings | 'failed' | null>(null);
  useEffect(() => {
    if (!account) return;
    let live = true;
    void loadProfileApi()
      .then(({ profileApi }) =>
        unwrapCall(dispatch(profileApi.endpoints.holdings.initiate(account, { forceRefetch: true }))),
      )
      .then(
        (value) => live && setHoldings(value),
        () => live && setHoldings('failed'),
      );
    return () => {
      live = false;
    };
  }, [account, withdrawable, dispatch]);
  return holdings;
}

/** The signed deposit not yet credited, if any. */
function readPendingDeposit(account: string | undefined): PendingPayment | null {
  return account ? (pendingPayments(account, ['Deposit'])[0] ?? null) : null;
}

/**
 * Depositing HUESO as a game move: a transfer to the game's token account signed in the wallet,
 * the chain's confirmation, the credit. A signed deposit not credited yet stays `pending`: it can
 * be submitted again (the server credits a transaction id once) or, after a warning, discarded.
 */
export function useDeposit(account: string | undefined) {
  const M = useMessages(PROFILE_MESSAGES);
  const f = useFormat();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(() => readPendingDeposit(account));
  const move = useGameMove({
    run: async (steps, player: string, payment: number | PendingPayment): Promise<number> => {
      if (typeof payment === 'number' && !(payment > 0)) throw new ApiError(M.amountRequired, null);
      try {
        if (typeof payment !== 'number') {
          await dispatch(claimPayment(steps, payment));
          return payment.amount;
        }
        const to = getConfig().accounts.token;
        await dispatch(
          payToGame(steps, { account: player, to, amount: payment, symbol: 'HUESO', memo: 'Deposit' }),
        );
        return payment;
      } finally {
        setPending(readPendingDeposit(player));
      }
    },
    success: (amount: number) => M.deposited(f.amount(amount)),
  });
  return {
    ...move,
    pending,
    discard: (payment: PendingPayment) => {
      discardPayment(payment.id);
      setPending(readPendingDeposit(account));
    },
  };
}

/** Changing the password as a game move; a wallet-only player leaves the current one empty. */
export function useChangePassword() {
  const M = useMessages(PROFILE_MESSAGES);
  const dispatch = useAppDispatch();
  return useGameMove({
    run: async (steps, password: string, currentPassword: string): Promise<true> => {
      if (!isValidNewPassword(password)) throw new ApiError(M.passwordRule, null);
      const { profileApi } = await loadProfileApi();
      const request = currentPassword ? { password, currentPassword } : { password };
      await steps.credit(() => unwrapCall(dispatch(profileApi.endpoints.changePass.initiate(request))));
      return true;
    },
    success: M.passwordChanged,
  });
}

/** Withdrawing HUESO (into the game, or to the wallet) as a game move. */
export function useWithdraw() {
  const M = useMessages(PROFILE_MESSAGES);
  const dispatch = useAppDispatch();
  return useGameMove({
    run: async (steps, call: 'withdrawInGame' | 'withdrawAll'): Promise<string> => {
      const { fundsApi } = await loadProfileApi();
      await steps.credit(() => unwrapCall(dispatch(fundsApi.endpoints[call].initiate())));
      return call === 'withdrawInGame' ? M.withdrawnInGame : M.withdrawnAll;
    },
    success: (told: string) => told,
  });
}
