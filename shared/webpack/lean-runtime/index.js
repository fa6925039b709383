/**
 * `@module-federation/runtime` for the lean build of a remote (createConfig.js, `lean`): the same
 * functions the bundler runtime calls (`init`, `getRemoteEntry`, …) over the runtime core that
 * the host puts on the page (`experiments.externalRuntime`), without a second copy of the
 * runtime's error texts and logger. Semantics follow @module-federation/runtime 2.x; the
 * instance-bound helpers (`loadRemote`, `loadShare`, …) are left out: the lean build's code never
 * calls them, it reaches the instance through `__webpack_require__.federation.instance`.
 */
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { getGlobalFederationInstance } from './instance.js';
import nameConsumer from './nameConsumer.js';

export {
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  Module,
  ModuleFederation,
} from '@module-federation/runtime-core';

export function createInstance(options) {
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...options });
  setGlobalFederationInstance(instance);
  return instance;
}

let federationInstance = null;

export function init(options) {
  const instance = getGlobalFederationInstance(options.name, options.version);
  // The runtime's share errors name this remote (nameConsumer.js).
  const normalized = {
    ...options,
    id: options.id || '',
    plugins: [...(options.plugins || []), nameConsumer],
  };
  if (!instance) {
    federationInstance = createInstance(normalized);
    return federationInstance;
  }
  instance.initOptions(normalized);
  if (!federationInstance) federationInstance = instance;
  return instance;
}

export function getInstance(finder) {
  if (!finder) return federationInstance;
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(finder) || null;
}
