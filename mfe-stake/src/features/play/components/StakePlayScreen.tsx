import { useState } from 'react';
import { styled } from 'styled-components';
import { toUnits } from '@hueso/contract/common';
import {
  MORE_THAN_STAKED,
  STAKE_PAGE_SIZES,
  stakeDepositError,
  stakePlaySplitHueso,
  stakeWithdrawError,
  type StakePlayEntry,
} from '@hueso/contract/stake';
import { selectInformacion, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button, QueryState, EmptyState, LinkButton, Page, Panel, StatList } from '@hueso/shared/ui';
import { MONEY_MESSAGES, notEnoughOf } from '@hueso/shared/play';
import { ConfirmDialog } from '@hueso/shared/dialogs';
import { useGameMove } from '@hueso/shared/moves';
import { type Column, DataTable } from '@hueso/shared/tables';
import { AmountForm } from '../../../components/AmountForm';
import {
  useClaimTicketsMutation,
  useDepositStakeMutation,
  useGetStakePlayQuery,
  useWithdrawStakeMutation,
} from '../api/stakePlayApi';
import { PLAY_MESSAGES } from '../messages';

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  gap: 16px;
`;
/** What each HUESO figure of the screen is, beside the figures. */
const MoneyNotes = styled.p`
  margin: 4px 0 12px;
  color: ${(p) => p.theme.colors.muted};
  font-size: 13px;
  span {
    display: block;
  }
