// The build's compressed variants (compression.cjs): what the static server and nginx send to a
// browser that accepts them (docs/deploy.md, "Compressed files"). A real production build of the
// boot fixture with our two plugins, its source maps and an incompressible asset.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { Compilation, sources, type Compiler } from 'webpack';
import { compressionPlugins } from './compression.cjs';
import { buildBootFixture } from './__fixtures__/buildFixture';

let out: string;

/** Random bytes do not compress: neither variant would be smaller. */
class NoisePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('NoisePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'NoisePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('noise.json', new sources.RawSource(randomBytes(4000)));
      });
    });
  }
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'compression-'));
  await buildBootFixture(out, {
    devtool: 'source-map',
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    plugins: [new MiniCssExtractPlugin(), new HtmlWebpackPlugin({ chunks: ['main'], publicPath: '/', title: 'Acolhe — '.repeat(40) }), new NoisePlugin(), ...compressionPlugins()],
  });
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const files = () => readdirSync(out).filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'));
const size = (f: string) => statSync(join(out, f)).size;

describe('compressed variants of a production build', () => {
  it('writes .br and .gz beside each script, stylesheet and page of 256 bytes or more, each decoding to the original', () => {
    const text = files().filter((f) => /\.(js|css|html)$/.test(f) && size(f) >= 256);
    expect(text).toEqual(expect.arrayContaining(['main.js', 'index.html']));
    for (const f of text) {
      const original = readFileSync(join(out, f));
      expect(brotliDecompressSync(readFileSync(join(out, `${f}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(out, `${f}.gz`)))).toEqual(original);
    }
    // minified code still shrinks to less than half
    const [largest] = text.filter((f) => f.endsWith('.js')).sort((a, b) => size(b) - size(a));
    expect(size(`${largest}.br`)).toBeLessThan(size(largest!) / 2);
  });

  it('leaves out source maps, license notes, files under 256 bytes and variants that would not be smaller', () => {
    const left = files().filter((f) => f.endsWith('.map') || f.endsWith('.LICENSE.txt') || size(f) < 256 || f === 'noise.json');
    expect(left).toEqual(expect.arrayContaining(['main.js.map', 'noise.json']));
    expect(left.some((f) => size(f) < 256)).toBe(true);
    for (const f of left) for (const variant of ['br', 'gz']) expect(existsSync(join(out, `${f}.${variant}`))).toBe(false);
  });
});
