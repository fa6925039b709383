const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({ name: 'host', title: 'HUESO', dir: __dirname, port: 8080, host: true });
