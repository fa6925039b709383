/**
 * The lean remote entry's own webpack runtime, cut to what a `remoteEntry.js` loaded by the HUESO
 * host needs (docs/deployment.md, "Two entries of a remote"). Applied to the `lean` build only;
 * the standalone build keeps webpack's full runtime for pages without the host.
 * - publicPath: the entry's folder, from the `<script>` that runs it (the host's runtime always
 *   loads it with one), instead of webpack's automatic detection and its `globalThis` polyfill;
 * - share scopes: only the federation plugin's `__webpack_require__.S`/`.I`; webpack's own
 *   sharing module, which the federation one overrides as soon as it runs, is left out;
 * - the consumes table: one entry per shared library, built by a function from its key, range and
 *   strictness, instead of every field written out for each (all are singletons of the default
 *   scope without a copy of their own: `import: false`);
 * - the federation global without the tables of remote loading (a remote loads no remotes);
 * - no script loader: its chunks load through the page's (`loadChunk`, host/src/app/leanRemote.ts),
 *   which a host states it has in its manifest (`metaData.hueso.page`, createConfig.js's PAGE_API).
 */
const webpack = require('webpack');
const { compareModulesByIdentifier } = require('webpack/lib/util/comparators');

const { RuntimeGlobals, RuntimeModule, Template } = webpack;
const NAME = 'LeanEntryPlugin';

class ScriptFolderPublicPathRuntimeModule extends RuntimeModule {
  constructor() {
    super('publicPath', RuntimeModule.STAGE_BASIC);
  }

  generate() {
    return `${RuntimeGlobals.publicPath} = document.currentScript.src.replace(/[?#].*/, "").replace(/[^/]*$/, "");`;
  }
}

/** Chunks load through the page's `loadChunk` (host/src/app/leanRemote.ts), set on the federation global at startup. */
class PageLoadScriptRuntimeModule extends RuntimeModule {
  constructor() {
    super('load script', RuntimeModule.STAGE_BASIC);
  }

  generate() {
    const { runtimeTemplate } = this.compilation;
    return `${RuntimeGlobals.loadScript} = ${runtimeTemplate.returningFunction(
      `${RuntimeGlobals.require}.federation.loadChunk(url, done)`,
      'url, done',
    )};`;
  }
}

/**
 * What the federation plugin's consumes module writes for each shared module, as one call of
 * `consume(shareKey, requiredVersion, strictVersion)`; `null` when a module is not a plain
 * `import: false` singleton of the default scope loaded with a lazy chunk, and the plugin's own
 * table is kept.
 */
