// Brotli and gzip variants of every text file a production build writes (`main.js.br`,
// `main.js.gz` beside `main.js`), made once at build time at the highest levels, so no server
// compresses a script per request and none serves one uncompressed (docs/deploy.md, "Compressed
// files"). The local static server and nginx's gzip_static/brotli_static pick a variant by the
// request's Accept-Encoding.
const { readFile, writeFile, unlink } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text a browser downloads (source maps are only read by devtools). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this a variant saves less than its headers cost. */
const MIN_BYTES = 256;

const isCompressible = (file) => COMPRESSIBLE.test(file) && !file.endsWith('.LICENSE.txt');

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `files` (paths relative to
 * `dir`); a variant that would not be smaller is not written (and an older one is removed), so a
 * server that finds no variant sends the file as it is. Returns the variants written.
 */
async function precompressFiles(dir, files) {
  const written = [];
  // zlib's async calls run on libuv's thread pool: every core compresses at once.
  await Promise.all(
    files.filter(isCompressible).map(async (file) => {
      const full = path.join(dir, file);
      const raw = await readFile(full);
      if (raw.length < MIN_BYTES) return;
      const variants = [
        ['.br', brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })],
        ['.gz', gzip(raw, { level: 9 })],
      ];
      for (const [suffix, pending] of variants) {
        const body = await pending;
        if (body.length < raw.length) {
          await writeFile(full + suffix, body);
          written.push(file + suffix);
        } else {
          await unlink(full + suffix).catch(() => undefined);
        }
      }
    }),
  );
  return written.sort();
}

/** After a production build has written its files, adds their compressed variants. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      // Every asset, including those written late (index.html, mf-manifest.json).
      await precompressFiles(outputPath, Object.keys(compilation.assets));
    });
  }
}

module.exports = { PrecompressPlugin, precompressFiles, isCompressible };
