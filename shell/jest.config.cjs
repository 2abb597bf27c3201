const { jestProject } = require('../tooling/jest/preset.cjs');
const base = jestProject({ dir: __dirname, name: 'shell' });
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test-utils/jestSetup.ts'] };
