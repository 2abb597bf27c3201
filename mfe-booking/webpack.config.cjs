const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// The exposed modules are the contract's (shared-domain/src/contracts/remotes.ts), which the shell's
// route table and other remotes load by name: `npm test` fails when the built manifest differs
// (scripts/contracts/check.ts).
module.exports = createConfig({
  dir: __dirname,
  name: 'booking',
  port: ports.booking,
  title: 'Acolhe — agendamento',
  exposes: {
    './AgendarPage': './src/pages/AgendarPage.tsx',
    './BookingCard': './src/pages/BookingCard.tsx',
    './SalaPage': './src/pages/SalaPage.tsx',
  },
});
