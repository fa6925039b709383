/**
 * One webpack configuration for the host and every remote, so that all apps share the same
 * singletons, loaders and federation settings. Each app passes its name, title and exposes; its port
 * comes from the registry of remotes (shared/remotes.json).
 */
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FIRST_SCREEN_GROUPS, GamePreloadPlugin } = require('./gamePreload');
const { firstPaintOf } = require('./firstPaint');
const { LeanEntryPlugin } = require('./leanEntry');
const { providedExports, usedExports, missingExports, describe } = require('./sharedExports');
const sharedPkg = require('../package.json');
const contractPkg = require('../../contract/package.json');
const registry = require('../remotes.json');

/**
 * How production builds take three libraries:
 * - react-router's package exports point at its development build only; they use the production one.
 * - axios picks its first supported adapter in the order xhr, http, fetch, so in a browser it
 *   always sends through XMLHttpRequest and its fetch adapter (4 KB gzip) is never called; the
 *   client (shared/src/api/client.ts) names `xhr`, and the builds leave the fetch adapter out, as
 *   axios's own browser field leaves out the Node.js one.
 * - styled-components runs stylis's vendor prefixer only under `enableVendorPrefixes`, which the
 *   platform never sets (the game's browsers need no prefixes), so the builds take stylis's
 *   prefix table (1.2 KB gzip) as the value unchanged (stylis-prefix.mjs).
 */
const stylisDir = path.dirname(
  require.resolve('stylis/package.json', {
    paths: [path.dirname(require.resolve('styled-components/package.json'))],
  }),
);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const axiosDir = path.dirname(require.resolve('axios/package.json'));
const productionAliases = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
  [path.join(axiosDir, 'lib/adapters/fetch.js')]: false,
  [path.join(stylisDir, 'src/Prefixer.js')]: path.join(__dirname, 'stylis-prefix.mjs'),
};
/**
 * The module rules every production build adds: react-router's production build without the
 * display-name statements that keep its unused components in every bundle (unpinComponentsLoader.js).
 */
const productionRules = [
  {
    test: path.join(reactRouterDir, 'dist/production'),
    use: path.join(__dirname, 'unpinComponentsLoader.js'),
  },
];
/** Text files the build also writes as `.br` and `.gz`, for servers that send them as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map)$/;

/** Brotli (quality 11) and gzip (level 9) copies of every text asset, written next to it. */
function precompressed() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: Number.POSITIVE_INFINITY,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: Number.POSITIVE_INFINITY,
    }),
  ];
}

