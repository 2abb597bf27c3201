module.exports = {
  ...require('./webpack/create-config.cjs'),
  ...require('./jest/preset.cjs'),
};