`;
const ClaimRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

type StakeMove = { kind: 'deposit' | 'withdraw'; amount: number };

/** Stake play (SPEC.md section 2): the table USERS, POSITION, HUESO, TICKET, claim, deposit and withdraw. */
export function StakePlayScreen({ landingPath }: { landingPath: string }) {
  const M = useMessages(PLAY_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const info = useAppSelector(selectInformacion);
  const view = useGetStakePlayQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deposit] = useDepositStakeMutation();
  const [withdraw] = useWithdrawStakeMutation();
  const [claim] = useClaimTicketsMutation();
  const [pending, setPending] = useState<StakeMove | null>(null);
  /** The confirmed deposit or withdraw; its dialog closes once the move is over. */
  const moving = useGameMove({
    run: async (steps, move: StakeMove): Promise<StakeMove> => {
      try {
        if (move.kind === 'deposit') await steps.credit(() => deposit(move.amount).unwrap());
        else await steps.credit(() => withdraw({ cantidad: move.amount, confirm: true }).unwrap());
        return move;
      } finally {
        setPending(null);
      }
    },
    success: ({ kind, amount }) => {
      if (kind === 'deposit') return M.deposited(f.amount(amount));
      const split = stakePlaySplitHueso(amount);
      return M.withdrawn(f.amount(split.returned), f.amount(split.burned));
    },
  });
  /** Whole tickets become inventory items; the toast counts what was claimable. */
  const claiming = useGameMove({
    run: async (steps, count: number): Promise<number> => {
      await steps.credit(() => claim().unwrap());
      return count;
    },
    success: (count) => M.claimed(count, f.count(count)),
  });
  if (!info) return null;

  const data = view.data;
  const staked = data?.userStake?.cantidad ?? 0;
  const me = info.nombre.toLowerCase();
  const columns: Column<StakePlayEntry>[] = [
    { header: M.users, cell: (r) => (r.nombre.toLowerCase() === me ? M.you(r.nombre) : r.nombre) },
    { header: M.position, cell: (r) => r.posicion },
    { header: M.hueso, cell: (r) => f.amount(r.cantidad) },
    { header: M.ticket, cell: (r) => f.amount(r.ticket ?? 0) },
  ];

  /** SPEC.md's 'Invalid amount'; above the deposited HUESO, also which HUESO is short and how to get more. */
  const checkDeposit = (amount: number) => {
    if (!stakeDepositError(amount, info.dineroReal)) return null;
    if (amount > info.dineroReal && toUnits(amount) !== null)
      return M.refusedShort(
        M.invalidAmount,
        notEnoughOf(money, 'withdrawable', f.amount(amount), f.amount(info.dineroReal)),
      );
    return M.invalidAmount;
  };
  const checkWithdraw = (amount: number) => {
    const problem = stakeWithdrawError(amount, staked);
    if (!problem) return null;
    if (problem !== MORE_THAN_STAKED) return M.invalidWithdraw;
    return M.refusedShort(M.moreThanStaked, notEnoughOf(money, 'staked', f.amount(amount), f.amount(staked)));
  };

  const confirm = () => {
    if (pending) void moving.run(pending);
  };

  const claimable = data?.disponible.cantidad ?? 0;
  const split = pending?.kind === 'withdraw' ? stakePlaySplitHueso(pending.amount) : null;

  return (
    <Page
      title={M.title}
      description={M.description(money.name.withdrawable)}
      actions={
        <LinkButton to={landingPath} relative="path" $variant="ghost">
          {M.back}
        </LinkButton>
      }
    >
      <QueryState query={view} loading={M.loading}>
        {(data) => (
          <>
            <Panel title={M.yourStake}>
              <StatList
                label={M.yourStake}
                layout="tiles"
                items={[
                  { label: money.name.staked, value: f.amount(staked), testId: 'staked' },
                  { label: M.tickets, value: f.amount(data.ticket.cantidad), testId: 'tickets' },
                  { label: M.claimable, value: f.count(claimable), testId: 'claimable' },
                  { label: money.name.withdrawable, value: f.amount(info.dineroReal), testId: 'real' },
                ]}
              />
              <MoneyNotes data-testid="money-notes">
                <span>
                  <strong>{money.name.staked}</strong>: {money.explain.staked}
                </span>
                <span>
                  <strong>{money.name.withdrawable}</strong>: {money.explain.withdrawable}
                </span>
              </MoneyNotes>
              <ClaimRow>
                <Button
                  disabled={claimable < 1 || claiming.busy}
                  aria-busy={claiming.busy || undefined}
                  onClick={() => void claiming.run(claimable)}
                >
                  {claiming.busy ? M.claiming : M.claim}
                </Button>
                {claimable < 1 && <span>{M.nothingToClaim}</span>}
              </ClaimRow>
            </Panel>
            <Controls>
              <Panel title={M.depositPanel}>
                <AmountForm
                  label={M.amountToStake}
                  action={M.depositAction}
                  hint={M.depositHint(f.amount(info.dineroReal), money.name.withdrawable)}
                  check={checkDeposit}
                  onSubmit={(amount) => setPending({ kind: 'deposit', amount })}
                  busy={moving.busy}
                />
              </Panel>
              <Panel title={M.withdrawPanel}>
                <AmountForm
                  label={M.amountToWithdraw}
                  action={M.withdrawAction}
                  hint={M.withdrawHint(f.amount(staked), money.name.staked)}
                  check={checkWithdraw}
                  onSubmit={(amount) => setPending({ kind: 'withdraw', amount })}
                  busy={moving.busy}
                />
              </Panel>
            </Controls>
            <Panel title={M.positions}>
              <DataTable
                caption={M.tableCaption}
                columns={columns}
                rows={data.stake}
                rowKey={(r) => r.nombre}
                pageSizes={STAKE_PAGE_SIZES}
                highlight={(r) => r.nombre.toLowerCase() === me}
                empty={<EmptyState>{M.empty}</EmptyState>}
              />
            </Panel>
          </>
        )}
      </QueryState>
      {pending?.kind === 'deposit' && (
        <ConfirmDialog
          title={M.depositTitle}
          confirmLabel={M.depositTitle}
          busy={moving.busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>{M.depositWarning(f.amount(pending.amount))}</p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'withdraw' && split && (
        <ConfirmDialog
          title={M.withdrawTitle}
          confirmLabel={M.withdrawTitle}
          busy={moving.busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            {M.withdrawSplit(
              f.amount(pending.amount),
              f.amount(split.returned),
              money.name.withdrawable,
              f.amount(split.burned),
            )}
          </p>
          <StatList
            label={M.withdrawSummary}
            items={[
              { label: M.returned, value: M.huesoAmount(f.amount(split.returned)) },
              { label: M.burned, value: M.huesoAmount(f.amount(split.burned)) },
            ]}
          />
        </ConfirmDialog>
      )}
    </Page>
  );
}