/** The package a shared key belongs to: `react/` and `react/jsx-runtime` are react's, `@hueso/shared/query` @hueso/shared's. */
function packageOf(key) {
  const parts = key.split('/').filter(Boolean);
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The versions of a shared package an app accepts (docs/deployment.md, "What each remote
 * requires"): a remote states its own in its package.json's `dependencies` as a caret range
 * (`"react": "^19.3.1"`, `"@hueso/shared": "^3.0.0"`): that minimum or any later version of the
 * same major. The host accepts its own installed version's major. HUESO_SHARED_REQUIRED overrides
 * @hueso/shared's for the browser test of an unmet need.
 */
function requiredRange(app, pkg) {
  if (pkg === '@hueso/shared' && process.env.HUESO_SHARED_REQUIRED) return process.env.HUESO_SHARED_REQUIRED;
  if (app.host) return `^${installedVersion(pkg)}`;
  const declared = ownDependencies(app)[pkg];
  if (!/^\^\d+\.\d+\.\d+$/.test(declared ?? ''))
    throw new Error(
      `${app.name}: declare "${pkg}": "^<minimum version>" in ${path.join(app.dir, 'package.json')} ` +
        '(the host shares it; the range is what this remote requires of it)',
    );
  return declared;
}

/** A remote's own package.json dependencies, read fresh (the generator and tests rewrite it). */
function ownDependencies(app) {
  return JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8')).dependencies ?? {};
}

/**
 * Libraries every app gets exactly once on a page (ARCHITECTURE.md, shared singletons), each with
 * the range the app requires (`requiredRange`).
 */
function sharedModules(app) {
  const singleton = (key) => ({ singleton: true, requiredVersion: requiredRange(app, packageOf(key)) });
  // strictVersion: an unmet need fails the remote's load (its "area unavailable" page) instead
  // of running it against a shared core that lacks what it calls.
  const strict = (key) => ({ ...singleton(key), strictVersion: true });
  return {
    react: singleton('react'),
    'react/': singleton('react/'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom/'),
    'react-redux': singleton('react-redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'styled-components': singleton('styled-components'),
    axios: singleton('axios'),
    // The platform core in entries of its own (shared/package.json "exports"), each a strict
    // singleton with its own exports list, so an area downloads only the entries it imports: the
    // public leaderboard takes the core and the UI kit, and no dialog, card or wallet code.
    '@hueso/shared': strict('@hueso/shared'),
    '@hueso/shared/ui': strict('@hueso/shared/ui'),
    // What a game screen adds to the kit (tabs, countdowns, sound, money names, the game's icons):
    // an entry of its own since 4.0.0, so a read-only view (the leaderboard) downloads none of it.
    '@hueso/shared/play': strict('@hueso/shared/play'),
    // The data table, its scroll region and tabs: an entry of its own since 4.2.0, so a screen that
    // shows them only in its dialogs (the home screen) downloads them with the dialog.
    '@hueso/shared/tables': strict('@hueso/shared/tables'),
    '@hueso/shared/dialogs': strict('@hueso/shared/dialogs'),
    '@hueso/shared/cards': strict('@hueso/shared/cards'),
    '@hueso/shared/wallet': strict('@hueso/shared/wallet'),
    // The game's moves (useGameMove, MovePhaseStatus) without the wallet's payments and sign-in:
    // an entry of its own since 4.1.0, so the home screen downloads no wallet code.
    '@hueso/shared/moves': strict('@hueso/shared/moves'),
    // The query layer: its own entry, so the login page loads without RTK Query.
    '@hueso/shared/query': strict('@hueso/shared/query'),
    // The session gate, its sign-in forms and the session's thunks: the core exports the same
    // names and loads this entry on first use, so a public route runs without it.
    '@hueso/shared/session': strict('@hueso/shared/session'),
    // The contract's common part (amounts, the player record, session, cards, chain shapes, the
    // zod functions `z`), strictly like @hueso/shared. The feature modules (@hueso/contract/<feature>)
    // are not shared: each remote bundles its own, at the version it was built with, and they take
    // their zod from this module, so a remote carries no zod of its own.
    '@hueso/contract/common': strict('@hueso/contract/common'),
  };
}

/** The packages a remote must declare in its package.json: one per shared library. */
const sharedPackages = () => [...new Set(Object.keys(sharedModules({ host: true })).map(packageOf))];

/** The port of an app in the one registry of remotes (shared/remotes.json). */
function portOf(app) {
  const entry = app.host ? registry.host : registry.remotes.find((r) => r.name === app.name);
  if (!entry) throw new Error(`${app.name} is not listed in shared/remotes.json`);
  return entry.port;
}

/**
 * The two builds of a remote in production (docs/deployment.md, "Two entries of a remote"):
 * - `lean`: `remoteEntry.<hash>.js` and `mf-manifest.json`, for the host. It takes the federation runtime
 *   from the page (host/src/app/federation.ts puts it there) instead of carrying a
 *   second copy, so it is a few KB.
 * - `standalone`: `remoteEntry.standalone.js` and `mf-manifest.standalone.json` with the runtime
 *   built in, for a page without the host (embedding through `./mount`), plus the remote's own
 *   `index.html` and `main.js` for running it alone.
 * The host is one build; in development every app is one build with its own runtime.
 *
 * The lean build's bundler runtime module is lean-runtime/bundler.js, in place of the copy the
 * federation plugin's entry imports: the page makes it (host/src/app/leanRemote.ts).
 */
const leanBundlerRuntime = new webpack.NormalModuleReplacementPlugin(
  /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
  path.join(__dirname, 'lean-runtime/bundler.js'),
);
/**
 * The lean build's files. `entry` is the development build's; in production the entry carries its
 * content hash (`hashedEntry`), like every chunk: only the manifest is read anew (no-cache), and it
 * names the entry. A returning player's page preloads the entry it named last time
 * (host/src/app/remoteMemory.ts) and the runtime's script takes that copy; an entry served no-cache
 * under a stable name was asked for twice when the HTTP cache held it.
 */
const LEAN = {
  entry: 'remoteEntry.js',
  hashedEntry: 'remoteEntry.[contenthash:8].js',
  manifest: 'mf-manifest.json',
};
/**
 * What the host's page gives a lean entry beyond the bundler runtime, as a level that only grows:
 * 2, its chunk loader (`loadChunk`, host/src/app/leanRemote.ts; shared/webpack/leanEntry.js).
 * The host's manifest states the level it provides, each lean manifest the level it needs
 * (`metaData.hueso.page`); `npm run compat` refuses a lean entry on a host below it.
 */
const PAGE_API = 2;
/**
 * The oldest lean entry level the host's page still runs. Level 1 is an entry whose manifest states
 * no level: built before `leanFederation`, it took the runtime core's own names from the page's
 * global, which the page no longer puts there (host/src/app/federation.ts); compat refuses it.
 */
const PAGE_FROM = 2;
const STANDALONE = { entry: 'remoteEntry.standalone.js', manifest: 'mf-manifest.standalone.json' };

/** The version of an installed package, read from its package.json. */
function installedVersion(pkg) {
  if (pkg.startsWith('@hueso/shared')) return sharedPkg.version;
  if (pkg.startsWith('@hueso/contract')) return contractPkg.version;
  const name = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  let dir = path.dirname(require.resolve(name, { paths: [__dirname] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    try {
      const json = require(file);
      if (json.name === name) return json.version;
    } catch {
      // no package.json here
    }
    if (dir === path.dirname(dir)) throw new Error(`package.json of ${name} not found`);
    dir = path.dirname(dir);
  }
}

/** Sub-paths the host provides for the `react/` and `react-dom/` prefixes of the shared list. */
const HOST_SUBPATHS = { 'react/': ['react/jsx-runtime'], 'react-dom/': ['react-dom/client'] };

/**
 * What the host provides at run time for each shared library (host/src/app/federation.ts):
 * its installed version and the share config of `sharedModules`.
 */
function hostShared(app) {
  const provided = {};
  for (const [key, config] of Object.entries(sharedModules(app)))
    for (const name of HOST_SUBPATHS[key] ?? [key]) {
      const { singleton, requiredVersion, strictVersion } = config;
      provided[name] = {
        version: installedVersion(name),
        shareConfig: { singleton, requiredVersion, ...(strictVersion ? { strictVersion } : {}) },
      };
    }
  return provided;
}

/**
 * What host/src/app/federation.ts is built with (the host's page and `/embed.js` alike): the
 * shared libraries it provides, and a browser-only runtime (no Node.js loading code).
 */
function hostDefines(app) {
  return new webpack.DefinePlugin({
    HUESO_HOST_SHARED: JSON.stringify(hostShared(app)),
    ENV_TARGET: JSON.stringify('web'),
    // The host reads the remotes' manifests itself (host/src/app/manifest.ts): no snapshot plugin.
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    // It loads remotes and shares libraries: stated, so the runtime's stand-ins for a build that
    // does neither (its disabled handlers) are left out rather than kept behind a run-time check.
    FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
    FEDERATION_OPTIMIZE_NO_SHARED: 'false',
  });
}

/**
 * What the host's `mf-manifest.json` says: every shared library it provides (`hostShared`), with
 * the exports the remotes can take (sharedExports.js; the rest is tree-shaken away), the bundler
 * runtime the lean remote entries take from the page and the areas it routes to.
 */
function hostManifest(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const provided = providedExports();
  const shared = Object.entries(hostShared(app)).map(([name, { version, shareConfig }]) => ({
    id: `${app.name}:${name}`,
    name,
    version,
    ...shareConfig,
    exports: provided[name] ?? '*',
  }));
  return {
    id: app.name,
    name: app.name,
    metaData: {
      name: app.name,
      type: 'app',
      buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
      hueso: {
        runtime: installedVersion('@module-federation/webpack-bundler-runtime'),
        page: PAGE_API,
        pageFrom: PAGE_FROM,
        // The areas this host routes to (shared/remotes.json when it was built): compat refuses
        // a remote it does not know, whose route would be its 404 page.
        areas: registry.remotes.map((r) => r.name),
      },
    },
    shared,
  };
}

/**
 * The host's `mf-manifest.json`: every shared library it provides to the remotes at run time
 * (`hostShared`), in the shape of a remote's manifest (`shared[]` with `name` and `version`).
 * `npm run compat` (scripts/compat.mjs) reads it from the deployed host.
 */
class HostManifestPlugin {
  constructor(app) {
    this.app = app;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const manifest = hostManifest(this.app);
          compilation.emitAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * What a remote requires of the host before it is built, in the shape of its lean manifest: the
 * range of each shared library (its package.json) and the bundler runtime. `npm run compat`
 * reads the same from a remote's folder (scripts/compat.mjs).
 */
function declaredManifest(app) {
  return {
    id: app.name,
    name: app.name,
    metaData: {
      hueso: {
        runtime: `^${installedVersion('@module-federation/webpack-bundler-runtime')}`,
        page: PAGE_API,
      },
    },
    shared: Object.entries(sharedModules(app)).flatMap(([key, config]) =>
      (HOST_SUBPATHS[key] ?? [key]).map((name) => ({ name, ...config, fallback: '' })),
    ),
  };
}

/**
 * With `HOST_URL` set, a remote's build checks itself against the host deployed there
 * (scripts/compat.mjs) and stops at the first refusal: before compiling, what its package.json
 * requires and whether the host knows the area; after emitting the lean build, its
 * `mf-manifest.json` with the exports it takes (`npm run compat -- --host $HOST_URL --remote dist`).
 * A refusal ends the whole build (the standalone build does not start).
 */
class HostCompatPlugin {
  constructor(app) {
    this.app = app;
  }

  async check(remote) {
    const host = process.env.HOST_URL;
    const compat = await import(pathToFileURL(path.join(__dirname, '../../scripts/compat.mjs')).href);
    const result = await compat.checkCompat({ host, remote });
    console.log(`\n${result.report}\n${compat.verdict(result)}\n`);
    if (!result.ok) {
      const error = new Error(`HOST_URL=${host} cannot run this build:\n${result.failures.join('\n')}`);
      // The refusal is the whole message: no stack trace for a known outcome.
      error.stack = error.message;
      throw error;
    }
  }

  apply(compiler) {
    if (!process.env.HOST_URL) return;
    compiler.hooks.beforeRun.tapPromise('HostCompatPlugin', () => this.check(declaredManifest(this.app)));
    compiler.hooks.afterEmit.tapPromise('HostCompatPlugin', () => this.check(compiler.outputPath));
  }
}

const repoRoot = path.resolve(__dirname, '../..');

/** A module's source file as the bench names it: `zod/v4/core/schemas.js`, `contract/src/common.ts`. */
function moduleName(resource) {
  const file = resource.split('?')[0];
  const inPackages = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (inPackages >= 0)
    return file
      .slice(inPackages + 14)
      .split(path.sep)
      .join('/');
  return path.relative(repoRoot, file).split(path.sep).join('/');
}

/**
 * Which source modules each emitted script carries, and their sizes (before minification), for
 * the bench's report of modules downloaded more than once (scripts/bench.mjs). Written outside
 * the served folder, to `<app>/.stats/<build>.json`: players never download it.
 */
class ModuleStatsPlugin {
  constructor(app, build) {
    this.file = path.join(app.dir, '.stats', `${build}.json`);
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ModuleStatsPlugin', (compilation) => {
      // A variant build (HUESO_DIST) leaves the stats of the deployed build as they are.
      if (process.env.HUESO_DIST) return;
      const { chunkGraph } = compilation;
      const files = {};
      for (const chunk of compilation.chunks) {
        const modules = {};
        const add = (module) => {
          if (module.modules) for (const inner of module.modules) add(inner);
          else {
            const resource = module.resource ?? module.nameForCondition?.();
            if (!resource) return;
            const name = moduleName(resource);
            modules[name] = (modules[name] ?? 0) + module.size();
          }
        };
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) add(module);
        for (const file of chunk.files) if (/\.m?js$/.test(file)) files[file] = modules;
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify({ outputPath: compiler.outputPath, files }));
    });
  }
}

/**
 * What a lean remote takes from the page, in its `mf-manifest.json` (`metaData.hueso`): the
 * bundler runtime (lean-runtime/bundler.js) and the exports of each shared library it uses
 * (sharedExports.js), and what the host paints of it before its code arrives (`firstPaint`).
 * The build fails when the host's list of provided exports lacks one.
 */
function leanManifestData(app) {
  const firstPaint = firstPaintOf(app);
  return ({ stats, compilation }) => {
    const uses = usedExports(compilation);
    stats.metaData.hueso = {
      runtime: `^${installedVersion('@module-federation/webpack-bundler-runtime')}`,
      page: PAGE_API,
      uses,
      ...(firstPaint ? { firstPaint } : {}),
    };
    // `npm run provided-exports` compiles the remotes to collect their uses (scripts/provided-exports.mjs).
    if (process.env.HUESO_COLLECT_EXPORTS) return stats;
    const missing = missingExports(uses, providedExports());
    if (missing.length)
      compilation.errors.push(
        new webpack.WebpackError(
          `${app.name} takes ${missing.map(describe).join(', ')}, which the host does not provide ` +
            '(shared/webpack/provided-exports.json). Run `npm run provided-exports`, ' +
            'then deploy the host before this remote (docs/deployment.md).',
        ),
      );
    return stats;
  };
}

function federation(app, build) {
  const common = {
    name: app.name,
    shared: sharedModules(app),
    shareStrategy: 'loaded-first',
    dts: false,
  };
  // Browser-only apps: leave the runtime's Node.js loading code out of the bundle.
  const optimization = { target: 'web' };
  // In development a remote is one build: the host's names, its own runtime and fallbacks.
  const files = build === 'dev' ? LEAN : STANDALONE;
  if (build !== 'lean')
    return new ModuleFederationPlugin({
      ...common,
      filename: files.entry,
      // The development entry is loaded by the host like a lean one: the host registers only
      // entries of type `var` (host/src/app/manifest.ts), under the same namespaced global.
      ...(build === 'dev' ? { library: { type: 'var', name: `hueso_${app.name}` } } : {}),
      exposes: app.exposes,
      manifest: { fileName: files.manifest },
      experiments: { optimization },
    });
  return new ModuleFederationPlugin({
    ...common,
    // The host provides every shared library (it shares the same list), so the lean build carries
    // no fallback copy of them: one copy per page by construction, and a smaller remoteEntry.
    shared: Object.fromEntries(Object.entries(common.shared).map(([k, v]) => [k, { ...v, import: false }])),
    filename: LEAN.hashedEntry,
    // The container's global is namespaced: a page embedding areas may have its own `market`.
    library: { type: 'var', name: `hueso_${app.name}` },
    // The host loads `./App` only; `./mount` is for pages without the host (the standalone entry),
    // and leaving it out keeps what it takes from @hueso/shared off the host's page.
    exposes: { './App': app.exposes['./App'] },
    manifest: { fileName: LEAN.manifest, additionalData: leanManifestData(app) },
    // A remote consumes no remotes: the bundler runtime's remote loading is left out.
    experiments: { optimization: { ...optimization, disableRemote: true }, externalRuntime: true },
  });
}

/**
 * The entries of @hueso/shared and the contract's common part load as lazy chunks of their own
 * (host/src/app/federation.ts) and import each other's modules (the wallet's payment dialog takes
 * the dialogs' modules, the card names the contract's common cards): a module that two lazy
 * chunks need goes into a chunk of its own, whatever its size, rather than a copy in each
 * (webpack's default keeps a copy of anything under 20 KB).
 */
const PLATFORM_SOURCE = /[\\/](?:shared|contract)[\\/]src[\\/]/;
const PLATFORM_CORE_SPLIT = {
  test: PLATFORM_SOURCE,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  priority: -5,
  reuseExistingChunk: true,
};

/**
 * The UI kit's modules (and the router's links) that two of the embed's lazy chunks need and its
 * `area-kit` does not hold (the game's controls, dialogs, cards and wallet share the item names):
 * one chunk, rather than a chunk of a few hundred bytes each. Its priority is
 * above `PLATFORM_CORE_SPLIT`'s, which takes the rest of the platform core. The game's page does
 * without: there it would put the modal in the chunk the first screen needs for the stack.
 */
const UI_KIT_SPLIT = {
  test: /[\\/]shared[\\/]src[\\/](?:ui[\\/]|routerLinks\.tsx$)/,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  name: 'ui-kit',
  priority: -4,
  enforce: true,
};

/**
 * The federation runtime and the host's federation provider (host/src/app/federation.ts and what
 * it imports; the lazy chunk group `federation`) as one chunk on the game's page (in the embed,
 * `area-kit` takes it with the rest of what an area needs first): one request for what the first
 * area needs before it loads, and 0.7 KB gzip less than the two files they were.
 */
const FEDERATION_SPLIT = {
  test: /[\\/](?:node_modules[\\/]@module-federation[\\/]|host[\\/]src[\\/]app[\\/](?:federation|federationPlugin|leanRemote)\.ts$)/,
  chunks: 'async',
  name: 'federation-runtime',
  enforce: true,
};

/**
 * The provided entries a page's first area takes with its first screen, as one chunk: what of
 * them the host's own code does not already load (its entry chunk keeps what /login uses) and no
 * other lazy chunk needs. Each entry's loader is a named chunk group (host/src/app/federation.ts);
 * without this they would be a chunk each plus a chunk for every combination of them that shares a
 * module. The game's page merges the core, the kit, the game's controls and the moves, which every
 * area's first screen takes (`FIRST_SCREEN_GROUPS`, which index.html preloads on /game). The
 * embed puts them in one chunk with the libraries instead (`embedFirstAreaSplit`).
 */
const providedSplit = (name, groups) => ({
  chunks: (chunk) => groups.includes(chunk.name),
  // Only what no other lazy chunk takes: a module a later chunk needs too (the wallet's moves and
  // item names) goes to `PLATFORM_CORE_SPLIT`'s chunk for both, never a copy in each.
  test: (module, { chunkGraph }) =>
    PLATFORM_SOURCE.test(module.nameForCondition() ?? '') &&
    [...chunkGraph.getModuleChunksIterable(module)].every(
      (chunk) => groups.includes(chunk.name) || chunk.canBeInitial(),
    ),
  name,
  enforce: true,
  priority: -3,
});

/**
 * The chunk groups of everything an embedded area needs before its own code runs, all of which
 * the public leaderboard takes: the element's area loader, the federation runtime, the libraries
 * the host shares (their loaders in host/src/app/federation.ts), the HTTP client, the query layer,
 * the contract's common part and the platform core, kit and tables.
 */
const EMBED_FIRST_AREA_GROUPS = [
  'area',
  'federation',
  'provided-libraries',
  'http-client',
  'query-layer',
  'provided-contract',
  'provided-core',
  'provided-ui',
  'provided-tables',
];

/** Whether every way to `group` in the chunk graph passes through the chunk group named `root`. */
function loadsAfter(group, root, seen = new Set()) {
  if (group.name === root || seen.has(group)) return true;
  seen.add(group);
  const parents = [...group.parentsIterable];
  return parents.length > 0 && parents.every((parent) => loadsAfter(parent, root, seen));
}

/**
 * The embed's first-area chunk (`area-kit`): every module of `EMBED_FIRST_AREA_GROUPS`, libraries
 * included, in one file. Each of those groups loads with any area, so what one of them needs is
 * downloaded anyway: one file compresses 4 KB gzip smaller than the eleven files it was, and
 * the page asks for it at once rather than in three waves. A module a later chunk needs too (the
 * wallet, the dialogs, the session's sign-in take the kit's buttons and the contract's schemas)
 * is in it as well, since every such chunk loads after the area loader; a module only they need
 * stays out (the leaderboard downloads no wallet, session or dialog code), and so would anything a
 * chunk that can load without the area loader needs (none today: the element's own script starts
 * only the area loader), which must not wait for this file.
 */
const embedFirstAreaSplit = (name) => ({
  chunks: 'async',
  test: (module, { chunkGraph }) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return (
      chunks.some((chunk) => EMBED_FIRST_AREA_GROUPS.includes(chunk.name)) &&
      chunks.every(
        (chunk) =>
          chunk.canBeInitial() || [...chunk.groupsIterable].every((group) => loadsAfter(group, 'area')),
      )
    );
  },
  name,
  enforce: true,
  // Above every other group: the runtime, the libraries, the query layer, the contract's common
  // part and the kit are in it, not in files of their own.
  priority: 10,
});

/**
 * The contract's common part that /login does not load: one lazy chunk, rather than a copy of its
 * small modules in each lazy chunk that needs one (the query layer, the chain client, the
 * federation provider), or a chunk for each set of them that shares one. But for its operations'
 * schemas, which only the chunk that follows a chain operation (shared/src/api/operations.ts)
 * reads: they stay in that chunk, which a page whose calls are answered at once never loads.
 */
const CONTRACT_COMMON_SPLIT = {
  test: /[\\/]contract[\\/]src[\\/]common[\\/](?!operation\.ts$)/,
  chunks: 'async',
  name: 'contract-common',
  enforce: true,
};

/**
 * The query layer as one chunk, as a returning player's index.html preloads it: RTK Query and the
 * platform's APIs, rather than a chunk for each set of them that the host's own lazy calls (the
 * login form's, the profile's) and the areas' share; with the entry's own module
 * (`@hueso/shared/query`), which would otherwise be a chunk and a request of its own.
 */
const QUERY_LAYER_SPLIT = {
  test: /[\\/](?:node_modules[\\/](?:@reduxjs[\\/]toolkit[\\/]dist[\\/]query|reselect|@standard-schema)[\\/]|shared[\\/]src[\\/](?:api[\\/](?:baseApi|fundsApi)|session[\\/]sessionApi|wallet[\\/]paymentsApi|query[\\/]index)\.ts$)/,
  chunks: 'async',
  name: 'query',
  enforce: true,
  priority: -2,
};

/**
 * webpack's vendor split, but for axios: the HTTP client (shared/src/api/client.ts) stays one lazy
 * chunk with the empty module standing for its left-out fetch adapter (`productionAliases`), where
 * the default group would move axios to a second file and leave that module alone in the first.
 */
const VENDORS_SPLIT = {
  test: /[\\/]node_modules[\\/](?!axios[\\/])/,
  priority: -10,
  reuseExistingChunk: true,
  idHint: 'vendors',
};

/**
 * @param {{ name: string, dir: string, title: string, exposes?: Record<string,string>, host?: boolean }} app
 * @param {boolean} production
 * @param {'host' | 'lean' | 'standalone' | 'dev'} build
 */
function buildConfig(app, production, build) {
  const port = portOf(app);
  // The page of an app: the host, a remote run alone (standalone build), any app in development.
  const withPage = build !== 'lean';
  return {
    name: build,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: withPage ? { main: './src/index.ts' } : {},
    context: app.dir,
    output: {
      // HUESO_DIST: another output folder, for a variant build such as the versioning test's.
      path: path.resolve(app.dir, process.env.HUESO_DIST || 'dist'),
      publicPath: 'auto',
      // Entry names stay stable (served without caching); lazily loaded chunks carry a content hash.
      // The host's entry is named in its index.html, so it can carry a hash too.
      filename: production && app.host ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Both builds of a remote may run on one page (host and an embedded standalone copy).
      uniqueName: build === 'standalone' ? `hueso_${app.name}_standalone` : `hueso_${app.name}`,
      // The standalone build runs second and writes into the same folder.
      clean: build !== 'standalone',
    },
    dependencies: build === 'standalone' ? ['lean'] : undefined,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...(production ? productionAliases : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                // Class fields and private methods as written, without a helper per module: the
                // libraries on the page already need a browser of that age (docs/architecture.md).
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|svg|webp|mp3|wav|ogg)$/i, type: 'asset/resource' },
        ...(production ? productionRules : []),
        // The host provides each shared library with only the exports the remotes take.
        ...(app.host && production
          ? [
              {
                test: path.join(app.dir, 'src/app/federation.ts'),
                enforce: 'pre',
                use: path.join(__dirname, 'providedExportsLoader.js'),
              },
            ]
          : []),
      ],
    },
    plugins: [
      ...(app.host
        ? [
            // The host is an ordinary app that becomes the federation host at run time, with the
            // first remote area (host/src/app/federation.ts): /login loads no federation code.
            hostDefines(app),
            ...(production ? [new HostManifestPlugin(app)] : []),
          ]
        : [
            federation(app, build),
            ...(build === 'lean'
              ? [leanBundlerRuntime, new LeanEntryPlugin(), new HostCompatPlugin(app)]
              : []),
          ]),
      ...(withPage
        ? [
            // Absolute script URLs, so deep links such as /game/market load the same entry.
            // One page template for every app (dark from the first paint); `title` names the app.
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title: app.title,
              // The host asks for config.json while its scripts download (host/src/app/config.ts).
              earlyConfig: Boolean(app.host),
              inject: 'body',
              publicPath: '/',
            }),
            // A returning player's /game: the chained lazy chunks preload with the entry scripts.
            ...(app.host && production ? [new GamePreloadPlugin()] : []),
            new CopyPlugin({
              patterns: [
                { from: path.join(__dirname, '../config/config.default.json'), to: 'config.json' },
                {
                  from: path.join(app.dir, 'public'),
                  globOptions: { ignore: ['**/index.html'] },
                  noErrorOnMissing: true,
                },
              ],
            }),
          ]
        : []),
      ...(production ? [...precompressed(), new ModuleStatsPlugin(app, build)] : []),
    ],
    // The host's first scripts in several files: shorter tasks while the page starts, and
    // libraries cached across deploys of the host's own code.
    optimization:
      app.host && production
        ? {
            splitChunks: {
              chunks: 'all',
              cacheGroups: {
                contractCommon: CONTRACT_COMMON_SPLIT,
                federationRuntime: FEDERATION_SPLIT,
                queryLayer: QUERY_LAYER_SPLIT,
                provided: providedSplit('provided-platform', FIRST_SCREEN_GROUPS),
                platformCore: PLATFORM_CORE_SPLIT,
                defaultVendors: VENDORS_SPLIT,
              },
            },
          }
        : undefined,
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Another site's page embeds the areas in development too (`<hueso-area>`): its script
      // requests are cross-site, which the dev server refuses unless the Host it is asked under
      // is allowed by name.
      allowedHosts: ['localhost'],
      client: { overlay: false },
    },
  };
}

