/** Test helpers: a logged-in store, router and providers, the runtime config, an MSW server, a wallet. */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { type Informacion } from '@hueso/contract';
import {
  AppProviders,
  type HiveKeychain,
  type KeychainResponse,
  MemoryRouter,
  Route,
  Routes,
  setConfig,
} from '@hueso/shared';
import { API, loggedInStore, makeInformacion, testConfig } from '../../shared/test/fixtures';
import App from './App';

export const TEST_CONFIG = testConfig;
export { API };
setConfig(TEST_CONFIG);

/** A player with the starter pack and the default items they own in the seeded world. */
export function makeInfo(overrides: Partial<Informacion> = {}): Informacion {
  return makeInformacion({
    nombre: 'player1',
    inventario: [
      { nombre: 'General Pack', cantidad: 3, image: `${API}/items/art/General%20Pack.svg` },
      { nombre: 'Hueso Fusion', cantidad: 1, image: `${API}/items/art/Hueso%20Fusion.svg` },
      { nombre: 'ticket stake', cantidad: 2, image: `${API}/items/art/ticket%20stake.svg` },
    ],
    ...overrides,
  });
}

export const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete window.hive_keychain;
  localStorage.clear();
});
afterAll(() => server.close());

/** The chain node: the player's token balances and processed transactions (logs given per id). */
export function chainHandlers(
  balances: Record<string, string>,
  transactions: Record<string, { errors?: string[] }> = {},
) {
  return [
    http.post(`${API}/chain/contracts`, () =>
      HttpResponse.json({
        jsonrpc: '2.0',
        id: 1,
        result: Object.entries(balances).map(([symbol, balance]) => ({
          account: 'player1',
          symbol,
          balance,
        })),
      }),
    ),
    http.post(`${API}/chain/blockchain`, async ({ request }) => {
      const { params } = (await request.json()) as { params: { txid: string } };
      const tx = transactions[params.txid];
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: 1,
        result: tx
          ? {
              blockNumber: 7,
              transactionId: params.txid,
              sender: 'player1',
              contract: 'tokens',
              action: 'transfer',
              payload: '{}',
              logs: JSON.stringify(tx),
            }
          : null,
      });
    }),
  ];
}

type SendToken = Parameters<HiveKeychain['requestSendToken']>;

/** Installs a Keychain whose token transfers answer with `answer`; returns the calls it received. */
export function installKeychain(answer: (...args: SendToken) => KeychainResponse) {
  const calls: SendToken[] = [];
  window.hive_keychain = {
    requestHandshake: (cb) => cb(),
    requestSignBuffer: () => undefined,
    requestCustomJson: () => undefined,
    requestSendToken: (...args) => {
      calls.push(args);
      const cb = args[5];
      cb(answer(...args));
    },
  };
  return calls;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  info?: Informacion | null;
  route?: string;
}

/** Renders the remote's App as the host does (under /game), logged in as `info`. */
export function renderArea({ info = makeInfo(), route = '/game/market', ...rest }: Options = {}) {
  const store = loggedInStore(info);
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders store={store}>
        <Routes>
          <Route path="/game/*" element={<App basePath="/game" />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
    rest,
  );
  return { store, user, ...result };
}
