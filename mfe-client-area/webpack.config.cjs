const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// The exposed modules (exposes.json, which src/pages/exposes.test.ts reads too) are the contract's
// (shared-domain/src/contracts/remotes.ts), which the shell's route table and other remotes load by
// name: `npm test` fails when the built manifest differs (scripts/contracts/check.ts).
module.exports = createConfig({
  dir: __dirname,
  name: 'clientArea',
  port: ports.clientArea,
  title: 'Acolhe — área do cliente',
  exposes: require('./exposes.json'),
});
