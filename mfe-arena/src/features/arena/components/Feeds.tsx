import { styled } from 'styled-components';
import { ARENA_FEED_SIZE, type ActivityEntry, type BattleLogEntry } from '@hueso/contract/arena';
import { useFormat, useMessages, type Formatters } from '@hueso/shared';
import { Button, Panel, QueryState, type QueryLike } from '@hueso/shared/ui';
import { MONEY_MESSAGES } from '@hueso/shared/play';
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
 * One readable sentence for a feed entry, after the player's name, from the entry's `facts` (what
 * the win dropped and against whom, the battles of the week, the payout's week and rank, the NFTs
 * burned) in the catalogue's words. An entry without facts (written before the server kept them)
 * gets its reason's sentence without them.
 */
export function activityText(e: ActivityEntry, M: Texts, f: Formatters, inGame: string): string {
  const facts = e.facts ?? {};
  const tickets = (n: number) => M.tickets(n, f.count(n));
  const counted = (n: number | undefined) => (n === undefined ? null : f.count(n));
  switch (e.razon) {
    case 'WIN_DROP':
      if (facts.drop === 'TICKET' && facts.opponent) return M.feed.winTickets(tickets(e.qty), facts.opponent);
      if (facts.drop === 'VIPHUESO' && facts.opponent) return M.feed.winVip(f.amount(e.qty), facts.opponent);
      return M.feed.winDrop(f.amount(e.qty));
    case 'ACTIVITY':
      return M.feed.activity(tickets(e.qty), counted(facts.battles));
    case 'POOL_PAYOUT':
      return M.feed.poolPayout(
        f.amount(e.qty),
        inGame,
        counted(facts.week),
        counted(facts.rank),
        facts.tickets ? tickets(facts.tickets) : null,
      );
    case 'PP_BURN':
      return M.feed.ppBurn(f.amount(e.qty), facts.nfts ?? null, counted(facts.nfts) ?? '');
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

type FeedState<T> = QueryLike<{ feed: T[] }>;

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
      <QueryState
        query={query}
        errorTitle={M.activityFailed}
        errorHeadingLevel={3}
        isEmpty={() => feed.length === 0}
        empty={M.noActivity}
      >
        {() => (
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
      </QueryState>
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
      <QueryState
        query={query}
        errorTitle={M.logFailed}
        errorHeadingLevel={3}
        isEmpty={() => feed.length === 0}
        empty={M.noBattles}
      >
        {() => (
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
      </QueryState>
    </Panel>
  );
}
