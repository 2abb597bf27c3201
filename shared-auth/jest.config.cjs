const path = require('node:path');
const { jestProject } = require('../tooling/jest/preset.cjs');
module.exports = {
  ...jestProject({ dir: __dirname, name: 'shared-auth' }),
  // jsdom + Node's fetch/Request/Response (the HTTP client is ky over fetch)
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  // the AWS SDK's "browser" export condition points at untransformed ESM; tests mock its
  // network layer (client.send) anyway, so resolve its Node (CommonJS) build
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
};