/**
 * The host's second build (in development too): `/embed.js`, the loader of `<hueso-area>` for
 * other sites (docs/embedding.md). An ES module whose chunks load with `import()`: it puts no chunk arrays or
 * other globals on the integrator's page, and finds its chunks from its own URL. Its lazy part
 * is the host's federation runtime (host/src/app/federation.ts) with the host's shared libraries.
 */
function embedConfig(app, production) {
  const host = buildConfig(app, production, production ? 'host' : 'dev');
  return {
    ...host,
    name: 'embed',
    // Not an eval source map: `import.meta` is a syntax error in code run by `eval`.
    devtool: production ? false : 'cheap-module-source-map',
    entry: { embed: './src/embed/index.ts' },
    dependencies: [host.name],
    experiments: { outputModule: true },
    // `import.meta.url` stays the loader's URL at run time (the game's origin, for config.json).
    module: { ...host.module, parser: { javascript: { importMeta: false } } },
    output: {
      ...host.output,
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      filename: '[name].js',
      chunkFilename: production ? 'embed/[name].[contenthash:8].js' : 'embed/[name].js',
      uniqueName: 'hueso_embed',
      clean: false,
    },
    plugins: [
      hostDefines(app),
      ...(production ? [...precompressed(), new ModuleStatsPlugin(app, 'embed')] : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          federationRuntime: FEDERATION_SPLIT,
          queryLayer: QUERY_LAYER_SPLIT,
          provided: embedFirstAreaSplit('area-kit'),
          contractCommon: CONTRACT_COMMON_SPLIT,
          uiKit: UI_KIT_SPLIT,
          platformCore: PLATFORM_CORE_SPLIT,
          defaultVendors: VENDORS_SPLIT,
        },
      },
    },
    // In development the host's dev server serves it: one server for both compilations.
    devServer: undefined,
  };
}

