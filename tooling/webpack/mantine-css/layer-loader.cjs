// webpack loader (before css-loader) for Mantine's stylesheets: wraps each file in its own
// cascade layer, mantine.<Name> (stylesheets.cjs says why).
const { layerOf, layerOrderStatement } = require('./stylesheets.cjs');

module.exports = function mantineLayer(source) {
  const layer = layerOf(this.resourcePath);
  if (!layer) return source;
  if (/@(import|charset)\b/.test(source)) throw new Error(`${this.resourcePath}: @import/@charset cannot move inside @layer`);
  // Development (style-loader, a <style> per file in the order modules run): each file states
  // the order itself. Production states it once per emitted file (layer-order-plugin.cjs).
  const order = this.mode === 'production' ? '' : `${layerOrderStatement(this.rootContext)}\n`;
  return `${order}@layer ${layer} {\n${source}\n}\n`;
};
