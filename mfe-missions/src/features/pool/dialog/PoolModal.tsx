import { useId } from 'react';
import { styled } from 'styled-components';
import { type Informacion, okResponseSchema } from '@hueso/contract/common';
import { POOL_PAGE_SIZES, poolCost } from '@hueso/contract/pool';
import {
  ApiError,
  selectClockOffset,
  selectInformacion,
  useAppSelector,
  useFormat,
  useMessages,
} from '@hueso/shared';
import { Button, QueryState, EmptyState, StatList } from '@hueso/shared/ui';
import { Modal } from '@hueso/shared/dialogs';
import { useGameMove } from '@hueso/shared/moves';
import { type Column, DataTable } from '@hueso/shared/tables';
import { useGetPoolQuery, useJoinPoolMutation } from '../api/poolApi';
import { formatPayoutTime, poolRows, type PoolRow } from '../lib';
import { POOL_DIALOG_MESSAGES } from './messages';

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

type PoolTexts = (typeof POOL_DIALOG_MESSAGES)['en'];

/** Why the player cannot join the pool, or null when they can: the contract's joinPoolReason, in `M`'s language. */
function joinReason(info: Informacion, M: PoolTexts): string | null {
  if (info.pool) return M.alreadyIn;
  const cost = poolCost(info);
  return info.energia.actual < cost ? M.notEnoughEnergy(info.energia.actual, cost) : null;
}

/** The daily pool: participants table (USERS, POSITION, POWER, EST. HUESO) and Join pool. */
export function PoolModal({ onClose }: { onClose: () => void }) {
  const M = useMessages(POOL_DIALOG_MESSAGES);
  const format = useFormat();
  const info = useAppSelector(selectInformacion);
  const clockOffset = useAppSelector(selectClockOffset);
  const pool = useGetPoolQuery(undefined, { refetchOnMountOrArgChange: true });
  const reload = () => void pool.refetch();
  const [joinPool] = useJoinPoolMutation();
  const joining = useGameMove({
    run: async (steps) => {
      const answer = await steps.credit(() => joinPool().unwrap());
      // SPEC.md does not show the answer; one that says `ok: false` is a refusal.
      if (okResponseSchema.safeParse(answer).data?.ok === false) throw new ApiError(M.error, null);
      reload();
    },
    success: M.joined,
  });
  const reasonId = useId();
  if (!info) return null;

  const reason = joinReason(info, M);
  const me = info.nombre.toLowerCase();
  const columns: Column<PoolRow>[] = [
    { header: M.columns.users, cell: (r) => (r.nombre.toLowerCase() === me ? M.you(r.nombre) : r.nombre) },
    { header: M.columns.position, cell: (r) => r.posicion },
    { header: M.columns.power, cell: (r) => format.amount(r.cantidad) },
    { header: M.columns.estimate, cell: (r) => format.amount(r.estimate) },
  ];

  const data = pool.data;
  const rows = data ? poolRows(data.stake) : [];
  const total = rows.reduce((s, r) => s + r.cantidad, 0);
  const mine = data ? data.userStake : null;

  return (
    <Modal title={M.title} onClose={onClose}>
      <JoinBar>
        <Button
          disabled={reason !== null || joining.busy}
          aria-busy={joining.busy || undefined}
          aria-describedby={reason ? reasonId : undefined}
          title={reason ?? undefined}
          onClick={() => void joining.run()}
        >
          {joining.busy ? M.joining : M.join}
        </Button>
        {reason ? <p id={reasonId}>{reason}</p> : <p>{M.entryCost(poolCost(info))}</p>}
      </JoinBar>
      <QueryState query={pool} loading={M.loading}>
        {(data) => (
          <>
            <Summary
              label={M.summary}
              layout="tiles"
              items={[
                { label: M.participants, value: format.count(rows.length) },
                { label: M.totalPower, value: format.amount(total) },
                { label: M.yourPower, value: mine ? format.amount(mine.cantidad) : '—' },
                ...(data.nextPayoutAt !== undefined
                  ? [
                      {
                        label: M.nextPayout,
                        value: formatPayoutTime(data.nextPayoutAt, clockOffset, format.time),
                      },
                    ]
                  : []),
              ]}
            />
            <DataTable
              caption={M.tableCaption}
              scrollCue={M.scrollCue}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.nombre}
              pageSizes={POOL_PAGE_SIZES}
              highlight={(r) => r.nombre.toLowerCase() === me}
              empty={<EmptyState>{M.empty}</EmptyState>}
            />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
