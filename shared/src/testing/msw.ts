import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CardsResponse, Informacion, MetricsResponse, PoolResponse } from '@hueso/contract';
import { setConfig } from '../config/config';
import { API, testConfig } from './fixtures';

/** The HTTP mock of a test file; tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Starts `server` for the calling test file; an unexpected request fails loudly. */
export function listenToServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * A remote's test file setup: the test config, the MSW server, and no wallet or stored state
 * carried from one test to the next.
 */
export function setUpRemoteTests(): void {
  setConfig(testConfig);
  listenToServer();
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
  deposit: (answer: unknown, status = 200) =>
    http.post(`${API}/api/deposit`, () => HttpResponse.json(answer as object, { status })),
};
