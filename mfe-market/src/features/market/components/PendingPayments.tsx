import { useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@hueso/contract';
import { Button, discardPayment, DiscardPaymentConfirm, type PendingPayment } from '@hueso/shared';
import { useClaimPayment } from '../hooks/usePayments';
import { MARKET_MESSAGES } from '../messages';

const Panel = styled.section`
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 12px;
    align-items: center;
    flex-wrap: wrap;
    justify-content: space-between;
    padding: 6px 0;
  }
`;

/**
 * Purchases signed in the wallet but not credited yet (the server or the chain did not answer):
 * the tokens may have left the wallet, so the player can claim them again; a transaction id is
 * credited only once. One that can never be credited can be discarded, after a confirmation.
 */
export function PendingPayments({
  payments,
  onSettled,
}: {
  payments: PendingPayment[];
  onSettled: () => void;
}) {
  const claim = useClaimPayment(onSettled);
  const [discarding, setDiscarding] = useState<string | null>(null);
  if (payments.length === 0) return null;

  const onDiscard = (payment: PendingPayment) => {
    discardPayment(payment.id);
    setDiscarding(null);
    onSettled();
  };

  return (
    <Panel aria-labelledby="pending-payments-title">
      <h2 id="pending-payments-title">{MARKET_MESSAGES.pendingTitle}</h2>
      <ul>
        {payments.map((p) => (
          <li key={p.id}>
            <span>
              {formatPrice(p.amount)} {p.symbol} for {p.memo} was signed but is not credited yet.
            </span>
            <Button $variant="ghost" disabled={claim.busy} onClick={() => void claim.run(p)}>
              {claim.busy ? 'Checking…' : 'Claim again'}
            </Button>
            <Button $variant="ghost" disabled={claim.busy} onClick={() => setDiscarding(p.id)}>
              Discard
            </Button>
            {discarding === p.id && (
              <DiscardPaymentConfirm
                payment={p}
                onDiscard={() => onDiscard(p)}
                onKeep={() => setDiscarding(null)}
              />
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
