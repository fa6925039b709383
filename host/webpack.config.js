const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({ name: 'host', title: 'HUESO', dir: __dirname, host: true });
