// `npm run test:unit`: every package's unit/component tests in one jest run.
// The api (real database) and e2e (real browser) suites have their own runs.
module.exports = {
  projects: [
    'shared-domain',
    'shared-auth',
    'shared-ui',
    'shell',
    'mfe-discovery',
    'mfe-booking',
    'mfe-therapist-area',
    'mfe-client-area',
    'mfe-operacao',
    'scripts',
    'tooling',
  ].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
