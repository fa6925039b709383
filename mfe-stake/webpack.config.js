const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({
  name: 'stake',
  title: 'HUESO · Stake',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './mount': './src/mount.ts' },
});
