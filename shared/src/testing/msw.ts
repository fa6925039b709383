import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { CardsResponse, Informacion } from '@hueso/contract/common';
import type { ArenaStatus } from '@hueso/contract/arena';
import type { MetricsResponse } from '@hueso/contract/metrics';
import type { PoolResponse } from '@hueso/contract/pool';
import { setConfig } from '../config/config';
import { API, makeArenaStatus, testConfig } from './fixtures';

/** The HTTP mock of a test file; tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Starts `server` for the calling test file; an unexpected request fails loudly. */
export function listenToServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * A remote's test file setup, called once at the top of the file: the test config, the MSW server
 * (with `handlers` answering before each test, for what every screen of the remote reads), and no
 * wallet or stored state carried from one test to the next.
 */
export function setUpRemoteTests({ handlers: always }: { handlers?: () => RequestHandler[] } = {}): void {
  setConfig(testConfig);
  listenToServer();
  // jsdom does not scroll; virtualised grids set the scroll position as their rows are measured.
  window.scrollTo = () => undefined;
  if (always) beforeEach(() => server.use(...always()));
  afterEach(() => {
    delete window.hive_keychain;
    localStorage.clear();
  });
}

/** One handler per endpoint, answering as the reference server does. */
export const handlers = {
  informacion: (info: Informacion) =>
    http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: info, mensajes: [] })),
  cards: (cards: CardsResponse = { especiales: [], generalNft: [] }) =>
    http.get(`${API}/api/getCards`, () => HttpResponse.json(cards)),
  pool: (pool: PoolResponse) => http.get(`${API}/api/mirarPool`, () => HttpResponse.json(pool)),
  metrics: (metrics: MetricsResponse) => http.get(`${API}/metrics/hueso`, () => HttpResponse.json(metrics)),
  /** The arena status; null answers 401 (the arena does not know the session). */
  arenaStatus: (status: ArenaStatus | null = makeArenaStatus()) =>
    http.get(`${API}/api/arena/status`, () =>
      status ? HttpResponse.json(status) : new HttpResponse(null, { status: 401 }),
    ),
  /** What the player has staked: stake play and the two passive stakes. */
  stakes: ({
    play = 0,
    passive = 0,
    passiveV2 = 0,
  }: { play?: number; passive?: number; passiveV2?: number } = {}) => [
    http.get(`${API}/api/mirarStake`, () =>
      HttpResponse.json({
        stake: [],
        ticket: { cantidad: 0 },
        disponible: { cantidad: 0 },
        userStake: play ? { cantidad: play } : null,
      }),
    ),
    http.get(`${API}/api/mirarStakePasivo`, () => HttpResponse.json({ cantidad: passive, fusion: 0 })),
    http.get(`${API}/api/mirarStakePasivov2`, () => HttpResponse.json({ cantidad: passiveV2, fusion: 0 })),
  ],
  deposit: (answer: unknown, status = 200) =>
    http.post(`${API}/api/deposit`, () => HttpResponse.json(answer as object, { status })),
};
