import { styled } from 'styled-components';
import type { PendingBurn } from '@hueso/contract/burn';
import { useFormat, useMessages } from '@hueso/shared';
import { AlertIcon, Button, Stack } from '@hueso/shared/ui';
import { BURN_MESSAGES } from '../messages';

const Banner = styled.section`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surfaceRaised};
  > svg {
    flex: none;
    color: ${(p) => p.theme.colors.accent};
  }
  h2 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  p {
    margin: 0 0 8px;
  }
`;

/** A signed burn the server has not credited yet: Descartar or Reintentar (SPEC.md section 4). */
export function PendingBanner({
  pending,
  busy,
  onDiscard,
  onRetry,
}: {
  pending: PendingBurn;
  busy: boolean;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  const M = useMessages(BURN_MESSAGES);
  const f = useFormat();
  const count = pending.nfts.reduce((n, item) => n + item.instanceIds.length, 0);
  const titleId = `pending-burn-${pending.proofTx}`;
  return (
    <Banner aria-labelledby={titleId}>
      <AlertIcon />
      <div>
        <h2 id={titleId}>{M.pendingTitle}</h2>
        <p>{M.pendingText(f.count(count), f.amount(pending.totalBone))}</p>
        <p>{M.pendingTx(pending.proofTx)}</p>
        <Stack direction="row" gap="sm" wrap>
          <Button $variant="ghost" onClick={onDiscard} disabled={busy}>
            {M.discard}
          </Button>
          <Button onClick={onRetry} disabled={busy}>
            {M.retry}
          </Button>
        </Stack>
      </div>
    </Banner>
  );
}
