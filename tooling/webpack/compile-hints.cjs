// Explicit compile hints (V8, Chrome 136+; v8.dev/blog/explicit-compile-hints): a script whose first
// line is this comment has all its functions compiled at once, on a background thread while it
// streams in. Without it V8 only pre-parses a function and compiles it on the main thread the
// first time it is called: on the bench's phone that lazy compilation was ~3/4 of the boot's
// main-thread script time (Mantine's components ~230 ms → ~35 ms, the shell's boot 370 → 90 ms).
//
// Only the files whose code runs as a page loads carry it — eager compilation of code a visit
// never calls would cost memory and background work for nothing:
// - the entry chunks (main.js, a remote's remoteEntry.js);
// - the shell's boot chunks (boot-scripts.cjs: React, Mantine's façade, the shared packages…);
// - the chunks of each module a remote exposes (its pages, without their own lazy imports);
// - the chunks of the shared modules every page loads although lazily (`sharedOnLoad`: the data
//   cache, react-query, which comes with the first remote page).
// Added after minification (which would strip the comment) and before the source maps, which
// shift by the one line.
const { bootFiles, sharedFiles } = require('./boot-scripts.cjs');

const HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'CompileHintsPlugin';
const EXPOSE_CHUNK = /^__federation_expose_/;

/** The JavaScript files of `compilation` that run while a page loads. */
function filesCalledOnLoad(compilation, sharedOnLoad = []) {
  const files = new Set();
  const addChunk = (chunk) => {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  for (const entrypoint of compilation.entrypoints.values()) entrypoint.chunks.forEach(addChunk);
  for (const file of bootFiles(compilation)) if (file.endsWith('.js')) files.add(file);
  for (const key of sharedOnLoad) for (const file of sharedFiles(compilation, key)) if (file.endsWith('.js')) files.add(file);
  for (const chunk of compilation.chunks) {
    if (!chunk.name || !EXPOSE_CHUNK.test(chunk.name)) continue;
    for (const group of chunk.groupsIterable) group.chunks.forEach(addChunk);
  }
  return files;
}

class CompileHintsPlugin {
  /** @param {{ sharedOnLoad?: string[] }} [options] share keys loaded lazily by every page */
  constructor({ sharedOnLoad = [] } = {}) {
    this.sharedOnLoad = sharedOnLoad;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, () => {
        for (const file of filesCalledOnLoad(compilation, this.sharedOnLoad)) {
          if (!compilation.getAsset(file)) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, filesCalledOnLoad, COMPILE_HINT: HINT.trim() };
