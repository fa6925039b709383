const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({
  name: 'missions',
  title: 'HUESO · Missions',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './mount': './src/mount.ts' },
});
