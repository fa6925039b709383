/** The missions remote's test helpers, on the shared test kit: its player, its App, the MSW server. */
import type { ReactElement } from 'react';
import { type Informacion } from '@hueso/contract';
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
