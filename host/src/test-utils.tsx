import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  AppProviders,
  createAppStore,
  loggedIn,
  MemoryRouter,
  Route,
  Routes,
  setConfig,
} from '@hueso/shared';
import { makeInformacion, testConfig } from '../../shared/test/fixtures';

export { API, makeInformacion } from '../../shared/test/fixtures';

/** Renders a host screen with a fresh store, the theme and a router at `path`. */
export function renderHost(
  ui: ReactElement,
  {
    path = '/',
    route = '*',
    info,
  }: { path?: string; route?: string; info?: Parameters<typeof makeInformacion>[0] } = {},
) {
  setConfig(testConfig);
  const store = createAppStore();
  if (info) store.dispatch(loggedIn(makeInformacion(info)));
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders store={store}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/game" element={<h1>Game home</h1>} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return { store, ...utils };
}
