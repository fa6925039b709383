/**
 * The bundler runtime of a lean remote build (createConfig.js, `lean`), in place of
 * `@module-federation/webpack-bundler-runtime/dist/bundler.js`. Its functions are the page's: the
 * host puts one copy of them on the runtime core's global (host/src/app/federation.ts,
 * `bundlerRuntime`), so five remote entries do not carry five copies. The state is this remote's
 * own: its runtime (index.js, bound to this build), its instance and share scopes.
 */
import * as runtime from '@module-federation/runtime';
import { bundlerRuntime as page } from '@module-federation/runtime-core';

if (!page) throw new Error('This remote entry needs the HUESO host runtime on the page (docs/deployment.md)');

const { attachShareScopeMap, ...functions } = page;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // A lean remote consumes no remotes (`disableRemote`): no `remotes` handler.
  bundlerRuntime: { ...functions, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
