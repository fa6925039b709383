/**
 * A webpack loader for host/src/app/federation.ts: gives each of its shared-library loaders
 * (`'react-redux': () => import('react-redux')`) the exports the host provides to the remotes,
 * as a `webpackExports` comment, from provided-exports.json (sharedExports.js). A library listed
 * as "*", or with a `default` a remote imports, is left whole. Without this loader (tests, type
 * checks) the file works the same, whole.
 */
const { FILE, providedExports } = require('./sharedExports');

module.exports = function providedExportsLoader(source) {
  const provided = providedExports();
  this.addDependency(FILE);
  // `import('lib')`, or with a magic comment of its own (`import(/* webpackChunkName: … */ 'lib')`).
  return source.replace(
    /import\((\/\*[^*]*\*\/\s*)?(['"])([^'"]+)\2\)/g,
    (call, comment = '', quote, library) => {
      const names = provided[library];
      // A default import from a shared library reads it through the module object's `__esModule`
      // interop, which a namespace cut down to some exports does not carry: such a library is whole.
      if (!names || names === '*' || names.includes('default')) return call;
      return `import(${comment}/* webpackExports: ${JSON.stringify(names)} */ ${quote}${library}${quote})`;
    },
  );
};
