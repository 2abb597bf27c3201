// The shell's CSP allows index.html's inline scripts by their hashes, computed from the served page
// (scripts/stack/security-headers.ts). Those texts must be exactly the *.inline.js files, in the
// development page and after the production HTML minifier alike, or the hashes in a generated
// server configuration (deploy/nginx) would not match the deployed page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BOOT_SCRIPTS_ELEMENT_ID } from '@acolhe/shared-domain/contracts';
import { bootAfterPaintScript, earlyFetchScript, inlineScriptTags } from './inline-scripts.cjs';

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
  .replace('<%= htmlWebpackPlugin.options.earlyFetchScript %>', earlyFetchScript())
  .replace('<%= htmlWebpackPlugin.options.bootAfterPaintScript %>', bootAfterPaintScript());

describe('index.html inline scripts', () => {
  it('are the two files, verbatim, in the development page', () => {
    expect(rendered).toContain(`<script>${earlyFetchScript()}</script>`);
    expect(rendered).toContain(`<script>${bootAfterPaintScript()}</script>`);
    expect(earlyFetchScript()).toMatch(/^\/\/ Ask for the runtime files/);
    expect(rendered).not.toContain('<%');
  });

  it('survive the production minifier byte for byte', async () => {
    const { minify } = (await import(minifierPath)) as { minify: Minify };
    const minified = await minify(rendered, PRODUCTION_MINIFY);
    expect(minified).toContain(`<script>${earlyFetchScript()}</script>`);
    expect(minified).toContain(`<script>${bootAfterPaintScript()}</script>`);
  });

  it('are the only inline scripts of the page, early fetch in the head and the boot after the root', () => {
    expect(rendered.match(/<script>/g)).toHaveLength(2);
    expect(rendered.indexOf(earlyFetchScript())).toBeLessThan(rendered.indexOf('</head>'));
    expect(rendered.indexOf(bootAfterPaintScript())).toBeGreaterThan(rendered.indexOf('<div id="root"></div>'));
    expect(inlineScriptTags()).toBe(`<script>${earlyFetchScript()}</script><script>${bootAfterPaintScript()}</script>`);
  });

  it('the boot after paint reads the block the server writes (the contract\'s id)', () => {
    expect(bootAfterPaintScript()).toContain(`document.getElementById('${BOOT_SCRIPTS_ELEMENT_ID}')`);
  });
});