function compactConsumes(module, compilation, chunk) {
  if (!module._runtimeRequirements?.has(RuntimeGlobals.ensureChunkHandlers)) return null;
  const { chunkGraph, codeGenerationResults } = compilation;
  const chunkMapping = {};
  const calls = [];
  for (const referenced of chunk.getAllReferencedChunks()) {
    const modules = chunkGraph.getOrderedChunkModulesIterableBySourceType(
      referenced,
      'consume-shared',
      compareModulesByIdentifier,
    );
    if (!modules || referenced.id === null) continue;
    const ids = [];
    for (const consumed of modules) {
      const id = chunkGraph.getModuleId(consumed);
      const option = codeGenerationResults.getData(consumed, referenced.runtime, 'consume-shared');
      if (id === null || !option) continue;
      const { shareKey, shareScope, shareConfig } = option;
      const plain =
        !consumed.options?.import &&
        !referenced.canBeInitial() &&
        (shareScope ?? 'default') === 'default' &&
        shareConfig.singleton &&
        !shareConfig.eager &&
        !shareConfig.layer &&
        !option.treeShakingMode;
      if (!plain) return null;
      ids.push(id);
      calls.push(
        `${JSON.stringify(id)}: consume(${[
          shareKey,
          shareConfig.requiredVersion,
          Boolean(shareConfig.strictVersion),
        ]
          .map((value) => JSON.stringify(value))
          .join(', ')})`,
      );
    }
    if (ids.length) chunkMapping[referenced.id] = ids;
  }
  if (!calls.length) return null;
  const federation = `${RuntimeGlobals.require}.federation`;
  const { runtimeTemplate } = compilation;
  // The error the federation plugin's own fallback throws when the page provides no copy.
  const thrower = runtimeTemplate.basicFunction('', [`throw new Error("Can not get '" + shareKey + "'");`]);
  return Template.asString([
    'var installedModules = {};',
    'var moduleToHandlerMapping = {};',
    `var consume = ${runtimeTemplate.returningFunction(
      Template.asString([
        '({',
        Template.indent([
          `fallback: ${runtimeTemplate.returningFunction(thrower)},`,
          'shareScope: ["default"], singleton: true, eager: false,',
          'requiredVersion: requiredVersion, strictVersion: strictVersion, shareKey: shareKey',
        ]),
        '})',
      ]),
      'shareKey, requiredVersion, strictVersion',
    )};`,
    `${RuntimeGlobals.require}.consumesLoadingData.moduleIdToConsumeDataMapping = {`,
    Template.indent(calls.join(',\n')),
    '};',
    `${RuntimeGlobals.require}.consumesLoadingData.chunkMapping = ${JSON.stringify(chunkMapping)};`,
    `${RuntimeGlobals.ensureChunkHandlers}.consumes = ${runtimeTemplate.basicFunction('chunkId, promises', [
      `${federation}.bundlerRuntime.consumes({`,
      Template.indent([
        `chunkMapping: ${RuntimeGlobals.require}.consumesLoadingData.chunkMapping,`,
        'installedModules: installedModules,',
        'chunkId: chunkId,',
        'moduleToHandlerMapping: moduleToHandlerMapping,',
        'promises: promises,',
        `webpackRequire: ${RuntimeGlobals.require}`,
      ]),
      '});',
    ])};`,
  ]);
}

/**
 * The federation plugin's global for a build that loads no remotes: its options and an empty
 * `bundlerRuntimeOptions`, without the remote tables, the chunk matcher and the output folder,
 * which only the remote loading and Node.js chunk loading read (neither is on the host's page).
 * `null` when the build names remotes, and the plugin's own is kept.
 */
function compactFederationGlobal(module) {
  const options = module.initOptionsWithoutShared;
  if (!options || options.remotes?.length) return null;
  const federation = `${RuntimeGlobals.require}.federation`;
  return Template.asString([
    `if(!${federation}){`,
    Template.indent([
      `${federation} = { initOptions: ${JSON.stringify(options)}, bundlerRuntimeOptions: {} };`,
      `${RuntimeGlobals.require}.consumesLoadingData = {};`,
    ]),
    '}',
  ]);
}

/** Each federation runtime module the lean build writes in a shorter form, and that form. */
const COMPACT = {
  consumes: {
    constructorName: 'ConsumeSharedRuntimeModule',
    generate: compactConsumes,
  },
  'federation runtime': {
    constructorName: 'FederationRuntimeModule',
    generate: (module) => compactFederationGlobal(module),
  },
};

class LeanEntryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const first = { name: NAME, stage: -100 };
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.publicPath).tap(first, (chunk) => {
        compilation.addRuntimeModule(chunk, new ScriptFolderPublicPathRuntimeModule());
        return true;
      });
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap(first, (chunk) => {
        compilation.addRuntimeModule(chunk, new PageLoadScriptRuntimeModule());
        return true;
      });
      // The federation plugin adds its own `S` and `I` (ShareRuntimeModule of
      // @module-federation/enhanced); bailing here only keeps webpack's from being added too.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).tap(first, () => true);
      compilation.hooks.runtimeModule.tap(NAME, (module, chunk) => {
        const compact = COMPACT[module.name];
        if (!compact || module.constructor.name !== compact.constructorName) return;
        const generate = module.generate.bind(module);
        module.generate = () => compact.generate(module, compilation, chunk) ?? generate();
      });
    });
  }
}

module.exports = { LeanEntryPlugin };
