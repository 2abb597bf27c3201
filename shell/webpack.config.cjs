const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: ports.shell, title: 'Acolhe — encontre o terapeuta ideal' });
