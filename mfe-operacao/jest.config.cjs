const { jestProject } = require('../tooling/jest/preset.cjs');
module.exports = jestProject({ dir: __dirname, name: 'mfe-operacao' });
