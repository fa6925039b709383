const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({
  name: 'market',
  title: 'HUESO · Market',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './mount': './src/mount.ts' },
});
