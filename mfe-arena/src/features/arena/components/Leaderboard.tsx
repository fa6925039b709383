import type { Ref } from 'react';
import { styled } from 'styled-components';
import type { ArenaLeaderboardEntry } from '@hueso/contract/arena-board';
import { useFormat, useMessages } from '@hueso/shared';
import { EmptyState, Panel, QueryState, StatList } from '@hueso/shared/ui';
import { DataTable } from '@hueso/shared/tables';
import { useArenaLeaderboardQuery } from '../api/leaderboardApi';
import { LEADERBOARD_MESSAGES } from '../leaderboardMessages';
import { Avatar } from './Avatar';
import { UnlockBox } from './UnlockBox';

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
  const M = useMessages(LEADERBOARD_MESSAGES);
  const f = useFormat();
  const query = useArenaLeaderboardQuery(undefined, { pollingInterval, skipPollingIfUnfocused: true });
  return (
    <Panel title={M.leaderboardTitle} id="arena-leaderboard-panel" tabIndex={-1} ref={panelRef}>
      <QueryState query={query} errorTitle={M.leaderboardFailed} errorHeadingLevel={3}>
        {(data) => (
          <>
            <StatList
              layout="inline"
              items={[
                { label: M.season, value: data.season ?? '—' },
                { label: M.weeklyPool, value: M.hueso(f.amount(data.pool)), testId: 'leaderboard-pool' },
              ]}
            />
            <UnlockBox progress={data.unlockProgress} headingId="arena-leaderboard-unlock" />
            {/* Six columns do not fit a phone: the table scrolls sideways, with a cue saying so. */}
            <DataTable<ArenaLeaderboardEntry>
              caption={M.leaderboardCaption}
              scrollCue={M.scrollCue}
              rows={data.data}
              rowKey={(r) => String(r.userId)}
              pageSizes={[25, 100, 200]}
              highlight={(r) => r.nombre === me}
              empty={<EmptyState>{M.noPositions}</EmptyState>}
              columns={[
                { header: M.rank, cell: (r) => data.data.indexOf(r) + 1 },
                {
                  header: M.player,
                  cell: (r) => (
                    <Player>
                      <Avatar avatar={r.avatar} size={28} />
                      {r.nombre}
                    </Player>
                  ),
                },
                { header: M.mmr, cell: (r) => r.mmr },
                { header: M.weeklyBattles, cell: (r) => r.battlesThisWeek },
                { header: M.huesoPreview, cell: (r) => f.amount(r.preview.hueso) },
                { header: M.ticketsPreview, cell: (r) => r.preview.tickets },
              ]}
            />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
