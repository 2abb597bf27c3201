// `npm run test:unit`: every package's unit/component tests in one jest run.
// The api (real database) and e2e (real browser) suites have their own runs.
const { FRONT_END_APPS, SHARED_PACKAGES } = require('./tooling/workspace.cjs');

module.exports = {
  projects: [...SHARED_PACKAGES, ...FRONT_END_APPS, 'scripts', 'tooling'].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
