// Puts Mantine's layer order (stylesheets.cjs) first in every stylesheet a build emits that holds
// one of its layers: whichever of the page's stylesheets is parsed first, the layers stand in
// Mantine's order, never in the order the files happened to arrive.
const { Compilation, sources } = require('webpack');
const { LAYER, layerOf, layerOrderStatement } = require('./stylesheets.cjs');

/**
 * mini-css-extract's "Conflicting order" between Mantine's files only: two modules asked for
 * them in different orders, which their layers make moot. Any other stylesheet's still shows.
 */
function isLayeredOrderWarning(warning) {
  const message = String(warning?.message ?? '');
  if (!message.includes('Conflicting order')) return false;
  const modules = [...message.matchAll(/^\s*\* css (.+)$/gm)].map((m) => m[1].split('!').pop().trim());
  return modules.length > 0 && modules.every((file) => layerOf(file) !== null);
}

class MantineLayerOrderPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MantineLayerOrderPlugin', (compilation) => {
      // Before the minimizer and the source maps, which keep working on the joined source.
      compilation.hooks.processAssets.tap({ name: 'MantineLayerOrderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, (assets) => {
        const statement = layerOrderStatement(compiler.context);
        for (const [file, source] of Object.entries(assets)) {
          if (!file.endsWith('.css') || !String(source.source()).includes(`@layer ${LAYER}.`)) continue;
          compilation.updateAsset(file, new sources.ConcatSource(`${statement}\n`, source));
        }
      });
    });
  }
}

module.exports = { MantineLayerOrderPlugin, isLayeredOrderWarning };
