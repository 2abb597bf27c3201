const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// The exposed modules are the contract's (shared-domain/src/contracts/remotes.ts), which the shell's
// route table and other remotes load by name: `npm test` fails when the built manifest differs
// (scripts/contracts/check.ts).
const exposes = {
  './HomePage': './src/pages/HomePage.tsx',
  './TerapeutasPage': './src/pages/TerapeutasPage.tsx',
  './TerapeutaPerfilPage': './src/pages/TerapeutaPerfilPage.tsx',
  './TutorialTerapeutasPage': './src/pages/TutorialTerapeutasPage.tsx',
  './TutorialClientesPage': './src/pages/TutorialClientesPage.tsx',
  './InstitucionalPage': './src/pages/InstitucionalPage.tsx',
};

// Every page of this remote is public: the shell's server renders each of them (dist/server/).
module.exports = createConfig({
  dir: __dirname,
  name: 'discovery',
  port: ports.discovery,
  title: 'Acolhe — descoberta',
  exposes,
  server: { exposes },
});
