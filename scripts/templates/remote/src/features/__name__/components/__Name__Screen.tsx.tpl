import type { ArenaLeaderboardEntry } from '@hueso/contract/arena';
import { useFormat, useMessages } from '@hueso/shared';
import { EmptyState, ErrorPanel, Loading, Page, Panel } from '@hueso/shared/ui';
import { DataTable } from '@hueso/shared/tables';
import { TOP_PLAYERS, use__Name__TopPlayersQuery } from '../api';
import { __NAME___MESSAGES } from '../messages';
import firstPaint from '../../../firstPaint.json';

/** The screen's width, as the host paints its title while this area loads (firstPaint.json). */
const WIDTH = firstPaint.__name__.width as 'regular' | 'wide';

/** The __label__ screen: the top players of the arena, with its loading, error and empty states. */
export function __Name__Screen() {
  const M = useMessages(__NAME___MESSAGES);
  const f = useFormat();
  const query = use__Name__TopPlayersQuery();
  const { data } = query;
  return (
    <Page title={M.title} width={WIDTH}>
      <Panel title={M.topPlayers}>
        {query.isLoading ? (
          <Loading />
        ) : !data ? (
          <ErrorPanel
            title={M.failed}
            headingLevel={3}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DataTable<ArenaLeaderboardEntry>
            caption={M.caption}
            rows={data.data}
            rowKey={(r) => String(r.userId)}
            pageSizes={[TOP_PLAYERS]}
            empty={<EmptyState>{M.noPlayers}</EmptyState>}
            columns={[
              { header: M.rank, cell: (r) => data.data.indexOf(r) + 1 },
              { header: M.player, cell: (r) => r.nombre },
              { header: M.mmr, cell: (r) => f.count(r.mmr) },
              { header: M.battles, cell: (r) => f.count(r.battlesThisWeek) },
            ]}
          />
        )}
      </Panel>
    </Page>
  );
}
