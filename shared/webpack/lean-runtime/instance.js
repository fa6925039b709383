import { CurrentGlobal } from '@module-federation/runtime-core';

/* global FEDERATION_BUILD_IDENTIFIER -- defined by the ModuleFederationPlugin */
const buildId = () => (typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '');

/** The instance of this build already on the page, as @module-federation/runtime finds it. */
export function getGlobalFederationInstance(name, version) {
  const id = buildId();
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (id && instance.options.id === id) ||
      (instance.options.name === name && !instance.options.version && !version) ||
      (instance.options.name === name && version && instance.options.version === version),
  );
}
