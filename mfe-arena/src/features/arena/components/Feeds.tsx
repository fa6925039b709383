import { styled } from 'styled-components';
import { ARENA_FEED_SIZE, type ActivityEntry, type BattleLogEntry } from '@hueso/contract/arena';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Loading,
  MONEY_MESSAGES,
  Panel,
  useFormat,
  useMessages,
  type Formatters,
} from '@hueso/shared';
import { ARENA_MESSAGES } from '../messages';

type Texts = (typeof ARENA_MESSAGES)['en'];

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

/**
 * One readable sentence for a feed entry, after the player's name. The server writes a code and an
 * English detail (battle.ts, arenaRepository.ts): 'WIN_DROP' with 'TICKET · win vs Rusty Bot',
 * 'ACTIVITY' with '5 battles this week', 'POOL_PAYOUT' with 'Week 8 rank 1 · 10 tickets' and
 * 'PP_BURN' with '2 NFTs burned for PP'; the figures are read from them, the words are the catalogue's.
 */
export function activityText(e: ActivityEntry, M: Texts, f: Formatters, inGame: string): string {
  const detail = e.detalle ?? '';
  const tickets = (n: number) => M.tickets(n, f.count(n));
  switch (e.razon) {
    case 'WIN_DROP': {
      const [, kind, opponent] = /^(TICKET|VIPHUESO) · win vs (.*)$/.exec(detail) ?? [];
      if (kind === 'TICKET') return M.feed.winTickets(tickets(e.qty), opponent!);
      if (kind === 'VIPHUESO') return M.feed.winVip(f.amount(e.qty), opponent!);
      return M.feed.winDrop(f.amount(e.qty));
    }
    case 'ACTIVITY': {
      const [, battles] = /^(\d+) battles/.exec(detail) ?? [];
      return M.feed.activity(tickets(e.qty), battles ? f.count(Number(battles)) : null);
    }
    case 'POOL_PAYOUT': {
      const [, week, rank, count] = /^Week (\d+) rank (\d+)(?: · (\d+) tickets?)?/.exec(detail) ?? [];
      return M.feed.poolPayout(
        f.amount(e.qty),
        inGame,
        week ? f.count(Number(week)) : null,
        rank ? f.count(Number(rank)) : null,
        count && Number(count) > 0 ? tickets(Number(count)) : null,
      );
    }
    case 'PP_BURN': {
      const [, nfts] = /^(\d+) NFTs?/.exec(detail) ?? [];
      const n = nfts ? Number(nfts) : null;
      return M.feed.ppBurn(f.amount(e.qty), n, n === null ? '' : f.count(n));
    }
    default:
      return M.feed.other(f.amount(e.qty), e.detalle ?? null);
  }
}

/** 'player1 (won) vs Rusty Bot'; a bot's win names the bot as the winner. */
function playersText(e: BattleLogEntry, M: Texts): string {
  const names = e.players.map((p) => (p.won ? M.wonMark(p.nombre) : p.nombre));
  if (e.type === 'bot' && e.players.every((p) => !p.won)) names.push(M.wonMark(e.winner));
  return names.length ? names.reduce((all, name) => M.versus(all, name)) : '';
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
  const M = useMessages(ARENA_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const feed = [...(query.data?.feed ?? [])].sort((a, b) => b.ts - a.ts).slice(0, ARENA_FEED_SIZE);
  return (
    <Panel
      title={M.activityTitle}
      actions={
        <Button
          $variant="ghost"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label={M.refreshActivity}
        >
          {M.refresh}
        </Button>
      }
    >
      {query.isLoading ? (
        <Loading />
      ) : query.isError && !query.data ? (
        <ErrorPanel title={M.activityFailed} headingLevel={3} onRetry={() => void query.refetch()} />
      ) : feed.length === 0 ? (
        <EmptyState>{M.noActivity}</EmptyState>
      ) : (
        <List aria-label={M.activityEntries} tabIndex={0}>
          {feed.map((e, i) => (
            <li key={`${e.ts}-${i}`}>
              <strong>{e.user}</strong>
              <span>{activityText(e, M, f, money.name.inGame)}</span>
              <time dateTime={new Date(e.ts).toISOString()}>{f.dateTime(e.ts)}</time>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** Battle Log / Economy: battles, newest 20, with what each added to the pool and the burn. */
export function BattleLog({ query }: { query: FeedState<BattleLogEntry> }) {
  const M = useMessages(ARENA_MESSAGES);
  const f = useFormat();
  const feed = [...(query.data?.feed ?? [])].sort((a, b) => b.ts - a.ts).slice(0, ARENA_FEED_SIZE);
  return (
    <Panel
      title={M.logTitle}
      actions={
        <Button
          $variant="ghost"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label={M.refreshLog}
        >
          {M.refresh}
        </Button>
      }
    >
      {query.isLoading ? (
        <Loading />
      ) : query.isError && !query.data ? (
        <ErrorPanel title={M.logFailed} headingLevel={3} onRetry={() => void query.refetch()} />
      ) : feed.length === 0 ? (
        <EmptyState>{M.noBattles}</EmptyState>
      ) : (
        <List aria-label={M.logEntries} tabIndex={0}>
          {feed.map((e, i) => (
            <li key={`${e.ts}-${i}`}>
              <strong>{e.type === 'pvp' ? M.pvp : M.bot}</strong>
              <span>{playersText(e, M)}</span>
              <span>{M.poolAndBurn(f.amount(e.poolAdded), f.amount(e.burnAdded))}</span>
              <time dateTime={new Date(e.ts).toISOString()}>{f.dateTime(e.ts)}</time>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
