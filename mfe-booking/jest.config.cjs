const path = require('node:path');
const { jestProject } = require('../tooling/jest/preset.cjs');
module.exports = {
  ...jestProject({ dir: __dirname, name: 'mfe-booking' }),
  // Component tests run the real shared-auth `http` (ky over fetch) against a mocked global fetch.
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  // shared-auth's index loads the AWS SDK, whose "browser" export is untransformed ESM.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
};
