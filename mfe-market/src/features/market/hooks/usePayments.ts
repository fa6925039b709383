import { useState } from 'react';
import type { MarketItem } from '@hueso/contract/market';
import { getConfig, useAppDispatch, useFormat, useMessages } from '@hueso/shared';
import { MONEY_MESSAGES, useItemName } from '@hueso/shared/play';
import {
  bringToWallet,
  claimPayment,
  type PendingPayment,
  pendingPayments,
  signPayment,
  useGameMove,
  type WalletTopUp,
} from '@hueso/shared/wallet';
import { MARKET_MESSAGES } from '../messages';

/** What a purchase pays: a new order of `count` items, or a payment signed before and not credited. */
export type Purchase = { account: string; count: number } | { payment: PendingPayment };

/**
 * Buying a market item as a game move: a token transfer to the deposit account signed in the
 * wallet with the item name as memo, the chain's confirmation, then the credit. A payment this
 * dialog signed whose credit failed becomes `unclaimed`: the dialog then offers only to claim it
 * again, never to pay twice. `onSettled` follows every signed payment, whatever its outcome.
 */
export function useBuy(item: MarketItem | undefined, onSettled: () => void) {
  const M = useMessages(MARKET_MESSAGES);
  const itemName = useItemName();
  const dispatch = useAppDispatch();
  const [unclaimed, setUnclaimed] = useState<PendingPayment | null>(null);
  const move = useGameMove({
    run: async (steps, chosen: MarketItem, purchase: Purchase): Promise<string> => {
      let signed: PendingPayment | null = null;
      try {
        signed =
          'payment' in purchase
            ? purchase.payment
            : await signPayment(steps, {
                account: purchase.account,
                to: getConfig().accounts.deposit,
                amount: purchase.count * chosen.price,
                symbol: chosen.symbol,
                memo: chosen.name,
              });
        await dispatch(claimPayment(steps, signed));
        const count = 'count' in purchase ? purchase.count : signed.amount / chosen.price;
        return M.bought(count, itemName(chosen.name));
      } catch (err) {
        // Still kept means the tokens may have left the wallet: it can only be claimed again.
        const entry = signed;
        setUnclaimed(entry && pendingPayments(entry.account).some((p) => p.id === entry.id) ? entry : null);
        throw err;
      } finally {
        if (signed) onSettled();
      }
    },
    success: (told: string) => told,
    errors: 'inline',
  });

  return {
    phase: move.phase,
    busy: move.busy,
    error: move.error,
    unclaimed,
    /** Pays `count` of the item, or claims the unclaimed payment again; resolves to whether it was credited. */
    buy: async (account: string, count: number) =>
      item !== undefined &&
      (await move.run(item, unclaimed ? { payment: unclaimed } : { account, count })) !== undefined,
  };
}

/** Claims a payment signed before (from the list of payments waiting for credit) as a game move. */
export function useClaimPayment(onSettled: () => void) {
  const M = useMessages(MARKET_MESSAGES);
  const itemName = useItemName();
  const dispatch = useAppDispatch();
  return useGameMove({
    run: async (steps, payment: PendingPayment): Promise<PendingPayment> => {
      try {
        await dispatch(claimPayment(steps, payment));
        return payment;
      } finally {
        onSettled();
      }
    },
    success: (payment: PendingPayment) => M.pendingCredited(itemName(payment.memo)),
  });
}

/**
 * The guided move before a purchase the wallet cannot pay: the planned HUESO goes from the game to
 * the wallet (shared bringToWallet), each step checked by its answer; resolves to whether it got there.
 */
export function useTopUp(onSettled: () => void) {
  const M = useMessages(MARKET_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const dispatch = useAppDispatch();
  const move = useGameMove({
    run: async (steps, account: string, plan: WalletTopUp): Promise<WalletTopUp> => {
      try {
        await dispatch(bringToWallet(steps, account, plan, () => M.topUpFailed));
        return plan;
      } finally {
        onSettled();
      }
    },
    success: (plan: WalletTopUp) => M.topUpMoved(`${f.amount(plan.toWallet)} ${money.name.wallet}`),
    errors: 'inline',
  });
  return {
    ...move,
    run: async (account: string, plan: WalletTopUp) => (await move.run(account, plan)) !== undefined,
  };
}
