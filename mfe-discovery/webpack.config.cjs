const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// Exposed pages are mounted by the shell's route table (shell/src/routes/routeTable.ts).
module.exports = createConfig({
  dir: __dirname,
  name: 'discovery',
  port: ports.discovery,
  title: 'Acolhe — descoberta',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './TerapeutasPage': './src/pages/TerapeutasPage.tsx',
    './TerapeutaPerfilPage': './src/pages/TerapeutaPerfilPage.tsx',
    './TutorialTerapeutasPage': './src/pages/TutorialTerapeutasPage.tsx',
    './TutorialClientesPage': './src/pages/TutorialClientesPage.tsx',
  },
});
