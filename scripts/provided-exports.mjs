/**
 * Writes shared/webpack/provided-exports.json: per shared library, the exports the host provides
 * to the remotes, the union of what every remote of the registry takes (shared/webpack/sharedExports.js).
 * It compiles each remote's lean build into a scratch folder (the remotes' dist/ stay as they are)
 * and reads the uses its manifest carries.
 *
 *   npm run provided-exports            rewrite the file
 *   npm run provided-exports -- --check exit 1 if the file differs from what the remotes take
 *
 * Run it when a remote starts or stops using an export of a shared library, then build and
 * deploy the host before that remote (docs/deployment.md, "What the host provides").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { apps, root } from './apps.mjs';

const require = createRequire(import.meta.url);
process.env.HUESO_COLLECT_EXPORTS = '1';
// Compile into a scratch folder: the remotes' dist/ stay as they are.
process.env.HUESO_DIST = path.join(os.tmpdir(), 'hueso-provided-exports');

const webpack = require('webpack');
const { FILE } = require('../shared/webpack/sharedExports.js');

/** The lean build's `metaData.hueso.uses` of one remote, from an in-memory compilation. */
function usesOf(app) {
  const configs = require(path.join(root, app.dir, 'webpack.config.js'))({}, { mode: 'production' });
  const lean = configs.find((c) => c.name === 'lean');
  return new Promise((resolve, reject) => {
    webpack(lean, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(`${app.name}: ${stats.toString('errors-only')}`));
      const manifest = path.join(process.env.HUESO_DIST, 'mf-manifest.json');
      resolve(JSON.parse(readFileSync(manifest, 'utf8')).metaData.hueso.uses);
    });
  });
}

// Every library the host provides, with nothing taken until a remote takes something.
const { providedLibraries } = require('../shared/webpack/createConfig.js');
const union = Object.fromEntries(providedLibraries().map((library) => [library, []]));
for (const app of apps.filter((a) => !a.spa)) {
  const uses = await usesOf(app);
  for (const [library, names] of Object.entries(uses)) {
    if (names === '*' || union[library] === '*') union[library] = '*';
    else union[library] = [...new Set([...(union[library] ?? []), ...names])].sort();
  }
  console.log(`${app.name}: ${Object.keys(uses).length} shared libraries`);
}
const sorted = Object.fromEntries(Object.entries(union).sort(([a], [b]) => a.localeCompare(b)));
const text = `${JSON.stringify(sorted, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const current = readFileSync(FILE, 'utf8');
  if (current !== text) {
    console.error(`${path.relative(root, FILE)} is not what the remotes take: run npm run provided-exports`);
    process.exit(1);
  }
  console.log(`${path.relative(root, FILE)} matches what the remotes take.`);
} else {
  writeFileSync(FILE, text);
  console.log(`wrote ${path.relative(root, FILE)}`);
}
