/** Test helpers: a logged-in store, router and providers, the runtime config and an MSW server. */
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { type Informacion } from '@hueso/contract';
import { AppProviders, MemoryRouter, setConfig } from '@hueso/shared';
import { API, loggedInStore, makeInformacion, testConfig } from '../../shared/test/fixtures';
import App from './App';

/** The embedded defaults of shared/config/config.default.json. */
export const TEST_CONFIG = testConfig;
export { API };
setConfig(TEST_CONFIG);

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

/** The HTTP mock; each test file adds its handlers with `server.use(...)`. */
export const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Options extends Omit<RenderOptions, 'wrapper'> {
  info?: Informacion | null;
  route?: string;
  /** Pass `{ advanceTimers: jest.advanceTimersByTime }` when the test uses fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders `ui` with a fresh store (logged in as `info`), a memory router and the app providers. */
export function renderWithProviders(
  ui: ReactElement,
  { info = makeInfo(), route = '/game', userOptions, ...rest }: Options = {},
) {
  const store = loggedInStore(info);
  const user = userEvent.setup(userOptions);
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders store={store}>{ui}</AppProviders>
    </MemoryRouter>,
    rest,
  );
  return { store, user, ...result };
}

/** Renders the remote's App as the host does, under /game. */
export function renderHome(options: Options = {}) {
  return renderWithProviders(<App basePath="/game" />, options);
}
