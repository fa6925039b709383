import { createInstance } from '@module-federation/enhanced/runtime';
import {
  CurrentGlobal,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  Module,
  ModuleFederation,
} from '@module-federation/runtime-core';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';

/**
 * The federation runtime of each lean remote entry, made on the page (docs/deployment.md, "Two
 * entries of a remote"). A lean `remoteEntry.js` carries neither the bundler runtime nor a
 * runtime layer: its bundler runtime module (shared/webpack/lean-runtime/bundler.js) asks the
 * page for `leanFederation(buildId)` and gets the object webpack-bundler-runtime would have made,
 * with the page's functions and state of its own (instance, share scopes, options). `init` and
 * `getInstance` follow @module-federation/runtime 2.x, per build (that package keeps one instance
 * for its module and finds it by the host's build id); `createInstance` is the package's own.
 */

type Options = ConstructorParameters<typeof ModuleFederation>[0] & { id?: string; version?: string };
type Plugin = NonNullable<Options['plugins']>[number];

const instances = () => CurrentGlobal.__FEDERATION__.__INSTANCES__;

/**
 * Names the remote in the runtime's share errors ("Version 2.0.0 from missions of shared singleton
 * module @hueso/shared does not satisfy the requirement of market which needs ^2.1.0"). A lean
 * build declares no shared library of its own (`import: false`), so the share info the runtime
 * builds for what it consumes has no `from`, and the message said "of undefined".
 */
const nameConsumer: Plugin = {
  name: 'hueso-name-consumer',
  beforeLoadShare(args) {
    if (args.shareInfo && !args.shareInfo.from) args.shareInfo.from = args.origin.options.name;
    return args;
  },
};

/** The runtime layer of one lean build; `buildId` is its FEDERATION_BUILD_IDENTIFIER. */
function leanRuntime(buildId: string) {
  let own: ModuleFederation | null = null;
  const existing = (name: string, version?: string) =>
    instances().find(
      (instance) =>
        (buildId && instance.options.id === buildId) ||
        (instance.options.name === name && !instance.options.version && !version) ||
        (instance.options.name === name && version && instance.options.version === version),
    );
  return {
    Module,
    ModuleFederation,
    getRemoteEntry,
    getRemoteInfo,
    loadScript,
    createInstance,
    init(options: Options) {
      const normalized = {
        ...options,
        id: options.id || '',
        plugins: [...(options.plugins || []), nameConsumer],
      };
      const instance = existing(options.name, options.version);
      if (!instance) return (own = createInstance(normalized));
      instance.initOptions(normalized);
      own ??= instance;
      return instance;
    },
    getInstance(finder?: (instance: ModuleFederation) => boolean) {
      return finder ? (instances().find(finder) ?? null) : own;
    },
  };
}

interface WebpackRequire {
  federation: { initOptions?: Options; runtime: ReturnType<typeof leanRuntime> };
}

/**
 * webpack-bundler-runtime's `init` for a build without Module Federation's shared tree-shaking
 * (createConfig.js enables none, so `sharedFallback` is never set): its tree-shaking plugin would
 * return at once, and so would the fallback getter, so neither is on the page.
 */
function init({ webpackRequire }: { webpackRequire: WebpackRequire }) {
  const { initOptions, runtime } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return runtime.init(initOptions);
}

/**
 * webpack's script loader (`__webpack_require__.l`) for the chunks of every lean entry, which
 * carries none of its own (shared/webpack/leanEntry.js): one `<script>` per chunk, removed once
 * it has run, and `done` given the load or error event that webpack's chunk loading turns into
 * its ChunkLoadError. webpack asks for each chunk once, so no script already on the page is
 * looked for.
 */
function loadChunk(url: string, done: (event: Event) => void): void {
  const script = document.createElement('script');
  const finish = (event: Event) => {
    script.remove();
    done(event);
  };
  script.addEventListener('load', finish);
  script.addEventListener('error', finish);
  script.src = url;
  document.head.appendChild(script);
}

/** What a lean entry's bundler runtime module exports (webpack-bundler-runtime's `federation`). */
export function leanFederation(buildId: string) {
  return {
    runtime: leanRuntime(buildId),
    instance: undefined,
    initOptions: undefined,
    // The names webpack-bundler-runtime's index.js gives them; a lean remote consumes no remotes.
    bundlerRuntime: {
      consumes,
      I: initializeSharing,
      installInitialConsumes,
      initContainerEntry,
      init,
      S: {},
    },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
    loadChunk,
  };
}
