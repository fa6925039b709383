import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatBalance, formatPrice, marketItem, type MarketItem } from '@hueso/contract';
import {
  Button,
  claimPayment,
  DialogActions,
  DialogFailure,
  Field,
  FieldHint,
  getConfig,
  Modal,
  payToGame,
  pendingPayments,
  selectInformacion,
  showToast,
  StatList,
  toApiError,
  useAppDispatch,
  useAppSelector,
  type PendingPayment,
} from '@hueso/shared';
import { MARKET_MESSAGES } from '../messages';

const Summary = styled(StatList)`
  margin: 12px 0;
`;

type Phase = 'idle' | 'signing' | 'confirming';

/** Why the purchase cannot go ahead, or null (SPEC.md section 5: amount greater than 0, item chosen). */
export function buyProblem(item: MarketItem | undefined, amount: string, balance?: number): string | null {
  if (!item) return MARKET_MESSAGES.chooseItem;
  const count = Number(amount);
  if (amount.trim() === '' || !Number.isInteger(count) || count <= 0) return MARKET_MESSAGES.wholeAmount;
  if (balance !== undefined && count * item.price > balance)
    return MARKET_MESSAGES.notEnough(item.symbol, formatBalance(balance));
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
  const item = marketItem(name);
  const info = useAppSelector(selectInformacion);
  const dispatch = useAppDispatch();
  const amountId = useId();
  const [amount, setAmount] = useState(String(item?.fixedQuantity ?? 1));
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // A payment signed in this dialog whose credit failed: it is claimed again, never paid twice.
  const [unclaimed, setUnclaimed] = useState<PendingPayment | null>(null);
  const signed = useRef<PendingPayment | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const problem = buyProblem(item, amount, balance);
  const busy = phase !== 'idle';
  const count = Number(amount);

  /** Runs the payment; a failure shows in the dialog, or as a toast once the dialog is gone. */
  const settle = async (payment: () => Promise<unknown>, done: string) => {
    running.current = true;
    setFailure(null);
    try {
      await payment();
      dispatch(showToast(done, 'success'));
      onSettled();
      if (mounted.current) onClose();
    } catch (err) {
      const message = toApiError(err).message;
      const entry = signed.current;
      // Still kept means the tokens may have left the wallet: the dialog offers only to claim it.
      const kept = entry && pendingPayments(entry.account).some((p) => p.id === entry.id) ? entry : null;
      if (entry) onSettled();
      if (!mounted.current) {
        dispatch(showToast(message, 'error'));
        return;
      }
      setFailure(message);
      setUnclaimed(kept);
      setPhase('idle');
    } finally {
      running.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (running.current || !item || !info) return;
    if (unclaimed) {
      setPhase('confirming');
      void settle(
        () => dispatch(claimPayment(unclaimed)),
        MARKET_MESSAGES.bought(unclaimed.amount / item.price, item.name),
      );
      return;
    }
    if (problem) return;
    signed.current = null;
    setPhase('signing');
    void settle(
      () =>
        dispatch(
          payToGame({
            account: info.nombre,
            to: getConfig().accounts.deposit,
            amount: count * item.price,
            symbol: item.symbol,
            memo: item.name,
            onSigned: (entry) => {
              signed.current = entry;
              if (mounted.current) setPhase('confirming');
            },
          }),
        ),
      MARKET_MESSAGES.bought(count, item.name),
    );
  };

  if (!item) return null;
  const total = Number.isFinite(count) && count > 0 ? count * item.price : 0;
  return (
    <Modal title={`Buy ${item.name}`} onClose={onClose} busy={busy}>
      <form onSubmit={onSubmit} aria-label={`Buy ${item.name}`} noValidate>
        <Field htmlFor={amountId}>
          Amount
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
            (item.fixedQuantity !== undefined
              ? `Fixed quantity: ${formatPrice(item.price)} ${item.symbol}`
              : `${formatPrice(item.price)} ${item.symbol} each`)}
        </FieldHint>
        <Summary
          items={[
            { label: 'Price', value: `${formatPrice(item.price)} ${item.symbol}` },
            { label: 'Total', value: `${formatPrice(total)} ${item.symbol}`, testId: 'buy-total' },
            ...(balance !== undefined
              ? [{ label: 'In your wallet', value: `${formatBalance(balance)} ${item.symbol}` }]
              : []),
          ]}
        />
        {failure && (
          <DialogFailure
            message={
              <>
                {failure}
                {unclaimed && MARKET_MESSAGES.signedNotCredited}
              </>
            }
          />
        )}
        <DialogActions>
          <Button $variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || (problem !== null && !unclaimed)}>
            {phase === 'signing'
              ? 'Waiting for the wallet…'
              : phase === 'confirming'
                ? 'Confirming payment…'
                : unclaimed
                  ? 'Claim again'
                  : 'Buy'}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
