import { createInstance } from '@module-federation/enhanced/runtime';
import { Global } from '@module-federation/runtime-core';
import federationPlugin from './federationPlugin';
import { leanFederation } from './leanRemote';

/**
 * The page's one Module Federation runtime, loaded with the first remote area (not for /login).
 * The host is an ordinary webpack app; this module makes it the federation host at run time
 * (docs/deployment.md, "One federation runtime per page"):
 * - it puts `leanFederation` (leanRemote.ts) on the page as `_FEDERATION_RUNTIME_CORE`, where each
 *   remote's lean `remoteEntry.js` takes it from (`experiments.externalRuntime`): the entry's
 *   bundler runtime module (shared/webpack/lean-runtime/bundler.js) gets its runtime from it
 *   instead of carrying a copy. Only that name: the runtime core's others (`helpers`, `Module`, …)
 *   were read by lean entries built before it, which compat refuses (`pageFrom`, createConfig.js),
 *   and giving them kept 0.4 KB gzip of the core that nothing on the page uses;
 * - it provides the host's copies of every shared library (shared/webpack/createConfig.js,
 *   `sharedModules`, passed in as HUESO_HOST_SHARED), which the lean entries carry none of.
 */

declare const HUESO_HOST_SHARED: Record<
  string,
  { version: string; shareConfig: { singleton: boolean; requiredVersion: string; strictVersion?: boolean } }
>;

const runtimeGlobal = Global as typeof Global & { _FEDERATION_RUNTIME_CORE?: unknown };
runtimeGlobal._FEDERATION_RUNTIME_CORE = { leanFederation };

/** How the host loads each shared library; the keys are createConfig.js's shared list. */
const modules: Record<string, () => Promise<unknown>> = {
  // Named: one group for the libraries, which the embed's `area-kit` takes (on the game's page the
  // host's own bundle already holds them); axios and the query layer join the groups the platform
  // core loads them with (shared/src/api/client.ts, queryLayer.ts).
  react: () => import(/* webpackChunkName: "provided-libraries" */ 'react'),
  'react/jsx-runtime': () => import(/* webpackChunkName: "provided-libraries" */ 'react/jsx-runtime'),
  'react-dom': () => import(/* webpackChunkName: "provided-libraries" */ 'react-dom'),
  'react-dom/client': () => import(/* webpackChunkName: "provided-libraries" */ 'react-dom/client'),
  'react-redux': () => import(/* webpackChunkName: "provided-libraries" */ 'react-redux'),
  '@reduxjs/toolkit': () => import(/* webpackChunkName: "provided-libraries" */ '@reduxjs/toolkit'),
  'styled-components': () => import(/* webpackChunkName: "provided-libraries" */ 'styled-components'),
  axios: () => import(/* webpackChunkName: "http-client" */ 'axios'),
  // Named: every area takes the core, the kit and the game's controls (and most the moves, below)
  // with its first screen. On the game's page what of them the host's own code does not load and
  // no later chunk needs is one chunk, `provided-platform`, which a returning player's index.html
  // preloads with the rest of these groups; in the embed they are one chunk, `area-kit`, with the
  // element's loader, the libraries, the query layer and the tables (shared/webpack/createConfig.js,
  // `providedSplit`, `embedFirstAreaSplit`, which read these names).
  '@hueso/shared': () => import(/* webpackChunkName: "provided-core" */ '@hueso/shared'),
  '@hueso/shared/ui': () => import(/* webpackChunkName: "provided-ui" */ '@hueso/shared/ui'),
  '@hueso/shared/play': () => import(/* webpackChunkName: "provided-play" */ '@hueso/shared/play'),
  // Named: the embed takes it with the core and the kit; the game's page when a screen shows one.
  '@hueso/shared/tables': () => import(/* webpackChunkName: "provided-tables" */ '@hueso/shared/tables'),
  '@hueso/shared/dialogs': () => import('@hueso/shared/dialogs'),
  '@hueso/shared/cards': () => import('@hueso/shared/cards'),
  // Named: the login page's Keychain sign-in asks for the same chunk, and the loading spec checks
  // that neither /login nor the home screen asks for it before a payment or a sign-in needs it.
  '@hueso/shared/wallet': () => import(/* webpackChunkName: "provided-wallet" */ '@hueso/shared/wallet'),
  // Named: with the core, the kit and the game's controls in the game's `provided-platform`.
  '@hueso/shared/moves': () => import(/* webpackChunkName: "provided-moves" */ '@hueso/shared/moves'),
  '@hueso/shared/query': () => import(/* webpackChunkName: "query-layer" */ '@hueso/shared/query'),
  '@hueso/shared/session': () => import('@hueso/shared/session'),
  // Named: a returning player's index.html preloads it (shared/webpack/gamePreload.js).
  '@hueso/contract/common': () =>
    import(/* webpackChunkName: "provided-contract" */ '@hueso/contract/common'),
};

function hostShared() {
  return Object.fromEntries(
    Object.entries(HUESO_HOST_SHARED).map(([name, { version, shareConfig }]) => {
      const load = modules[name];
      if (!load) throw new Error(`The host has no loader for the shared library ${name}`);
      return [name, { version, shareConfig, scope: 'default', get: () => load().then((m) => () => m) }];
    }),
  );
}

/**
 * The federation instance. Remotes are registered as they are first needed, with the entry their
 * manifest names (remotes.ts, manifest.ts): the runtime is built without its manifest plugins.
 */
export function createFederation() {
  return createInstance({
    name: 'host',
    remotes: [],
    shared: hostShared(),
    shareStrategy: 'loaded-first',
    plugins: [federationPlugin()],
  });
}
