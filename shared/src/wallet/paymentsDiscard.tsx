import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@hueso/contract';
import { Button } from '../ui/Button';
import type { PendingPayment } from './payments';

const Box = styled.div`
  flex: 1 1 100%;
  margin-top: 8px;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${(p) => p.theme.colors.danger};
  p {
    margin: 0 0 8px;
  }
  div {
    display: flex;
    gap: 10px;
    flex-wrap: wrap;
  }
`;

/** What discarding a payment loses, said before the player confirms it. */
export function discardWarning(payment: PendingPayment): string {
  return (
    `Discard the payment of ${formatPrice(payment.amount)} ${payment.symbol} for ${payment.memo}? ` +
    'It will never be credited: if those tokens left your wallet, they are lost to the game. ' +
    'Discard it only if your wallet history shows the transfer failed or never arrived.'
  );
}

/**
 * Asks before giving up a payment that cannot be credited. It takes the focus, so a keyboard
 * player lands on the choice; Keep it is the safe default.
 */
export function DiscardPaymentConfirm({
  payment,
  onDiscard,
  onKeep,
}: {
  payment: PendingPayment;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Box role="alertdialog" aria-label="Discard payment" aria-describedby={textId}>
      <p id={textId}>{discardWarning(payment)}</p>
      <div>
        <Button ref={keep} $variant="ghost" onClick={onKeep}>
          Keep it
        </Button>
        <Button onClick={onDiscard}>Discard payment</Button>
      </div>
    </Box>
  );
}
