import { useState } from 'react';
import { styled } from 'styled-components';
import { fromUnits, toUnits } from '@hueso/contract/common';
import {
  INVALID_AMOUNT,
  PASSIVE_MIN_DEPOSIT,
  PASSIVE_MINIMUM,
  passiveDepositError,
  passiveRate,
  passiveVipRequired,
  type PassiveVersion,
} from '@hueso/contract/stake';
import {
  refreshInformacion,
  selectClockOffset,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
  useFormat,
  useMessages,
} from '@hueso/shared';
import { Button, QueryState, StatList } from '@hueso/shared/ui';
import { CountdownBar, MONEY_MESSAGES, useCountdown, notEnoughOf } from '@hueso/shared/play';
import { ConfirmDialog, DialogActions, Modal } from '@hueso/shared/dialogs';
import { Tabs, type TabItem } from '@hueso/shared/tables';
import { AmountForm } from '../../../components/AmountForm';
import { useGetPassiveQuery } from '../api/passiveApi';
import { PASSIVE_MESSAGES } from '../messages';
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

const VERSIONS: readonly PassiveVersion[] = [1, 2];

/** The chest's dialog: passive stake V1 and V2 (SPEC.md sections 2, 5, 8 and 9). */
export function PassiveStakeDialog({ onClose }: { onClose: () => void }) {
  const M = useMessages(PASSIVE_MESSAGES);
  const versions: readonly TabItem<PassiveVersion>[] = VERSIONS.map((key) => ({
    key,
    label: M.version(key),
  }));
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
      <Tabs label={M.versions} tabs={versions} selected={version} onSelect={show} disabled={busy}>
        <VersionPanel key={version} version={version} passive={passive} />
      </Tabs>
    </Modal>
  );
}

function VersionPanel({ version, passive }: { version: PassiveVersion; passive: PassiveMove }) {
  const M = useMessages(PASSIVE_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
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
      dispatch(refreshInformacion()).catch(() => undefined);
    }
  });
  if (!info) return null;

  const { busy, running, outcome } = passive;
  /** SPEC.md's refusals; above the deposited HUESO, also which HUESO is short and how to get more. */
  const check = (amount: number) => {
    const problem = passiveDepositError(amount, { dineroReal: info.dineroReal, fusion: info.fusion });
    const units = toUnits(amount);
    if (!problem) return null;
    if (problem === INVALID_AMOUNT)
      return amount > info.dineroReal && units !== null
        ? M.refusedShort(
            M.invalidAmount,
            notEnoughOf(money, 'withdrawable', f.amount(amount), f.amount(info.dineroReal)),
          )
        : M.invalidAmount;
    if (problem === PASSIVE_MINIMUM) return M.minimum(f.amount(PASSIVE_MIN_DEPOSIT));
    return M.vipShort(f.amount(fromUnits(passiveVipRequired(units ?? 0))), f.amount(info.fusion));
  };
  return (
    <Section>
      <Note>{M.rate(f.amount(passiveRate(version)))}</Note>
      <QueryState query={view} loading={M.loading}>
        {(data) => (
          <>
            <StatList
              label={M.versionStake(version)}
              layout="tiles"
              items={[
                { label: money.name.staked, value: f.amount(data.cantidad), testId: 'passive-hueso' },
                { label: M.vipStaked, value: f.amount(data.fusion), testId: 'passive-vip' },
                ...(data.semanal !== undefined
                  ? [{ label: M.weeklyReward, value: M.huesoAmount(f.amount(data.semanal)) }]
                  : []),
              ]}
            />
            <Note>
              <strong>{money.name.staked}</strong>: {money.explain.staked}
            </Note>
            {data.nextPayoutAt !== undefined && data.periodMs !== undefined && (
              <CountdownBar label={M.nextPayout} remainingMs={remaining} totalMs={data.periodMs} />
            )}
            {version === 1 ? (
              <>
                <AmountForm
                  label={M.amountToStake}
                  action={M.deposit}
                  check={() => null}
                  onSubmit={() => undefined}
                  disabled
                />
                <Note>{M.v1Closed}</Note>
              </>
            ) : (
              <AmountForm
                label={M.amountToStake}
                action={M.deposit}
                hint={
                  vipNeeded === null
                    ? `${M.rules} ${M.stakedFrom(money.name.withdrawable)}`
                    : `${M.rules} ${M.stakedFrom(money.name.withdrawable)} ${M.required(f.amount(vipNeeded))}`
                }
                onAmountChange={(amount) => {
                  const units = toUnits(amount);
                  setVipNeeded(units === null || units <= 0 ? null : passiveVipRequired(units) / 1000);
                }}
                check={check}
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
                {running === 'withdraw' ? M.withdrawing : M.withdrawConfirm(version)}
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
                <p>
                  {M.withdrawReturns(f.amount(data.cantidad), f.amount(data.fusion), money.name.withdrawable)}
                </p>
                <p>
                  <strong>
                    {M.withdrawForfeit(data.semanal === undefined ? null : f.amount(data.semanal))}
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
      </QueryState>
    </Section>
  );
}
