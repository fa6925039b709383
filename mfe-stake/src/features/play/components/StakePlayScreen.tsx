import { useState } from 'react';
import styled from 'styled-components';
import {
  formatAmount,
  STAKE_PAGE_SIZES,
  stakeDepositError,
  stakePlaySplitHueso,
  stakeWithdrawError,
  type StakePlayEntry,
} from '@hueso/contract';
import {
  Button,
  type Column,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorPanel,
  LinkButton,
  Loading,
  Page,
  Panel,
  selectInformacion,
  StatList,
  toApiError,
  useAppSelector,
  useGameMove,
} from '@hueso/shared';
import { AmountForm } from '../../../components/AmountForm';
import {
  useClaimTicketsMutation,
  useDepositStakeMutation,
  useGetStakePlayQuery,
  useWithdrawStakeMutation,
} from '../api/stakePlayApi';
import { PLAY_MESSAGES as M } from '../messages';

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  gap: 16px;
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
      if (kind === 'deposit') return M.deposited(formatAmount(amount));
      const split = stakePlaySplitHueso(amount);
      return M.withdrawn(formatAmount(split.returned), formatAmount(split.burned));
    },
  });
  /** Whole tickets become inventory items; the toast counts what was claimable. */
  const claiming = useGameMove({
    run: async (steps, count: number): Promise<number> => {
      await steps.credit(() => claim().unwrap());
      return count;
    },
    success: (count) => M.claimed(count),
  });
  if (!info) return null;

  const data = view.data;
  const failure = view.isError && !view.isFetching ? toApiError(view.error).message : null;
  const staked = data?.userStake?.cantidad ?? 0;
  const me = info.nombre.toLowerCase();
  const columns: Column<StakePlayEntry>[] = [
    { header: 'USERS', cell: (r) => (r.nombre.toLowerCase() === me ? `${r.nombre} (you)` : r.nombre) },
    { header: 'POSITION', cell: (r) => r.posicion },
    { header: 'HUESO', cell: (r) => formatAmount(r.cantidad) },
    { header: 'TICKET', cell: (r) => formatAmount(r.ticket ?? 0) },
  ];

  const confirm = () => {
    if (pending) void moving.run(pending);
  };

  const claimable = data?.disponible.cantidad ?? 0;
  const split = pending?.kind === 'withdraw' ? stakePlaySplitHueso(pending.amount) : null;

  return (
    <Page
      title={M.title}
      description={M.description}
      actions={
        <LinkButton to={landingPath} relative="path" $variant="ghost">
          {M.back}
        </LinkButton>
      }
    >
      {!data && !failure && <Loading label={M.loading} />}
      {failure && <ErrorPanel message={failure} onRetry={() => void view.refetch()} />}
      {data && (
        <>
          <Panel title="Your stake">
            <StatList
              label="Your stake"
              layout="tiles"
              items={[
                { label: 'Staked', value: `${formatAmount(staked)} HUESO`, testId: 'staked' },
                { label: 'Tickets', value: formatAmount(data.ticket.cantidad), testId: 'tickets' },
                { label: 'Available to claim', value: claimable, testId: 'claimable' },
                { label: 'Real balance', value: `${formatAmount(info.dineroReal)} HUESO`, testId: 'real' },
              ]}
            />
            <ClaimRow>
              <Button
                disabled={claimable < 1 || claiming.busy}
                aria-busy={claiming.busy || undefined}
                onClick={() => void claiming.run(claimable)}
              >
                {claiming.busy ? 'Claiming…' : 'Claim'}
              </Button>
              {claimable < 1 && <span>{M.nothingToClaim}</span>}
            </ClaimRow>
          </Panel>
          <Controls>
            <Panel title="Deposit">
              <AmountForm
                label="Amount to stake"
                action="Deposit"
                hint={`Up to ${formatAmount(info.dineroReal)} HUESO from your real balance`}
                check={(amount) => stakeDepositError(amount, info.dineroReal)}
                onSubmit={(amount) => setPending({ kind: 'deposit', amount })}
                busy={moving.busy}
              />
            </Panel>
            <Panel title="Withdraw">
              <AmountForm
                label="Amount to withdraw"
                action="Withdraw"
                hint={`You have ${formatAmount(staked)} HUESO staked; 50% of a withdraw is burned`}
                check={(amount) => stakeWithdrawError(amount, staked)}
                onSubmit={(amount) => setPending({ kind: 'withdraw', amount })}
                busy={moving.busy}
              />
            </Panel>
          </Controls>
          <Panel title="Positions">
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
      {pending?.kind === 'deposit' && (
        <ConfirmDialog
          title={M.depositTitle}
          confirmLabel="Confirm deposit"
          busy={moving.busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>{M.depositWarning(formatAmount(pending.amount))}</p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'withdraw' && split && (
        <ConfirmDialog
          title={M.withdrawTitle}
          confirmLabel="Confirm withdraw"
          busy={moving.busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            {M.withdrawSplit(
              formatAmount(pending.amount),
              formatAmount(split.returned),
              formatAmount(split.burned),
            )}
          </p>
          <StatList
            label="Withdraw summary"
            items={[
              { label: 'Returned', value: `${formatAmount(split.returned)} HUESO` },
              { label: 'Burned (50%)', value: `${formatAmount(split.burned)} HUESO` },
            ]}
          />
        </ConfirmDialog>
      )}
    </Page>
  );
}
