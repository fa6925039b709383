import styled from 'styled-components';
import {
  ARENA_FEED_SIZE,
  formatAmount,
  ticketsLabel,
  type ActivityEntry,
  type BattleLogEntry,
} from '@hueso/contract';
import { Button, EmptyState, ErrorPanel, Loading, Panel } from '@hueso/shared';
import { ARENA_MESSAGES as M } from '../messages';

const List = styled.ol`
  max-height: 260px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    padding: 6px 4px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-size: 14px;
  }
  time {
    color: ${(p) => p.theme.colors.muted};
    font-size: 12px;
  }
`;

const when = (ts: number) => new Date(ts).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
const REASONS: Record<string, string> = {
  WIN_DROP: 'Win drop',
  ACTIVITY: 'Activity',
  POOL_PAYOUT: 'Pool payout',
};

/** 'Win drop: 2 tickets' and the rest of the detail ('win vs Rusty Bot'). */
function activityText(e: ActivityEntry): { text: string; detail?: string } {
  const reason = REASONS[e.razon] ?? e.razon;
  if (e.razon === 'POOL_PAYOUT')
    return { text: `${reason}: ${formatAmount(e.qty)} HUESO`, detail: e.detalle };
  if (e.razon === 'ACTIVITY') return { text: `${reason}: ${ticketsLabel(e.qty)}`, detail: e.detalle };
  const [, kind, rest] = /^(TICKET|VIPHUESO) · (.*)$/.exec(e.detalle ?? '') ?? [];
  if (kind === 'VIPHUESO') return { text: `${reason}: ${formatAmount(e.qty)} VIPHUESO`, detail: rest };
  if (kind === 'TICKET') return { text: `${reason}: ${ticketsLabel(e.qty)}`, detail: rest };
  return { text: `${reason}: ${formatAmount(e.qty)}`, detail: e.detalle };
}

interface FeedState<T> {
  data?: { feed: T[] };
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Arena Activity: rewards, newest 20, scrollable (max 260 px), with a refresh button. */
export function ActivityFeed({ query }: { query: FeedState<ActivityEntry> }) {
  const feed = [...(query.data?.feed ?? [])].sort((a, b) => b.ts - a.ts).slice(0, ARENA_FEED_SIZE);
  return (
    <Panel
      title="Arena Activity"
      actions={
        <Button
          $variant="ghost"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label="Refresh Arena Activity"
        >
          {M.refresh}
        </Button>
      }
    >
      {query.isLoading ? (
        <Loading />
      ) : query.isError && !query.data ? (
        <ErrorPanel
          title="Arena Activity could not load"
          headingLevel={3}
          onRetry={() => void query.refetch()}
        />
      ) : feed.length === 0 ? (
        <EmptyState>{M.noActivity}</EmptyState>
      ) : (
        <List aria-label="Arena Activity entries" tabIndex={0}>
          {feed.map((e, i) => (
            <li key={`${e.ts}-${i}`}>
              <strong>{e.user}</strong>
              <span>{activityText(e).text}</span>
              {activityText(e).detail && <span>{activityText(e).detail}</span>}
              <time dateTime={new Date(e.ts).toISOString()}>{when(e.ts)}</time>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** Battle Log / Economy: battles, newest 20, with what each added to the pool and the burn. */
export function BattleLog({ query }: { query: FeedState<BattleLogEntry> }) {
  const feed = [...(query.data?.feed ?? [])].sort((a, b) => b.ts - a.ts).slice(0, ARENA_FEED_SIZE);
  return (
    <Panel
      title="Battle Log / Economy"
      actions={
        <Button
          $variant="ghost"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label="Refresh Battle Log"
        >
          {M.refresh}
        </Button>
      }
    >
      {query.isLoading ? (
        <Loading />
      ) : query.isError && !query.data ? (
        <ErrorPanel title="Battle Log could not load" headingLevel={3} onRetry={() => void query.refetch()} />
      ) : feed.length === 0 ? (
        <EmptyState>{M.noBattles}</EmptyState>
      ) : (
        <List aria-label="Battle Log entries" tabIndex={0}>
          {feed.map((e, i) => (
            <li key={`${e.ts}-${i}`}>
              <strong>{e.type === 'pvp' ? 'PvP' : 'Bot'}</strong>
              <span>
                {e.players.map((p) => `${p.nombre}${p.won ? ' (won)' : ''}`).join(' vs ')}
                {e.type === 'bot' && e.players.every((p) => !p.won) ? ` vs ${e.winner} (won)` : ''}
              </span>
              <span>
                Pool +{formatAmount(e.poolAdded)} · Burn +{formatAmount(e.burnAdded)}
              </span>
              <time dateTime={new Date(e.ts).toISOString()}>{when(e.ts)}</time>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
