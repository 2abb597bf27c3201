// The shell's CSP allows index.html's one inline script by its hash, computed from the served page
// (scripts/stack/security-headers.ts). That text must be exactly early-fetch.inline.js, in the
// development page and after the production HTML minifier alike, or the hash in a generated
// server configuration (deploy/nginx) would not match the deployed page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { earlyFetchScript } from './early-fetch.cjs';

// html-webpack-plugin's own copy of the minifier (not a dependency of ours), loaded by its path.
const pluginDir = dirname(require.resolve('html-webpack-plugin'));
const minifierPath = require.resolve('html-minifier-terser', { paths: [pluginDir] });
type Minify = (html: string, options: Record<string, boolean>) => Promise<string>;

// html-webpack-plugin's `minify: 'auto'` options in production mode.
const PRODUCTION_MINIFY = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};

const rendered = readFileSync(join(__dirname, 'index.html'), 'utf8')
  .replace('<%= htmlWebpackPlugin.options.title %>', 'Acolhe')
  .replace('<%= htmlWebpackPlugin.options.earlyFetchScript %>', earlyFetchScript());

describe('index.html inline script', () => {
  it('is the early-fetch file, verbatim, in the development page', () => {
    expect(rendered).toContain(`<script>${earlyFetchScript()}</script>`);
    expect(earlyFetchScript()).toMatch(/^\/\/ Ask for the runtime files/);
    expect(rendered).not.toContain('<%');
  });

  it('survives the production minifier byte for byte', async () => {
    const { minify } = (await import(minifierPath)) as { minify: Minify };
    expect(await minify(rendered, PRODUCTION_MINIFY)).toContain(`<script>${earlyFetchScript()}</script>`);
  });

  it('is the only inline script of the page', () => {
    expect(rendered.match(/<script>/g)).toHaveLength(1);
  });
});