/**
 * @param {{ name: string, dir: string, title: string, exposes?: Record<string,string>, host?: boolean }} app
 */
module.exports = function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The host serves `/embed.js` in development too, so `npm run dev` can be embedded.
    if (app.host)
      return [buildConfig(app, production, production ? 'host' : 'dev'), embedConfig(app, production)];
    if (!production) return buildConfig(app, false, 'dev');
    return [buildConfig(app, true, 'lean'), buildConfig(app, true, 'standalone')];
  };
};

/** The shared libraries the host provides to the remotes (scripts/provided-exports.mjs). */
module.exports.providedLibraries = () => Object.keys(hostShared({ host: true, name: 'host' }));

/** The manifest the host in this checkout is built with (the compat tests' "today's host"). */
module.exports.hostManifest = () =>
  hostManifest({ host: true, name: 'host', dir: path.join(repoRoot, 'host') });

/** The version of a package installed in this checkout (`@hueso/shared` and `@hueso/contract`: their own). */
module.exports.installedVersion = installedVersion;
/** What the host paints of the remote in `dir` before its code arrives (scripts/monolith). */
module.exports.firstPaintOf = (dir) => firstPaintOf({ dir });

/** The packages each remote declares with a caret range in its package.json (scripts/new-remote.mjs). */
module.exports.sharedPackages = sharedPackages;

/** The module aliases of every production build (scripts/bench-embed.mjs builds the leaderboard's floor with them). */
module.exports.productionAliases = productionAliases;
/** The module rules of every production build (the floor's build takes them too). */
module.exports.productionRules = productionRules;

/** What the remote in `dir` requires of the host, as its lean manifest states it (scripts/compat.mjs). */
module.exports.declaredManifest = (dir) => {
  const listed = registry.remotes.find((r) => path.resolve(repoRoot, r.dir) === path.resolve(dir));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return declaredManifest({ name: listed?.name ?? pkg.name.replace(/^@hueso\/mfe-/, ''), dir });
};
