/**
 * @jest-environment node
 */
// The public pages the site's server renders are valid HTML (issue 44: html-validate's standard
// preset found 8 errors on `/`, Mantine's <style> elements inside the body). Each page is rendered
// as the server does — the shell's frame and routes around the remote page's module, its
// `serverData` run against a fake api (renderLoadedPage, here with the remote's source instead of
// its server build) — and written into index.html by the site's server (scripts/stack/seo/pages.ts,
// the built template's head and boot), then validated whole.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { setRuntimeConfig } from '@acolhe/shared-auth';
import { matchRoute, ROUTE_PAGES } from '@acolhe/shared-domain/contracts';
import * as HomePage from '../../../mfe-discovery/src/pages/HomePage';
import * as TerapeutaPerfilPage from '../../../mfe-discovery/src/pages/TerapeutaPerfilPage';
import * as TerapeutasPage from '../../../mfe-discovery/src/pages/TerapeutasPage';
import { installFakeApi } from '../../../mfe-discovery/src/test/fakeApi';
import { therapist } from '../../../mfe-discovery/src/test/fixtures';
import { shellPages } from '../../../scripts/stack/seo/pages';
import { renderLoadedPage, type PageModule } from './render';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper
const { earlyFetchScript, bootAfterPaintScript } = require('../../../tooling/webpack/inline-scripts.cjs') as { earlyFetchScript: () => string; bootAfterPaintScript: () => string };

const SITE = 'http://site.test';
const PAGES: Record<string, PageModule> = { HomePage, TerapeutasPage, TerapeutaPerfilPage };

/** index.html as the shell's build writes it (tooling/webpack/index.html through html-webpack-plugin: the deferred entry in the head). */
function builtIndex(): string {
  const template = readFileSync(join(__dirname, '../../../tooling/webpack/index.html'), 'utf8');
  const options: Record<string, string> = { title: 'Acolhe', earlyFetchScript: earlyFetchScript(), bootAfterPaintScript: bootAfterPaintScript() };
  const html = template.replace(/<%= htmlWebpackPlugin\.options\.(\w+) %>/g, (_, name: string) => options[name]!);
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-html-'));
  writeFileSync(join(dir, 'index.html'), html.replace('</head>', '<script defer="defer" src="/main.js"></script></head>'));
  return dir;
}

/** The whole document the site answers for `path`. */
async function serverHtml(path: string): Promise<string> {
  const respond = shellPages({
    dir: builtIndex(),
    publicOrigin: () => SITE,
    apiBaseUrl: () => 'http://api.test/',
    // the head's own api read goes through the same fake api as the page's
    fetch: (input, init) => globalThis.fetch(new Request(input, init)),
    render: async (url) => {
      const ref = ROUTE_PAGES[matchRoute(url.pathname)!.name]!;
      const rendered = await renderLoadedPage({ id: `${ref.remote}/${ref.module}`, page: PAGES[ref.module]!, url: `${url.pathname}${url.search}`, origin: SITE });
      return { ...rendered, stylesheets: [`http://remotos.test/discovery/${ref.module}.css`] };
    },
  });
  const answer = await respond(new URL(path, SITE));
  expect(answer.status).toBe(200);
  return answer.body as string;
}

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** Each problem as `rule: message (line:column) <selector>`, so a failure says what and where. */
async function problemsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m: Message) => `${m.ruleId}: ${m.message} (${m.line}:${m.column}) ${m.selector ?? ''}`));
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test/', cognito: { region: 'us-east-2', userPoolId: 'local_test', clientId: 'testclient' }, supportEmail: 'contato@acolhe.com.br' });
  installFakeApi({ therapists: [therapist()], featured: [therapist()] });
});

describe("the server's HTML of the public pages passes html-validate's standard preset", () => {
  it.each([
    ['the home', '/'],
    ["a therapist's profile", '/terapeuta/t-1'],
    ['a search', '/terapeutas?search=ansiedade'],
  ])('%s (%s)', async (_name, path) => {
    const html = await serverHtml(path);
    // the page was rendered by the server (not an empty root left to the browser)
    expect(html).toContain('Marina Duarte');
    // Mantine's styles (the theme's, the responsive props') are in the head, after the page's stylesheet
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet" href="[^"]+"\/><style data-precedence="mantine" data-href="acolhe-tema-variaveis acolhe-tema-classes[^"]*">/);
    expect(await problemsOf(html)).toEqual([]);
  });
});

it("the header's search is a plain GET form to the list in the server's HTML (it works before the scripts)", async () => {
  const html = await serverHtml('/');
  const form = /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  expect(form).toMatch(/action="\/terapeutas"/);
  expect(form).toMatch(/method="get"/);
  expect(form).toMatch(/<input[^>]*name="search"/);
  expect(form).toMatch(/<button[^>]*type="submit"[^>]*aria-label="Buscar"|<button[^>]*aria-label="Buscar"[^>]*type="submit"/);
});
