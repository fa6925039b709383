/** The album remote's test helpers, on the shared test kit: its player, its App, the MSW server. */
import { type Informacion } from '@hueso/contract';
import { Route, Routes, setConfig } from '@hueso/shared';
import {
  API,
  chainHandlers,
  installKeychain,
  listenToServer,
  makeInformacion,
  renderWithProviders,
  server,
  testConfig,
  type RenderAppOptions,
} from '@hueso/shared/testing';
import App from './App';

export const TEST_CONFIG = testConfig;
export { API, chainHandlers, installKeychain, server };
setConfig(TEST_CONFIG);
listenToServer();
afterEach(() => {
  delete window.hive_keychain;
  localStorage.clear();
});

/** The player of the album tests. */
export function makeInfo(overrides: Partial<Informacion> = {}): Informacion {
  return makeInformacion({ nombre: 'player1', ...overrides });
}

/** Renders the remote's App as the host does (under /game), logged in as `info`. */
export function renderArea({ info = makeInfo(), route = '/game/album', ...rest }: RenderAppOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/game/*" element={<App basePath="/game" />} />
    </Routes>,
    { info, route, ...rest },
  );
}
