const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// Exposed pages are mounted by the shell's route table (shell/src/routes/routeTable.ts).
module.exports = createConfig({
  dir: __dirname,
  name: 'therapistArea',
  port: ports.therapistArea,
  title: 'Acolhe — área do terapeuta',
  exposes: {
    './AreaTerapeutaPage': './src/pages/AreaTerapeutaPage.tsx',
    './ConfiguracoesTerapeutaPage': './src/pages/ConfiguracoesTerapeutaPage.tsx',
  },
});
