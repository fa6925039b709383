import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { useFormat, useMessages } from '../i18n/messages';
import { Button } from '../ui/Button';
import { useItemName } from '../ui/itemNames';
import { WALLET_MESSAGES } from './messages';
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
  const t = useMessages(WALLET_MESSAGES);
  const { price } = useFormat();
  const itemName = useItemName();
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Box role="alertdialog" aria-label={t.discardPayment} aria-describedby={textId}>
      <p id={textId}>{t.discardWarning(price(payment.amount), payment.symbol, itemName(payment.memo))}</p>
      <div>
        <Button ref={keep} $variant="ghost" onClick={onKeep}>
          {t.keepPayment}
        </Button>
        <Button onClick={onDiscard}>{t.discardPayment}</Button>
      </div>
    </Box>
  );
}
