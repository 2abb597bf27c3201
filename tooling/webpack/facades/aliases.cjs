const { FACADES, packageOf } = require('./libraries.cjs');

/** webpack resolve.alias: each façade's private request → the real package. */
function facadeAliases() {
  return Object.fromEntries(FACADES.map((f) => [`${f.full}$`, packageOf(f)]));
}

/** The façade file a shared package is provided by, if it has one. */
function facadeFileFor(share) {
  return FACADES.find((f) => f.share === share)?.file;
}

module.exports = { facadeAliases, facadeFileFor };
