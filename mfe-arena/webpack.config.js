const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({
  name: 'arena',
  title: 'HUESO · Arena',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './mount': './src/mount.ts' },
});
