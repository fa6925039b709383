import type { Ref } from 'react';
import styled from 'styled-components';
import { formatAmount, type ArenaLeaderboardEntry } from '@hueso/contract';
import { DataTable, ErrorPanel, EmptyState, Loading, Panel, StatList } from '@hueso/shared';
import { useArenaLeaderboardQuery } from '../api/arenaApi';
import { ARENA_MESSAGES as M } from '../messages';
import { Avatar } from './Avatar';
import { UnlockBox } from './Panels';

const Player = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

/**
 * The arena leaderboard (season, weekly pool, unlock box, 200 rows with HUESO and ticket previews).
 * `pollingInterval` refreshes it while it is on screen; it also stands alone for embedding.
 */
export function Leaderboard({
  pollingInterval,
  me,
  panelRef,
}: {
  pollingInterval?: number;
  me?: string;
  /** The panel's section, which View Ranking focuses. */
  panelRef?: Ref<HTMLElement>;
}) {
  const query = useArenaLeaderboardQuery(undefined, { pollingInterval, skipPollingIfUnfocused: true });
  const { data } = query;
  return (
    <Panel title="Leaderboard" id="arena-leaderboard-panel" tabIndex={-1} ref={panelRef}>
      {query.isLoading ? (
        <Loading />
      ) : !data ? (
        <ErrorPanel
          title="The leaderboard could not load"
          headingLevel={3}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <StatList
            layout="inline"
            items={[
              { label: 'Season', value: data.season ?? '—' },
              { label: 'Weekly pool', value: `${formatAmount(data.pool)} HUESO`, testId: 'leaderboard-pool' },
            ]}
          />
          <UnlockBox progress={data.unlockProgress} headingId="arena-leaderboard-unlock" />
          {/* Six columns do not fit a phone: the table scrolls sideways, with a cue saying so. */}
          <DataTable<ArenaLeaderboardEntry>
            caption="Arena leaderboard"
            scrollCue={M.scrollCue}
            rows={data.data}
            rowKey={(r) => String(r.userId)}
            pageSizes={[25, 100, 200]}
            highlight={(r) => r.nombre === me}
            empty={<EmptyState>{M.noPositions}</EmptyState>}
            columns={[
              { header: 'Rank', cell: (r) => data.data.indexOf(r) + 1 },
              {
                header: 'Player',
                cell: (r) => (
                  <Player>
                    <Avatar avatar={r.avatar} size={28} />
                    {r.nombre}
                  </Player>
                ),
              },
              { header: 'MMR', cell: (r) => r.mmr },
              { header: 'Weekly battles', cell: (r) => r.battlesThisWeek },
              { header: 'HUESO preview', cell: (r) => formatAmount(r.preview.hueso) },
              { header: 'Tickets preview', cell: (r) => r.preview.tickets },
            ]}
          />
        </>
      )}
    </Panel>
  );
}
