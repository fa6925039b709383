const createConfig = require('../shared/webpack/createConfig');

module.exports = createConfig({ name: 'host', dir: __dirname, port: 8080, host: true });
