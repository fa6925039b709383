/** The arena remote's test helpers, on the shared test kit: its player, its App, arena handlers. */
import { http, HttpResponse } from 'msw';
import type { ArenaLeaderboard, ArenaStatus, BattleResult } from '@hueso/contract';
import {
  API,
  handlers,
  setUpRemoteTests,
  makeInformacion,
  renderRemote,
  server,
  testConfig,
  type RenderAppOptions,
} from '@hueso/shared/testing';
import App from './App';

export const TEST_CONFIG = testConfig;
export { API, server };
setUpRemoteTests();

const zero = { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 };

export function makeStatus(overrides: Partial<ArenaStatus> = {}): ArenaStatus {
  return {
    energyCost: 5,
    entryFee: 50,
    energia: 60,
    hueso: 25000,
    pool: 1375,
    season: 3,
    queueSize: 2,
    burnedWeek: 475,
    burnedTotal: 18875,
    unlockProgress: { current: 64, goal: 100, unlocked: false },
    perfil: {
      nombre: 'player1',
      avatar: { id: 'av1', img: 'av1', name: 'Avatar-1' },
      pp: 2500,
      mmr: 1040,
      wins: 12,
      losses: 7,
      streak: 2,
      tickets: 9,
      userId: 1,
      battlesThisWeek: 3,
      activityTicketsThisWeek: 1,
    },
    userCounts: { general: { ...zero, C: 4 }, especial: { ...zero, L: 1 } },
    poolPercent: 50,
    ...overrides,
  };
}

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
  status: (status: ArenaStatus | null = makeStatus()) =>
    http.get(`${API}/api/arena/status`, () =>
      status ? HttpResponse.json(status) : new HttpResponse(null, { status: 401 }),
    ),
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
};

/** Every arena read answering, plus the player info the top bar refetches. */
export function arenaWorld(status: ArenaStatus | null = makeStatus()) {
  server.use(
    arenaHandlers.status(status),
    arenaHandlers.leaderboard(),
    arenaHandlers.feed(),
    arenaHandlers.battleFeed(),
    handlers.informacion(makeInfo()),
  );
}

export function makeInfo() {
  return makeInformacion({ nombre: 'player1' });
}

/** Renders the remote's App as the host does (under /game), logged in. */
export function renderArena({ route = '/game/arena', ...rest }: RenderAppOptions = {}) {
  return renderRemote(App, { info: makeInfo(), route, ...rest });
}
