/**
 * A webpack loader for host/src/app/federation.ts: gives each of its shared-library loaders
 * (`'react-redux': () => import('react-redux')`) the exports the host provides to the remotes,
 * as a `webpackExports` comment, from provided-exports.json (sharedExports.js). A library listed
 * as "*" is left whole. Without this loader (tests, type checks) the file works the same, whole.
 */
const { providedExports } = require('./sharedExports');

module.exports = function providedExportsLoader(source) {
  const provided = providedExports();
  this.addDependency(require('./sharedExports').FILE);
  return source.replace(/import\((['"])([^'"]+)\1\)/g, (call, quote, library) => {
    const names = provided[library];
    if (!names || names === '*') return call;
    return `import(/* webpackExports: ${JSON.stringify(names)} */ ${quote}${library}${quote})`;
  });
};
