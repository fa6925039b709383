import { useState } from 'react';
import { styled } from 'styled-components';
import { useFormat, useMessages } from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { useItemName } from '@hueso/shared/play';
import { discardPayment, DiscardPaymentConfirm, type PendingPayment } from '@hueso/shared/wallet';
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
  const M = useMessages(MARKET_MESSAGES);
  const format = useFormat();
  const itemName = useItemName();
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
      <h2 id="pending-payments-title">{M.pendingTitle}</h2>
      <ul>
        {payments.map((p) => (
          <li key={p.id}>
            <span>{M.pendingPayment(`${format.price(p.amount)} ${p.symbol}`, itemName(p.memo))}</span>
            <Button $variant="ghost" disabled={claim.busy} onClick={() => void claim.run(p)}>
              {claim.busy ? M.checking : M.claimAgain}
            </Button>
            <Button $variant="ghost" disabled={claim.busy} onClick={() => setDiscarding(p.id)}>
              {M.discard}
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
