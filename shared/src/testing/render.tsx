import type { ComponentType, ReactElement } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Informacion } from '@hueso/contract/common';
import { setConfig } from '../config/config';
import { AppProviders, type MountFn, type MountOptions, type RemoteAppProps } from '../mfe/contract';
import { MemoryRouter, Route, Routes } from '../router';
import { makePlayer, testConfig } from './fixtures';
import { loggedInStore } from './store';
// Apps render as the host holds them, which loads the session entry up front (bootstrap.tsx).
import '../session';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The logged-in player; null renders logged out. */
  info?: Informacion | null;
  /** The router's initial location. */
  route?: string;
  /** Pass `{ advanceTimers: jest.advanceTimersByTime }` when the test uses fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `ui` as an app holds it: the test config, a fresh store (with the query layer) logged
 * in as `info`, a memory router at `route`, the theme and the toasts.
 */
export function renderWithProviders(
  ui: ReactElement,
  { info = null, route = '/', userOptions, ...rest }: RenderAppOptions = {},
) {
  setConfig(testConfig);
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

/** Renders a remote's App where the host mounts it (its routes under /game), as `renderWithProviders`. */
export function renderRemote(App: ComponentType<RemoteAppProps>, options: RenderAppOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/game/*" element={<App basePath="/game" />} />
    </Routes>,
    options,
  );
}

/**
 * The render helper of a remote's test file: its App as the host holds it, at `route`, logged in
 * as `makePlayer()` unless a test passes `info` (null: logged out) or another route.
 */
export function remoteRenderer(App: ComponentType<RemoteAppProps>, defaults: { route: string }) {
  return ({ info = makePlayer(), route = defaults.route, ...rest }: RenderAppOptions = {}) =>
    renderRemote(App, { info, route, ...rest });
}

/**
 * Runs a remote's `./mount` as an integrator's page does: into a fresh element appended to the
 * document. `unmount()` calls the returned unmount inside `act` and takes the element off the
 * page; the element is kept so the test can check it was emptied.
 */
export async function mountInPage(mount: MountFn, options: MountOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  let unmountRemote: () => void = () => undefined;
  await act(async () => {
    unmountRemote = mount(element, options);
  });
  return {
    element,
    unmount() {
      act(() => unmountRemote());
      element.remove();
    },
  };
}
