import type { ReactElement } from 'react';
import { Route, Routes } from '@hueso/shared';
import { makeInformacion, renderWithProviders } from '@hueso/shared/testing';

export { API, makeInformacion } from '@hueso/shared/testing';

/** Renders a host screen with a fresh store, the theme and a router at `path`. */
export function renderHost(
  ui: ReactElement,
  {
    path = '/',
    route = '*',
    info,
  }: { path?: string; route?: string; info?: Parameters<typeof makeInformacion>[0] } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path={route} element={ui} />
      <Route path="/game" element={<h1>Game home</h1>} />
    </Routes>,
    { route: path, info: info ? makeInformacion(info) : null },
  );
}
