import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BootScriptsPlugin } from './boot-scripts.cjs';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints.cjs';
import { buildBootFixture } from './__fixtures__/buildFixture';

let out: string;
let outDayjsOnLoad: string;

// The boot fixture (boot-scripts.test.ts) built as production builds ours — minified, with source
// maps — and exposing its lazy page as a remote exposes its pages.
async function build(sharedOnLoad?: string[]): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  await buildBootFixture(out, {
    devtool: 'source-map',
    output: { uniqueName: 'hintfixture' },
    optimization: { chunkIds: 'named' },
    module: { rules: [{ test: /\.css$/, type: 'asset/source' }] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'hintfixture',
        filename: 'remoteEntry.js',
        exposes: { './LazyPage': './src/lazy-page.js' },
        shared: { react: { singleton: true, requiredVersion: false }, dayjs: { singleton: true, requiredVersion: false } },
        dts: false,
      }),
      new HtmlWebpackPlugin({ chunks: ['main'], publicPath: '/' }),
      new BootScriptsPlugin(),
      new CompileHintsPlugin(sharedOnLoad ? { sharedOnLoad } : undefined),
    ],
  });
  return out;
}

beforeAll(async () => {
  [out, outDayjsOnLoad] = await Promise.all([build(), build(['dayjs'])]);
}, 120_000);

afterAll(() => [out, outDayjsOnLoad].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const read = (file: string, dir = out) => readFileSync(join(dir, file), 'utf8');
const hinted = (file: string, dir = out) => read(file, dir).startsWith(`${COMPILE_HINT}\n`);
const chunks = (dir = out) => readdirSync(dir).filter((f) => f.endsWith('.js'));
const chunkHolding = (text: string) => chunks().filter((f) => read(f).includes(text));

describe('CompileHintsPlugin', () => {
  it('marks the entries, the boot chunks and the exposed page for eager compilation, on their first line', () => {
    expect(hinted('main.js')).toBe(true);
    expect(hinted('remoteEntry.js')).toBe(true);
    const bootstrap = chunkHolding('Olá');
    expect(bootstrap).toHaveLength(1);
    expect(hinted(bootstrap[0]!)).toBe(true);
    const exposed = chunkHolding('página carregada depois');
    expect(exposed.length).toBeGreaterThan(0);
    exposed.forEach((file) => expect(hinted(file)).toBe(true));
  });

  it('leaves lazily loaded code alone (a library imported on demand)', () => {
    const dayjs = chunks().filter((f) => f.includes('_node_modules_dayjs_'));
    expect(dayjs.length).toBeGreaterThan(0);
    dayjs.forEach((file) => expect(hinted(file)).toBe(false));
  });

  it('marks a lazily shared library that every page loads when told to (sharedOnLoad)', () => {
    const dayjs = chunks(outDayjsOnLoad).filter((f) => f.includes('_node_modules_dayjs_'));
    expect(dayjs.length).toBeGreaterThan(0);
    dayjs.forEach((file) => expect(hinted(file, outDayjsOnLoad)).toBe(true));
    expect(hinted('main.js', outDayjsOnLoad)).toBe(true);
  });

  it('survives minification, and the source map skips the added line', () => {
    expect(read('main.js').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    const map = JSON.parse(read('main.js.map')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });
});
