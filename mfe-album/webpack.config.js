const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({
  name: 'album',
  title: 'HUESO · Album',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './mount': './src/mount.ts' },
});
