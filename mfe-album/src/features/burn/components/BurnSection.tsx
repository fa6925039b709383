import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { type CardDefinition } from '@hueso/contract/common';
import { burnTotal, MAX_BURN_PER_ACTION } from '@hueso/contract/burn';
import { useFormat, useMessages } from '@hueso/shared';
import { Button, Panel, QueryState, Stack } from '@hueso/shared/ui';
import { ConfirmDialog } from '@hueso/shared/dialogs';
import { useCards } from '../../../api/cardsApi';
import { BURN_MESSAGES } from '../messages';
import { useBurn, type BurnChoice } from '../useBurn';
import { BurnInventory } from './BurnInventory';
import { BurnTabs } from './BurnTabs';
import { BurnRecovery } from './BurnRecovery';
import { PendingBanner } from './PendingBanner';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 300px) minmax(0, 1fr);
  gap: 16px;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const SidePanel = styled(Panel)`
  gap: 10px;
  align-self: start;
`;
const Warning = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-size: 14px;
`;
const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 13px;
`;
/**
 * The burn button stays at the bottom of the screen while the cards scroll under it, and parks
 * below them once they end, so it never covers the recovery form or the history's pager.
 */
const Dock = styled.div`
  position: sticky;
  z-index: 5;
  bottom: 0;
  display: flex;
  justify-content: center;
  padding: 8px 0 16px;
  /* Only the button takes clicks: what shows around it stays usable. */
  pointer-events: none;
`;
const DockButton = styled(Button)`
  pointer-events: auto;
  max-width: 100%;
  min-height: 48px;
  padding: 10px 24px;
  font-size: 17px;
  text-align: center;
  box-shadow: 0 4px 16px ${(p) => p.theme.colors.backdrop};
  /* It floats over the cards: a disabled button stays opaque, so the content under it never shows through. */
  &:disabled {
    opacity: 1;
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.muted};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
`;
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: grid;
  place-items: center;
  background: ${(p) => p.theme.colors.backdrop};
  p {
    margin: 0;
    padding: 20px 32px;
    font-size: 22px;
    font-weight: 700;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.accent};
  }
`;

/** Album page 6 (SPEC.md sections 2, 4, 5 and 8): burn NFTs for HUESO, with pending and resume. */
export function BurnSection({
  timeoutMs,
  reload = () => window.location.reload(),
}: {
  /** Time-out of the credit call; 30 s unless a test shortens it. */
  timeoutMs?: number;
  reload?: () => void;
}) {
  const M = useMessages(BURN_MESSAGES);
  const f = useFormat();
  const cards = useCards();
  const { processing, pending, burn, resume, discard, recover } = useBurn({ timeoutMs, reload });
  // A signed burn the server has not credited yet comes first: its cards may be gone already.
  const waiting = pending.length > 0;
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [confirming, setConfirming] = useState(false);

  const owned = useMemo<CardDefinition[]>(
    () =>
      cards.data ? [...cards.data.generalNft, ...cards.data.especiales].filter((c) => c.cantidad > 0) : [],
    [cards.data],
  );
  const choices: BurnChoice[] = owned
    .map((card) => ({ card, count: Math.min(counts[card.ide] ?? 0, card.cantidad) }))
    .filter((c) => c.count > 0);
  const selected = choices.reduce((n, c) => n + c.count, 0);
  const hueso = f.amount(
    burnTotal(choices.map((c) => ({ id: c.card.id, rareza: c.card.rareza, cantidad: c.count }))),
  );

  const confirm = async () => {
    setConfirming(false);
    const signed = await burn(choices);
    if (signed) setCounts({});
  };

  return (
    <Stack gap="md">
      {!processing &&
        pending.map((record) => (
          <PendingBanner
            key={record.proofTx}
            pending={record}
            busy={processing}
            onDiscard={() => discard(record.proofTx)}
            onRetry={() => void resume(record)}
          />
        ))}
      <Layout>
        <SidePanel title={M.sideTitle}>
          <p>{M.selected(f.count(selected))}</p>
          <p>{M.approx(hueso)}</p>
          <Warning>{M.warning}</Warning>
          <Muted>{M.limit(MAX_BURN_PER_ACTION)}</Muted>
          <BurnTabs owned={owned} />
        </SidePanel>
        <SidePanel title={M.inventoryTitle}>
          <QueryState
            query={cards}
            loading={M.loadingCards}
            isEmpty={() => owned.length === 0}
            empty={M.noCards}
          >
            {() => (
              <BurnInventory
                cards={owned}
                counts={counts}
                room={MAX_BURN_PER_ACTION - selected}
                disabled={processing}
                onChange={(ide, count) => setCounts((c) => ({ ...c, [ide]: count }))}
              />
            )}
          </QueryState>
        </SidePanel>
      </Layout>
      <Dock>
        <DockButton disabled={selected === 0 || processing || waiting} onClick={() => setConfirming(true)}>
          {waiting ? M.pendingWait : M.burnButton(hueso)}
        </DockButton>
      </Dock>
      <BurnRecovery recover={recover} />
      {confirming && (
        <ConfirmDialog
          title={M.confirmTitle}
          confirmLabel={M.confirm}
          cancelLabel={M.cancel}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <p>{M.confirmText(f.count(selected), hueso)}</p>
        </ConfirmDialog>
      )}
      {processing && (
        <Overlay role="status" aria-live="assertive" aria-busy="true">
          <p>{M.processing}</p>
        </Overlay>
      )}
    </Stack>
  );
}
