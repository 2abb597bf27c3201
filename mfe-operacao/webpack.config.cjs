const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { ports } = require('../tooling/runtime/local.cjs');

// The exposed modules (exposes.json, which src/pages/exposes.test.ts reads too) are the contract's
// (shared-domain/src/contracts/remotes.ts), which the shell's route table loads by name: `npm test`
// fails when the built manifest differs (scripts/contracts/check.ts).
module.exports = createConfig({
  dir: __dirname,
  name: 'operacao',
  port: ports.operacao,
  title: 'Acolhe — operação',
  exposes: require('./exposes.json'),
});
