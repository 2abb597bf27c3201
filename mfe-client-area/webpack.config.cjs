const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// Exposed pages are mounted by the shell's route table (shell/src/routes/routeTable.ts).
module.exports = createConfig({
  dir: __dirname,
  name: 'clientArea',
  port: ports.clientArea,
  title: 'Acolhe — área do cliente',
  exposes: {
    './ClienteDashboardPage': './src/pages/ClienteDashboardPage.tsx',
    './ClienteConfiguracoesPage': './src/pages/ClienteConfiguracoesPage.tsx',
  },
});
