/** The stake remote's test helpers, on the shared test kit: its player, its App, the MSW server. */
import { type Informacion } from '@hueso/contract';
import {
  API,
  chainHandlers,
  installKeychain,
  setUpRemoteTests,
  makeInformacion,
  renderRemote,
  server,
  testConfig,
  type RenderAppOptions,
} from '@hueso/shared/testing';
import App from './App';

export const TEST_CONFIG = testConfig;
export { API, chainHandlers, installKeychain, server };
setUpRemoteTests();

/** A player with the starter pack, real HUESO and VIPHUESO to stake. */
export function makeInfo(overrides: Partial<Informacion> = {}): Informacion {
  return makeInformacion({
    nombre: 'player1',
    dineroReal: 12000,
    fusion: 150,
    inventario: [
      { nombre: 'General Pack', cantidad: 3, image: `${API}/items/art/General%20Pack.svg` },
      { nombre: 'Hueso Fusion', cantidad: 1, image: `${API}/items/art/Hueso%20Fusion.svg` },
      { nombre: 'ticket stake', cantidad: 2, image: `${API}/items/art/ticket%20stake.svg` },
    ],
    ...overrides,
  });
}

/** Renders the remote's App as the host does (under /game), logged in as `info`. */
export function renderArea({ info = makeInfo(), route = '/game/stake', ...rest }: RenderAppOptions = {}) {
  return renderRemote(App, { info, route, ...rest });
}
