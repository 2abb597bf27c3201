const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: ports.shell,
  title: 'Acolhe — encontre o terapeuta ideal',
  // dist/server/main.js: the render of the public pages the site's server calls (src/server).
  server: { entry: './src/server/index.ts' },
});
