/**
 * Host runtime plugin: puts the host's federation runtime core on the page as
 * `_FEDERATION_RUNTIME_CORE`, where the lean build of every remote (`experiments.externalRuntime`)
 * takes it from, so that a page loads the runtime once. It offers what the lean build uses (see
 * index.js, helpers.js and @module-federation/webpack-bundler-runtime), by name, so that the
 * host's bundle keeps tree-shaking the rest of the core; @module-federation/enhanced's
 * `provideExternalRuntime` does the same with the whole core namespace, 20 KB gzip more.
 */
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const core = {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  setGlobalFederationInstance,
};

export default function provideRuntimeCore() {
  return {
    name: 'hueso-provide-runtime-core',
    beforeInit(args) {
      const from = Global._FEDERATION_RUNTIME_CORE_FROM;
      if (Global._FEDERATION_RUNTIME_CORE && from && from.name !== args.options.name) {
        console.warn(
          `[federation] runtime core already provided by ${from.name}; ${args.options.name} uses it`,
        );
        return args;
      }
      Global._FEDERATION_RUNTIME_CORE = core;
      Global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name };
      return args;
    },
  };
}
