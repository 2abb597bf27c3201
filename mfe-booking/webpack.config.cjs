const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// Exposed pages are mounted by the shell's route table (shell/src/routes/routeTable.ts).
module.exports = createConfig({
  dir: __dirname,
  name: 'booking',
  port: ports.booking,
  title: 'Acolhe — agendamento',
  exposes: {
    './AgendarPage': './src/pages/AgendarPage.tsx',
    './BookingCard': './src/pages/BookingCard.tsx',
  },
});
