/**
 * Tree-shaking the libraries the host provides to the remotes (docs/deployment.md, "What the
 * host provides"). The host loads each shared library for the remotes with a dynamic `import()`
 * (host/src/app/federation.ts); whole, that keeps every export of every library. Instead:
 * - each lean remote build records which exports it takes from each shared library (`usedExports`,
 *   from webpack's module graph) in its `mf-manifest.json` (`metaData.hueso.uses`);
 * - `provided-exports.json` (beside this file) lists, per library, the exports the host provides:
 *   the union of the remotes' uses (`npm run provided-exports` writes it), or "*" for all;
 * - the host's build gives each loader that list as `webpackExports` (`providedExportsLoader.js`),
 *   so webpack drops what neither the host nor a remote uses, and writes the list into the
 *   host's `mf-manifest.json`;
 * - a remote's build fails when it takes an export the list does not have, and `npm run compat`
 *   fails when a deployed host's manifest does not provide an export a remote takes.
 */
const fs = require('node:fs');
const path = require('node:path');

const FILE = path.join(__dirname, 'provided-exports.json');

/** Per shared library, the exports the host provides: a sorted list, or "*" for all of them. */
function providedExports() {
  return JSON.parse(fs.readFileSync(FILE, 'utf8'));
}

/**
 * Which exports this build takes from each shared library it consumes: a sorted list of
 * top-level names, or "*" when it uses the module object as a whole (a default import of a
 * CommonJS library, `import * as x` passed around).
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[] | '*'>}
 */
function usedExports(compilation) {
  const { moduleGraph } = compilation;
  const uses = {};
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const key = module.options.shareKey;
    if (uses[key] === '*') continue;
    const names = (uses[key] ??= new Set());
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      const { dependency } = connection;
      if (!dependency || !connection.isTargetActive(undefined)) continue;
      // An import specifier names the export it reads, even where webpack references the whole
      // module object for interop (a default import from a library it cannot analyse, such as
      // styled-components' `styled`): the host's namespace has that export, which is enough.
      const named = typeof dependency.getIds === 'function' ? dependency.getIds(moduleGraph) : null;
      const refs = named?.length ? [named] : dependency.getReferencedExports(moduleGraph, undefined);
      for (const ref of refs) {
        const ids = Array.isArray(ref) ? ref : ref.name;
        if (ids.length === 0) {
          uses[key] = '*';
          break;
        }
        names.add(ids[0]);
      }
      if (uses[key] === '*') break;
    }
  }
  return Object.fromEntries(
    Object.entries(uses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, names]) => [key, names === '*' ? '*' : [...names].sort()]),
  );
}

/** The exports in `uses` that `provided` lacks, as `{ library, name }` rows. */
function missingExports(uses, provided) {
  const missing = [];
  for (const [library, names] of Object.entries(uses)) {
    const have = provided[library];
    if (have === '*') continue;
    if (names === '*') {
      missing.push({ library, name: '*' });
      continue;
    }
    for (const name of names) if (!have?.includes(name)) missing.push({ library, name });
  }
  return missing;
}

/** "createSelector of @reduxjs/toolkit", or "all of styled-components" for "*". */
const describe = ({ library, name }) => (name === '*' ? `all of ${library}` : `${name} of ${library}`);

module.exports = { FILE, providedExports, usedExports, missingExports, describe };
