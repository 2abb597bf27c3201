// Brotli and gzip variants of every text file a production build writes (`main.js.br`,
// `main.js.gz` beside `main.js`), made once at build time at the highest levels, so no server
// compresses a script per request and none serves one uncompressed (docs/deploy.md, "Compressed
// files"). The local static server and nginx's gzip_static/brotli_static pick a variant by the
// request's Accept-Encoding. compression-webpack-plugin writes them (docs/decisions/0010).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const COMPRESSION = {
  /** Text a browser downloads; source maps are read only by devtools, license notes by nobody. */
  test: /\.(js|mjs|css|html|json|svg|txt|xml)$/,
  exclude: /\.LICENSE\.txt$/,
  /** Below this a variant saves less than its headers cost. */
  threshold: 256,
  /** A variant larger than its file is not written: a server that finds none sends the file. */
  minRatio: 1,
};

/** `.br` at quality 11, `.gz` at level 9: the highest levels, affordable once per build. The
 * algorithm is the name of node:zlib's function. */
const VARIANTS = [
  { suffix: '.br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } },
  { suffix: '.gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
];

/** The plugins of a production build, one per variant. */
function compressionPlugins() {
  return VARIANTS.map(
    ({ suffix, algorithm, compressionOptions }) => new CompressionPlugin({ ...COMPRESSION, filename: `[path][base]${suffix}`, algorithm, compressionOptions }),
  );
}

module.exports = { compressionPlugins, COMPRESSION, VARIANTS };
