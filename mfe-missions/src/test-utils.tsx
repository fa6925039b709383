/** The missions remote's test helpers, on the shared test kit: its player, its App, the MSW server. */
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { type ArenaStatus, type Informacion } from '@hueso/contract';
import {
  API,
  setUpRemoteTests,
  makeInformacion,
  renderWithProviders as renderApp,
  server,
  testConfig,
  type RenderAppOptions,
} from '@hueso/shared/testing';
import App from './App';

/** The embedded defaults of shared/config/config.default.json. */
export const TEST_CONFIG = testConfig;
export { API, server };
setUpRemoteTests();

const NO_CARDS = { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 };

/** GET /api/arena/status as the reference server answers it (the home's arena card reads it). */
export function arenaStatusHandler(overrides: Partial<ArenaStatus> = {}) {
  const status: ArenaStatus = {
    energyCost: 5,
    entryFee: 50,
    energia: 30,
    hueso: 1000,
    pool: 0,
    season: 1,
    queueSize: 0,
    burnedWeek: 0,
    burnedTotal: 0,
    unlockProgress: { current: 0, goal: 100, unlocked: false },
    perfil: {
      nombre: 'player1',
      avatar: { id: 'av1', img: 'av1', name: 'Avatar-1' },
      pp: 0,
      mmr: 1000,
      wins: 0,
      losses: 0,
      streak: 0,
      tickets: 0,
      userId: 1,
      battlesThisWeek: 0,
      activityTicketsThisWeek: 0,
    },
    userCounts: { general: NO_CARDS, especial: NO_CARDS },
    ...overrides,
  };
  return http.get(`${API}/api/arena/status`, () => HttpResponse.json(status));
}
// Every home screen reads the arena status; a test may answer it differently with server.use().
beforeEach(() => server.use(arenaStatusHandler()));

/** A player with a starter pack, 30 energy and no mission running; override what a test needs. */
export function makeInfo(overrides: Partial<Informacion> = {}): Informacion {
  return makeInformacion({
    nombre: 'player1',
    dinero: 1000,
    dineroReal: 50,
    fusion: 10,
    nftUnicos: 6,
    poder: 20,
    poderEnergia: 2,
    energia: { actual: 30, maximo: 50 },
    costos: { primera: 5, segunda: 15 },
    hora: undefined,
    ...overrides,
  });
}

/** A mission slot that ends `ms` from now (negative: already over). */
export function endsIn(ms: number) {
  return { start: true, Tiempo: Date.now() + ms };
}

/** Renders `ui` with a fresh store (logged in as `info`), a memory router and the app providers. */
export function renderWithProviders(
  ui: ReactElement,
  { info = makeInfo(), route = '/game', ...rest }: RenderAppOptions = {},
) {
  return renderApp(ui, { info, route, ...rest });
}

/** Renders the remote's App as the host does, under /game. */
export function renderHome(options: RenderAppOptions = {}) {
  return renderWithProviders(<App basePath="/game" />, options);
}
