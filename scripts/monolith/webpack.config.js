/**
 * The monolithic peer of the composed game, for `npm run bench` only (never shipped): the host's
 * webpack configuration (shared/webpack/createConfig.js) with every deployed area of the registry
 * imported statically from its source, one lazy chunk per area, and no federation at all. The
 * host's `app/remotes.ts` is swapped for a generated module that maps each remote name to
 * `import('<remote>/src/App.tsx')`.
 *   webpack --config scripts/monolith/webpack.config.js   (output: HUESO_MONOLITH_DIST)
 */
const { existsSync, mkdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const createConfig = require('../../shared/webpack/createConfig');
const registry = require('../../shared/remotes.json');

const root = path.resolve(__dirname, '../..');
const out = process.env.HUESO_MONOLITH_DIST ?? path.join(os.tmpdir(), 'hueso-monolith');
const deployed = registry.remotes.filter((r) => existsSync(path.join(root, r.dir, 'package.json')));

/** The areas module: the same API as host/src/app/remotes.ts, with static imports instead of federation. */
function areasModule() {
  const loaders = deployed
    .map(
      (r) =>
        `  ${JSON.stringify(r.name)}: () => import(/* webpackChunkName: ${JSON.stringify(`area-${r.name}`)} */ ${JSON.stringify(path.join(root, r.dir, 'src/App.tsx'))}),`,
    )
    .join('\n');
  // What each area's manifest would tell the host to paint while it loads (its src/firstPaint.json).
  const firstPaints = Object.fromEntries(
    deployed.map((r) => [r.name, createConfig.firstPaintOf(path.join(root, r.dir)) ?? {}]),
  );
  return `import { remoteRegistry } from '@hueso/shared';
const areas = {
${loaders}
};
const firstPaints = ${JSON.stringify(firstPaints)};
export function firstPaintKnown(name, path) {
  const screens = firstPaints[name] ?? {};
  return Object.hasOwn(screens, path) ? screens[path] : undefined;
}
export async function firstPaintOf(name, path) {
  return firstPaintKnown(name, path);
}
export class RemoteUnavailableError extends Error {}
export function registerConfiguredRemotes() {}
export async function loadRemoteApp(name) {
  const load = areas[name];
  if (!load) throw new RemoteUnavailableError('The ' + name + ' area is not deployed');
  return (await load()).default;
}
export function preloadRemoteOf(path) {
  const segment = path.replace(/^\\/game\\/?/, '').split('/')[0] ?? '';
  const remote = remoteRegistry.find((r) => r.routes.includes(segment));
  if (remote && areas[remote.name]) areas[remote.name]().catch(() => {});
}
`;
}

module.exports = (env, argv) => {
  // The host's page build (the first of its production builds; the second is /embed.js).
  const configs = createConfig({ name: 'host', title: 'HUESO', dir: path.join(root, 'host'), host: true })(
    env,
    {
      ...argv,
      mode: 'production',
    },
  );
  const config = Array.isArray(configs) ? configs[0] : configs;
  const generated = path.join(os.tmpdir(), 'hueso-monolith-src');
  mkdirSync(generated, { recursive: true });
  const areasFile = path.join(generated, 'areas.tsx');
  writeFileSync(areasFile, areasModule());
  return {
    ...config,
    name: 'monolith',
    output: { ...config.output, path: out, uniqueName: 'hueso_monolith' },
    // Resolve packages (react, @hueso/shared, …) from the repository for the generated module too.
    resolve: { ...config.resolve, modules: [path.join(root, 'node_modules'), 'node_modules'] },
    plugins: [
      // Precompressed copies as the host's (Lighthouse loads it as a player would); no module
      // stats (those describe the host's own build).
      ...config.plugins.filter((p) => p.constructor.name !== 'ModuleStatsPlugin'),
      new webpack.NormalModuleReplacementPlugin(/(?:^|[\\/])remotes$/, (resource) => {
        if (resource.context.startsWith(path.join(root, 'host'))) resource.request = areasFile;
      }),
    ],
  };
};
