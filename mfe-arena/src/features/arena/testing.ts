/** The arena feature's test world, on the shared test kit: the leaderboard, feeds, avatar and queue. */
import { http, HttpResponse } from 'msw';
import type { ArenaLeaderboard, ArenaStatus, BattleResult } from '@hueso/contract/arena';
import { API, handlers, makeArenaStatus, makePlayer, server } from '@hueso/shared/testing';

export function makeLeaderboard(overrides: Partial<ArenaLeaderboard> = {}): ArenaLeaderboard {
  return {
    data: [
      {
        userId: 7,
        nombre: 'player06',
        avatar: { id: 'av2', img: 'av2', name: 'Avatar-2' },
        mmr: 1434,
        battlesThisWeek: 3,
        preview: { hueso: 412.5, tickets: 10 },
      },
      {
        userId: 1,
        nombre: 'player1',
        avatar: { id: 'x', img: 'https://cdn.example/broken.png', name: 'Broken' },
        mmr: 1040,
        battlesThisWeek: 3,
        preview: { hueso: 275, tickets: 8 },
      },
    ],
    pool: 1375,
    burnedWeek: 475,
    burnedTotal: 18875,
    unlockProgress: { current: 64, goal: 100, unlocked: false },
    season: 3,
    ...overrides,
  };
}

export const arenaHandlers = {
  leaderboard: (board: ArenaLeaderboard = makeLeaderboard()) =>
    http.get(`${API}/api/arena/leaderboard`, () => HttpResponse.json(board)),
  feed: (feed: unknown[] = []) => http.get(`${API}/api/arena/feed`, () => HttpResponse.json({ feed })),
  battleFeed: (feed: unknown[] = []) =>
    http.get(`${API}/api/arena/battle-feed`, () => HttpResponse.json({ feed })),
  avatar: (status = 200) =>
    http.post(`${API}/api/arena/avatar`, () =>
      HttpResponse.json(status === 200 ? { ok: true } : {}, { status }),
    ),
  /** Queue start answers a short search (the client honours the server's searchMs); resolve answers `result`. */
  queue: (result: BattleResult | null, start: 'ok' | 'fail' = 'ok', seedHash = 'a'.repeat(64)) =>
    http.post(`${API}/api/arena/queue`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if ('nftId' in body)
        return start === 'ok'
          ? HttpResponse.json({ ok: true, seedHash, searchMs: 120 })
          : new HttpResponse(null, { status: 500 });
      return result ? HttpResponse.json(result) : new HttpResponse(null, { status: 500 });
    }),
  /** Leave queue: the refund, or a refusal with the server's text; `calls` counts the requests. */
  leave: (answer: 'ok' | 409, calls = { n: 0 }, onLeave?: () => void) =>
    http.post(`${API}/api/arena/queue/leave`, () => {
      calls.n++;
      if (answer === 409)
        return HttpResponse.json(
          { error: 'The battle is already paired: it can no longer be left' },
          { status: 409 },
        );
      onLeave?.();
      return HttpResponse.json({ ok: true, refunded: { hueso: 50, energia: 5 } });
    }),
  /** The latest unseen battle: `result`, or 404 when there is none; `calls` counts the requests. */
  unseen: (result: BattleResult | null, calls = { n: 0 }) =>
    http.get(`${API}/api/arena/battle/unseen`, () => {
      calls.n++;
      return result
        ? HttpResponse.json(result)
        : HttpResponse.json({ error: 'No unseen battle' }, { status: 404 });
    }),
  /** Battle seen: records the battle ids the client marked seen. */
  seen: (ids: number[] = []) =>
    http.post(`${API}/api/arena/battle/seen`, async ({ request }) => {
      ids.push(((await request.json()) as { battleId: number }).battleId);
      return HttpResponse.json({ ok: true });
    }),
};

/** Every arena read answering (the status null: 401), plus the player info the top bar refetches. */
export function arenaWorld(status: ArenaStatus | null = makeArenaStatus()) {
  server.use(
    handlers.arenaStatus(status),
    arenaHandlers.leaderboard(),
    arenaHandlers.feed(),
    arenaHandlers.battleFeed(),
    handlers.informacion(makePlayer()),
  );
}

const HOUR = 3_600_000;

/** One entry of each kind the arena's activity feed shows (the server's codes, details and facts). */
export const SAMPLE_FEED = [
  {
    ts: Date.now() - HOUR,
    user: 'player06',
    razon: 'PP_BURN',
    qty: 200,
    detalle: '1 NFTs burned for PP',
    facts: { nfts: 1 },
  },
  {
    ts: Date.now() - 2 * HOUR,
    user: 'player1',
    razon: 'WIN_DROP',
    qty: 2,
    detalle: 'TICKET · win vs Rusty Bot',
    facts: { drop: 'TICKET', opponent: 'Rusty Bot' },
  },
  {
    ts: Date.now() - 3 * HOUR,
    user: 'player1',
    razon: 'ACTIVITY',
    qty: 1,
    detalle: '5 battles this week',
    facts: { battles: 5 },
  },
  {
    ts: Date.now() - 4 * HOUR,
    user: 'player06',
    razon: 'POOL_PAYOUT',
    qty: 1420.5,
    detalle: 'Week 8 rank 1 · 10 tickets',
    facts: { week: 8, rank: 1, tickets: 10 },
  },
];

/** A lost bot battle in the battle log. */
export const SAMPLE_BATTLE_LOG = [
  {
    ts: Date.now() - HOUR,
    type: 'bot',
    winner: 'Rusty Bot',
    players: [{ nombre: 'player1', won: false }],
    poolAdded: 25,
    burnAdded: 25,
  },
];
