import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BootScriptsPlugin } from './boot-scripts.cjs';
import { buildBootFixture } from './__fixtures__/buildFixture';

let out: string;

// A host shaped like ours: index → import('./bootstrap'), React shared and used statically, dayjs
// shared but imported lazily, and a lazy page; the bootstrap and the page each with a stylesheet.
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'boot-scripts-'));
  await buildBootFixture(out, {
    output: { uniqueName: 'bootfixture' },
    optimization: { minimize: false, chunkIds: 'named' },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
      new ModuleFederationPlugin({
        name: 'bootfixture',
        shared: { react: { singleton: true, requiredVersion: false }, dayjs: { singleton: true, requiredVersion: false } },
        dts: false,
      }),
      new HtmlWebpackPlugin({ chunks: ['main'], publicPath: '/' }),
      new BootScriptsPlugin(),
    ],
  });
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const scripts = () => [...readFileSync(join(out, 'index.html'), 'utf8').matchAll(/<script defer="defer" src="\/([^"]+)" fetchpriority="high">/g)].map((m) => m[1]!);
const stylesheets = () => [...readFileSync(join(out, 'index.html'), 'utf8').matchAll(/<link href="\/([^"]+)" rel="stylesheet">/g)].map((m) => m[1]!);
const cssHolding = (text: string) => readdirSync(out).filter((f) => f.endsWith('.css') && readFileSync(join(out, f), 'utf8').includes(text));
const chunks = () => readdirSync(out).filter((f) => f.endsWith('.js') && f !== 'main.js');
const chunkHolding = (text: string) => chunks().filter((f) => readFileSync(join(out, f), 'utf8').includes(text));
// chunkIds 'named': a library's chunk is named after its path
const chunkOf = (library: string) => chunks().filter((f) => f.includes(`_node_modules_${library}_`));

describe('BootScriptsPlugin', () => {
  it('lists the bootstrap chunk and the statically shared libraries before main.js, all at high priority', () => {
    const listed = scripts();
    expect(listed[listed.length - 1]).toBe('main.js');
    const bootstrap = chunkHolding('Olá');
    expect(bootstrap).toHaveLength(1);
    expect(listed).toEqual(expect.arrayContaining(bootstrap));
    expect(chunkOf('react')).toHaveLength(1);
    expect(listed).toEqual(expect.arrayContaining(chunkOf('react')));
    expect(listed).toHaveLength(3);
  });

  it('leaves out what loads lazily: a page and a shared library imported with import()', () => {
    const listed = scripts();
    expect(chunkHolding('página carregada depois')).toHaveLength(1);
    expect(chunkOf('dayjs')).toHaveLength(1);
    for (const lazy of [...chunkHolding('página carregada depois'), ...chunkOf('dayjs')]) expect(listed).not.toContain(lazy);
  });

  it("links the boot chunks' stylesheets in the head, not a lazy page's", () => {
    const boot = cssHolding('.boot-greeting');
    const lazy = cssHolding('.lazy-page');
    expect(boot).toHaveLength(1);
    expect(lazy).toHaveLength(1);
    expect(stylesheets()).toEqual(boot);
  });
});
