import { useId } from 'react';
import styled from 'styled-components';
import {
  formatAmount,
  GENERIC_ERROR,
  joinPoolReason,
  okResponseSchema,
  POOL_PAGE_SIZES,
  poolCost,
} from '@hueso/contract';
import {
  ApiError,
  Button,
  type Column,
  DataTable,
  EmptyState,
  ErrorPanel,
  Loading,
  Modal,
  selectClockOffset,
  selectInformacion,
  StatList,
  toApiError,
  useAppSelector,
  useGameMove,
} from '@hueso/shared';
import { useGetPoolQuery, useJoinPoolMutation } from '../api/poolApi';
import { formatPayoutTime, poolRows, type PoolRow } from '../lib';
import { POOL_MESSAGES } from '../messages';

const Summary = styled(StatList)`
  margin: 0 0 16px;
`;
const JoinBar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  p {
    margin: 0;
    font-size: 13px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** The daily pool: participants table (USERS, POSITION, POWER, EST. HUESO) and Join pool. */
export function PoolModal({ onClose }: { onClose: () => void }) {
  const info = useAppSelector(selectInformacion);
  const clockOffset = useAppSelector(selectClockOffset);
  const pool = useGetPoolQuery(undefined, { refetchOnMountOrArgChange: true });
  const reload = () => void pool.refetch();
  const [joinPool] = useJoinPoolMutation();
  const joining = useGameMove({
    run: async (steps) => {
      const answer = await steps.credit(() => joinPool().unwrap());
      // SPEC.md does not show the answer; one that says `ok: false` is a refusal.
      if (okResponseSchema.safeParse(answer).data?.ok === false) throw new ApiError(GENERIC_ERROR, null);
      reload();
    },
    success: POOL_MESSAGES.joined,
  });
  const reasonId = useId();
  if (!info) return null;

  const reason = joinPoolReason(info);
  const me = info.nombre.toLowerCase();
  const columns: Column<PoolRow>[] = [
    { header: 'USERS', cell: (r) => (r.nombre.toLowerCase() === me ? `${r.nombre} (you)` : r.nombre) },
    { header: 'POSITION', cell: (r) => r.posicion },
    { header: 'POWER', cell: (r) => formatAmount(r.cantidad) },
    { header: 'EST. HUESO', cell: (r) => formatAmount(r.estimate) },
  ];

  const data = pool.data;
  const failure = pool.isError && !pool.isFetching ? toApiError(pool.error).message : null;
  const rows = data ? poolRows(data.stake) : [];
  const total = rows.reduce((s, r) => s + r.cantidad, 0);
  const mine = data ? data.userStake : null;

  return (
    <Modal title="Daily pool" onClose={onClose}>
      <JoinBar>
        <Button
          disabled={reason !== null || joining.busy}
          aria-busy={joining.busy || undefined}
          aria-describedby={reason ? reasonId : undefined}
          title={reason ?? undefined}
          onClick={() => void joining.run()}
        >
          {joining.busy ? 'Joining…' : 'Join pool'}
        </Button>
        {reason ? <p id={reasonId}>{reason}</p> : <p>{POOL_MESSAGES.entryCost(poolCost(info))}</p>}
      </JoinBar>
      {!data && !failure && <Loading label={POOL_MESSAGES.loading} />}
      {failure && <ErrorPanel message={failure} onRetry={reload} />}
      {data && !failure && (
        <>
          <Summary
            label="Pool summary"
            layout="tiles"
            items={[
              { label: 'Participants', value: rows.length },
              { label: 'Total power', value: formatAmount(total) },
              { label: 'Your power', value: mine ? formatAmount(mine.cantidad) : '—' },
              ...(data.nextPayoutAt !== undefined
                ? [
                    {
                      label: POOL_MESSAGES.nextPayout,
                      value: formatPayoutTime(data.nextPayoutAt, clockOffset),
                    },
                  ]
                : []),
            ]}
          />
          <DataTable
            caption="Pool participants"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.nombre}
            pageSizes={POOL_PAGE_SIZES}
            highlight={(r) => r.nombre.toLowerCase() === me}
            empty={<EmptyState>{POOL_MESSAGES.empty}</EmptyState>}
          />
        </>
      )}
    </Modal>
  );
}
