import { useState } from 'react';
import styled from 'styled-components';
import {
  formatAmount,
  passiveDepositError,
  passiveRate,
  passiveVipRequired,
  toUnits,
  type PassiveVersion,
} from '@hueso/contract';
import {
  Button,
  CountdownBar,
  DialogActions,
  ErrorPanel,
  Loading,
  Modal,
  selectClockOffset,
  selectInformacion,
  StatList,
  Tabs,
  toApiError,
  type TabItem,
  useAppDispatch,
  useAppSelector,
  useCountdown,
} from '@hueso/shared';
import { baseApi } from '@hueso/shared/query';
import { AmountForm } from '../../../components/AmountForm';
import { useDepositPassiveMutation, useGetPassiveQuery, useWithdrawPassiveMutation } from '../api/passiveApi';
import { PASSIVE_MESSAGES as M } from '../messages';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  p {
    margin: 0;
  }
`;
const Outcome = styled.p<{ $ok: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.danger)};
`;
const Note = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 14px;
`;

const VERSIONS: readonly TabItem<PassiveVersion>[] = [
  { key: 1, label: 'V1' },
  { key: 2, label: 'V2' },
];

/** The chest's dialog: passive stake V1 and V2 (SPEC.md sections 2, 5, 8 and 9). */
export function PassiveStakeDialog({ onClose }: { onClose: () => void }) {
  const [version, setVersion] = useState<PassiveVersion>(2);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={M.title} onClose={onClose} busy={busy}>
      <Tabs
        label="Passive stake version"
        tabs={VERSIONS}
        selected={version}
        onSelect={setVersion}
        disabled={busy}
      >
        <VersionPanel key={version} version={version} onBusy={setBusy} />
      </Tabs>
    </Modal>
  );
}

function VersionPanel({ version, onBusy }: { version: PassiveVersion; onBusy: (busy: boolean) => void }) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const clockOffset = useAppSelector(selectClockOffset);
  const view = useGetPassiveQuery(version, { refetchOnMountOrArgChange: true });
  const [deposit] = useDepositPassiveMutation();
  const [withdraw] = useWithdrawPassiveMutation();
  const [running, setRunning] = useState<'deposit' | 'withdraw' | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; detail?: string } | null>(null);
  const [vipNeeded, setVipNeeded] = useState<number | null>(null);
  const nextAt = view.data?.nextPayoutAt ?? 0;
  const remaining = useCountdown(nextAt, clockOffset, () => {
    // The week turned: the payout reached dinero and the next one is scheduled.
    if (nextAt > 0) {
      void view.refetch();
      dispatch(baseApi.util.invalidateTags(['Informacion']));
    }
  });
  if (!info) return null;

  const act = async (kind: 'deposit' | 'withdraw', call: () => Promise<unknown>) => {
    setRunning(kind);
    onBusy(true);
    setOutcome(null);
    try {
      await call();
      setOutcome({ ok: true });
    } catch (err) {
      setOutcome({ ok: false, detail: toApiError(err).message });
    } finally {
      setRunning(null);
      onBusy(false);
    }
  };

  const data = view.data;
  const failure = view.isError && !view.isFetching ? toApiError(view.error).message : null;
  const busy = running !== null;
  return (
    <Section>
      <Note>{M.rate(passiveRate(version))}</Note>
      {!data && !failure && <Loading label={M.loading} />}
      {failure && <ErrorPanel message={failure} onRetry={() => void view.refetch()} />}
      {data && (
        <>
          <StatList
            label={`V${version} stake`}
            layout="tiles"
            items={[
              { label: 'HUESO staked', value: formatAmount(data.cantidad), testId: 'passive-hueso' },
              { label: 'VIPHUESO staked', value: formatAmount(data.fusion), testId: 'passive-vip' },
              ...(data.semanal !== undefined
                ? [{ label: 'Weekly reward', value: `${formatAmount(data.semanal)} HUESO` }]
                : []),
            ]}
          />
          {data.nextPayoutAt !== undefined && data.periodMs !== undefined && (
            <CountdownBar label={M.nextPayout} remainingMs={remaining} totalMs={data.periodMs} />
          )}
          {version === 1 ? (
            <>
              <AmountForm
                label="Amount to stake (HUESO)"
                action="Deposit"
                check={() => null}
                onSubmit={() => undefined}
                disabled
              />
              <Note>{M.v1Closed}</Note>
            </>
          ) : (
            <AmountForm
              label="Amount to stake (HUESO)"
              action="Deposit"
              hint={vipNeeded === null ? M.rules : `${M.rules} ${M.required(formatAmount(vipNeeded))}`}
              onAmountChange={(amount) => {
                const units = toUnits(amount);
                setVipNeeded(units === null || units <= 0 ? null : passiveVipRequired(units) / 1000);
              }}
              check={(amount) =>
                passiveDepositError(amount, { dineroReal: info.dineroReal, fusion: info.fusion })
              }
              onSubmit={(cantidad) => void act('deposit', () => deposit({ version, cantidad }).unwrap())}
              busy={busy}
            />
          )}
          <DialogActions>
            <Button
              $variant="ghost"
              disabled={busy || data.cantidad <= 0}
              aria-busy={running === 'withdraw' || undefined}
              onClick={() => void act('withdraw', () => withdraw(version).unwrap())}
            >
              {running === 'withdraw' ? 'Withdrawing…' : `Withdraw V${version}`}
            </Button>
          </DialogActions>
          {data.cantidad <= 0 && <Note>{M.nothingStaked}</Note>}
          {outcome && (
            <div role="status">
              <Outcome $ok={outcome.ok}>{outcome.ok ? M.success : M.failed}</Outcome>
              {outcome.detail && <Note>{outcome.detail}</Note>}
            </div>
          )}
        </>
      )}
    </Section>
  );
}
