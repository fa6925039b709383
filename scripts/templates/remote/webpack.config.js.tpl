const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({
  name: '__name__',
  title: 'HUESO · __label__',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './mount': './src/mount.ts' },
});
