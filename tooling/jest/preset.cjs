// One jest setup for every package: swc transform (fast, no type-check — tsc does that),
// jsdom for React packages, node for the rest.
const path = require('node:path');

/** @param {{ dir: string, name: string, env?: 'jsdom' | 'node' }} opts */
function jestProject({ dir, name, env = 'jsdom' }) {
  return {
    displayName: name,
    rootDir: dir,
    // jsdom plus Node's fetch family, so the real shared-auth `http` (ky) runs over a mocked fetch.
    testEnvironment: env === 'jsdom' ? path.join(__dirname, 'jsdom-with-fetch.cjs') : 'node',
    // The AWS SDK's "browser" export is untransformed ESM; tests mock its network layer anyway.
    testEnvironmentOptions: env === 'jsdom' ? { customExportConditions: ['node', 'require', 'default'] } : {},
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that jest must transform too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|valibot|@valibot)[@/+])'],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      // Mantine's inline <style> as a hoistable style, as in the builds (webpack/facades/replacements/mantine-inline-styles.ts)
      '/InlineStyles/InlineStyles\\.c?js$': path.join(__dirname, '..', 'webpack', 'facades', 'replacements', 'mantine-inline-styles.ts'),
    },
    setupFiles: [path.join(__dirname, 'setup-globals.cjs')],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
  };
}

module.exports = { jestProject };
