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
  ConfirmDialog,
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
import { useGetPassiveQuery } from '../api/passiveApi';
import { PASSIVE_MESSAGES as M } from '../messages';
import { usePassiveMove, type PassiveMove } from '../usePassiveMove';

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
  const passive = usePassiveMove();
  const { busy } = passive;
  /** Shows another version, without the last version's outcome. */
  const show = (next: PassiveVersion) => {
    if (next === version) return;
    passive.clear();
    setVersion(next);
  };
  return (
    <Modal title={M.title} onClose={onClose} busy={busy}>
      <Tabs label="Passive stake version" tabs={VERSIONS} selected={version} onSelect={show} disabled={busy}>
        <VersionPanel key={version} version={version} passive={passive} />
      </Tabs>
    </Modal>
  );
}

function VersionPanel({ version, passive }: { version: PassiveVersion; passive: PassiveMove }) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const clockOffset = useAppSelector(selectClockOffset);
  const view = useGetPassiveQuery(version, { refetchOnMountOrArgChange: true });
  const [vipNeeded, setVipNeeded] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const nextAt = view.data?.nextPayoutAt ?? 0;
  const remaining = useCountdown(nextAt, clockOffset, () => {
    // The week turned: the payout reached dinero and the next one is scheduled.
    if (nextAt > 0) {
      void view.refetch();
      dispatch(baseApi.util.invalidateTags(['Informacion']));
    }
  });
  if (!info) return null;

  const data = view.data;
  const failure = view.isError && !view.isFetching ? toApiError(view.error).message : null;
  const { busy, running, outcome } = passive;
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
              onSubmit={(cantidad) => passive.deposit(version, cantidad)}
              busy={busy}
            />
          )}
          <DialogActions>
            <Button
              $variant="ghost"
              disabled={busy || data.cantidad <= 0}
              aria-busy={running === 'withdraw' || undefined}
              onClick={() => setConfirming(true)}
            >
              {running === 'withdraw' ? 'Withdrawing…' : `Withdraw V${version}`}
            </Button>
          </DialogActions>
          {confirming && (
            <ConfirmDialog
              title={M.withdrawTitle(version)}
              confirmLabel={M.withdrawConfirm(version)}
              cancelLabel={M.keepStaking}
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                passive.withdraw(version);
              }}
            >
              <p>{M.withdrawReturns(formatAmount(data.cantidad), formatAmount(data.fusion))}</p>
              <p>
                <strong>
                  {M.withdrawForfeit(data.semanal === undefined ? null : formatAmount(data.semanal))}
                </strong>
              </p>
            </ConfirmDialog>
          )}
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
