import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatBalance, formatPrice, marketItem, type MarketItem } from '@hueso/contract';
import {
  Button,
  DialogActions,
  DialogFailure,
  Field,
  FieldHint,
  Modal,
  selectInformacion,
  StatList,
  useAppSelector,
  type MovePhase,
} from '@hueso/shared';
import { useBuy } from '../hooks/usePayments';
import { MARKET_MESSAGES } from '../messages';

const Summary = styled(StatList)`
  margin: 12px 0;
`;

/** The submit button's text: the payment's phase while it runs. */
function buyLabel(phase: MovePhase, claiming: boolean): string {
  if (phase === 'signing' || (phase === 'working' && !claiming)) return 'Waiting for the wallet…';
  if (phase !== 'idle') return 'Confirming payment…';
  return claiming ? 'Claim again' : 'Buy';
}

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
  const amountId = useId();
  const [amount, setAmount] = useState(String(item?.fixedQuantity ?? 1));
  const { phase, busy, error: failure, unclaimed, buy } = useBuy(item, onSettled);
  const problem = buyProblem(item, amount, balance);
  const count = Number(amount);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!info || (problem && !unclaimed)) return;
    if (await buy(info.nombre, count)) onClose();
  };

  if (!item) return null;
  const total = Number.isFinite(count) && count > 0 ? count * item.price : 0;
  return (
    <Modal title={`Buy ${item.name}`} onClose={onClose} busy={busy}>
      <form onSubmit={(e) => void onSubmit(e)} aria-label={`Buy ${item.name}`} noValidate>
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
            {buyLabel(phase, unclaimed !== null)}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
