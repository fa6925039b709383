/**
 * The bundler runtime module of a lean remote build (createConfig.js, `lean`), in place of
 * `@module-federation/webpack-bundler-runtime/dist/bundler.js`. The page makes it: the host puts
 * `leanFederation` on the runtime core's global (host/src/app/federation.ts and leanRemote.ts),
 * which returns the object webpack-bundler-runtime would have made, with the page's functions and
 * this build's own state. So a lean entry carries no runtime code of its own beyond webpack's.
 */
import { leanFederation } from '@module-federation/runtime-core';

/* global FEDERATION_BUILD_IDENTIFIER -- defined by the ModuleFederationPlugin */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

if (typeof leanFederation !== 'function')
  throw new Error('This remote entry needs the HUESO host runtime on the page (docs/deployment.md)');

export default leanFederation(buildId);
