const { jestProject } = require('../tooling/jest/preset.cjs');
const base = jestProject({ dir: __dirname, name: 'mfe-discovery' });
// src/test/setup.ts: per-test timeout for the Mantine component tests (see there).
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'] };
