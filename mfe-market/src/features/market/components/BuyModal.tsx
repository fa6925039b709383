import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { marketItem, type MarketItem } from '@hueso/contract/market';
import {
  formattersFor,
  getLanguage,
  type Language,
  messagesIn,
  selectInformacion,
  useAppSelector,
  useFormat,
  useLanguage,
  useMessages,
} from '@hueso/shared';
import { Button, Field, StatList } from '@hueso/shared/ui';
import { MONEY_MESSAGES, notEnoughOf, topUpParts, useItemName } from '@hueso/shared/play';
import { DialogActions, DialogFailure, FieldHint, Modal } from '@hueso/shared/dialogs';
import { type MovePhase, planWalletTopUp } from '@hueso/shared/wallet';
import { useBuy, useTopUp } from '../hooks/usePayments';
import { MARKET_MESSAGES } from '../messages';

const Summary = styled(StatList)`
  margin: 12px 0;
`;

/** The submit button's text: the payment's phase while it runs. */
function buyLabel(phase: MovePhase, claiming: boolean, M: (typeof MARKET_MESSAGES)['en']): string {
  if (phase === 'signing' || (phase === 'working' && !claiming)) return M.waitingWallet;
  if (phase !== 'idle') return M.confirming;
  return claiming ? M.claimAgain : M.buy;
}

/**
 * Why the purchase cannot go ahead, or null (SPEC.md section 5: amount greater than 0, item
 * chosen, the wallet can pay), in `lang`. HUESO is named as the wallet HUESO, with how to get more.
 */
export function buyProblem(
  item: MarketItem | undefined,
  amount: string,
  balance?: number,
  lang: Language = getLanguage(),
): string | null {
  const M = messagesIn(MARKET_MESSAGES, lang);
  if (!item) return M.chooseItem;
  const count = Number(amount);
  if (amount.trim() === '' || !Number.isInteger(count) || count <= 0) return M.wholeAmount;
  if (balance !== undefined && count * item.price > balance) {
    const format = formattersFor(lang);
    const need = format.price(count * item.price);
    const have = format.balance(balance);
    if (item.symbol !== 'HUESO') return M.notEnough(item.symbol, need, have);
    const money = messagesIn(MONEY_MESSAGES, lang);
    return notEnoughOf(money, 'wallet', need, have);
  }
  return null;
}

/**
 * The amount dialog of one market item. Paying is a token transfer signed in the wallet to the
 * deposit account with the item name as memo; the server credits it once the chain confirms.
 */
export function BuyModal({
  name,
  balance,
  onClose,
  onSettled,
}: {
  name: string;
  /** The wallet balance in the item's token, when known. */
  balance?: number;
  onClose: () => void;
  /** After a payment was signed, whatever its outcome: balances and pending payments changed. */
  onSettled: () => void;
}) {
  const M = useMessages(MARKET_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const format = useFormat();
  const lang = useLanguage();
  const itemName = useItemName();
  const item = marketItem(name);
  const info = useAppSelector(selectInformacion);
  const amountId = useId();
  const [amount, setAmount] = useState(String(item?.fixedQuantity ?? 1));
  const purchase = useBuy(item, onSettled);
  const { phase, unclaimed, buy } = purchase;
  const topUp = useTopUp(onSettled);
  const busy = purchase.busy || topUp.busy;
  const failure = purchase.error ?? topUp.error;
  const count = Number(amount);
  const total = item && Number.isFinite(count) && count > 0 ? count * item.price : 0;
  // The wallet pays HUESO prices; when it is short and the game's HUESO covers the rest, one guided move brings it over.
  const shape = buyProblem(item, amount, undefined, lang);
  const plan =
    !shape && item?.symbol === 'HUESO' && balance !== undefined && info && !unclaimed
      ? planWalletTopUp(total, { wallet: balance, withdrawable: info.dineroReal, inGame: info.dinero })
      : null;
  const problem = shape ?? (plan ? null : buyProblem(item, amount, balance, lang));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!info || (problem && !unclaimed)) return;
    if (plan && !(await topUp.run(info.nombre, plan))) return;
    if (await buy(info.nombre, count)) onClose();
  };

  if (!item) return null;
  return (
    <Modal title={M.buyItem(itemName(item.name))} onClose={onClose} busy={busy}>
      <form onSubmit={(e) => void onSubmit(e)} aria-label={M.buyItem(itemName(item.name))} noValidate>
        <Field htmlFor={amountId}>
          {M.amount}
          <input
            id={amountId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            readOnly={item.fixedQuantity !== undefined}
            disabled={busy || unclaimed !== null}
            aria-invalid={problem !== null}
            aria-describedby={`${amountId}-hint`}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        <FieldHint id={`${amountId}-hint`} $error={problem !== null} aria-live="polite">
          {problem ??
            (plan &&
              M.topUp(
                topUpParts(money, plan, format.amount, M.topUpAnd),
                `${format.amount(plan.walletAfter)} ${money.name.wallet}`,
              )) ??
            (item.fixedQuantity !== undefined
              ? M.fixedQuantity(`${format.price(item.price)} ${item.symbol}`)
              : M.each(`${format.price(item.price)} ${item.symbol}`))}
        </FieldHint>
        <Summary
          items={[
            { label: M.price, value: `${format.price(item.price)} ${item.symbol}` },
            { label: M.total, value: `${format.price(total)} ${item.symbol}`, testId: 'buy-total' },
            ...(item.symbol === 'HUESO' ? [{ label: M.paidFrom, value: money.name.wallet }] : []),
            ...(balance !== undefined
              ? [
                  {
                    label: item.symbol === 'HUESO' ? money.name.wallet : M.inYourWallet,
                    value: `${format.balance(balance)} ${item.symbol}`,
                  },
                ]
              : []),
          ]}
        />
        {failure && (
          // The failure's own text as the message: the kit adds the next step to the wallet's
          // "Hive Keychain is not installed" (ErrorPanel).
          <DialogFailure message={failure}>{unclaimed && <p>{M.signedNotCredited}</p>}</DialogFailure>
        )}
        <DialogActions>
          <Button $variant="ghost" onClick={onClose} disabled={busy}>
            {M.cancel}
          </Button>
          <Button type="submit" disabled={busy || (problem !== null && !unclaimed)}>
            {topUp.busy
              ? M.topUpMoving
              : plan && phase === 'idle'
                ? M.topUpBuy
                : buyLabel(phase, unclaimed !== null, M)}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
