const path = require('node:path');
const { jestProject } = require('../tooling/jest/preset.cjs');
const base = jestProject({ dir: __dirname, name: 'mfe-therapist-area' });
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/test/setup.ts')] };
