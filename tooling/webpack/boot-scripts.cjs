// The chunks an app needs to boot, as <script defer> in its index.html before main.js, and their
// stylesheets as <link rel="stylesheet"> after the entry's.
//
// Without this, the browser learns of them only after main.js has run the Module Federation
// runtime: index.ts's import('./bootstrap') and every shared library that bootstrap imports
// statically (React, Mantine…) are then fetched one round trip later, at low priority. Listed in
// the page, they download with main.js; webpack's chunk loading finds them already installed
// (JSONP chunks push into the global array before the runtime starts), so nothing is fetched twice.
// Lazily imported modules (pages, the data cache, toasts, dates) stay out: only static imports of
// the boot chunk group are followed, and a shared library through the chunks of its own provider,
// the copy the runtime loads when this app is the first to need it ('loaded-first').
// A boot chunk's stylesheet would otherwise be asked for by the runtime only when main.js runs,
// a round trip before the first render it holds back; mini-css-extract's runtime finds the
// <link> already in the page and does not insert it again.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/**
 * Walks chunks as the Module Federation runtime loads them: a chunk, then the chunks of the
 * provider of each shared module it consumes. `files` collects their .js and .css in load order.
 */
function chunkWalker(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE) providers.set(module._name, module);
  const seen = new Set();
  const files = [];
  const visitProvider = (shareKey) => {
    const provider = providers.get(shareKey);
    for (const block of provider?.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => group && group.chunks.forEach(visitChunk);
  const visitChunk = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js') || file.endsWith('.css')) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME) visitProvider(module.options.shareKey);
    }
  };
  return { files, seen, visitGroup, visitProvider };
}

/** Files (.js and .css) of the chunks that load with the shared module `shareKey`, as this app provides it. */
function sharedFiles(compilation, shareKey) {
  const walker = chunkWalker(compilation);
  walker.visitProvider(shareKey);
  return walker.files;
}

/** Files (.js and .css) of the chunks reached from the entry's async boundary, in load order. */
function bootFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { files, seen, visitGroup } = chunkWalker(compilation);
  const entryChunk = entry.getEntrypointChunk();
  seen.add(entryChunk);
  // The entry's own modules (index.ts): their dynamic imports are the async boundary. The
  // providers also sit in the entry chunk, but their blocks are every shared library, lazy or not.
  for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) {
    if (module.type === PROVIDE) continue;
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  }
  return files;
}

class BootScriptsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('BootScriptsPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const files = bootFiles(compilation);
        const boot = files.filter((f) => f.endsWith('.js')).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${file}` }, undefined, { plugin: 'BootScriptsPlugin' }),
        );
        const styles = files.filter((f) => f.endsWith('.css')).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { href: `${publicPath}${file}`, rel: 'stylesheet' }, undefined, { plugin: 'BootScriptsPlugin' }),
        );
        // After the entry's stylesheet, which starts the page's styles (Mantine's global ones).
        data.assetTags.styles = [...data.assetTags.styles, ...styles];
        // Before main.js: deferred scripts run in document order, so the chunks are installed
        // before the runtime asks for them.
        data.assetTags.scripts = [...boot, ...data.assetTags.scripts];
        // Deferred scripts are low priority, and over HTTP/1.1 Chrome lets only one low-priority
        // request run while the stylesheet loads: ~20 scripts arrived one after another.
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

module.exports = { BootScriptsPlugin, bootFiles, sharedFiles };
