import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntryOf, serverRenderer, stylesheetsOf } from './renderer';

const MANIFEST = 'http://remotos.test/discovery/mf-manifest.json';
const manifest = {
  exposes: [
    { name: 'HomePage', assets: { css: { sync: ['1.aaaa.css', '__federation_expose_HomePage.bbbb.css'] } } },
    { name: 'TerapeutaPerfilPage', assets: { css: { sync: ['../fora.css', 'javascript:alert(1).css', '2.cccc.css'] } } },
  ],
};

/** A shell build folder whose server/main.js is `source`. */
function shellWith(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-ssr-'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server', 'main.js'), source);
  return dir;
}

function rendererFor(shellDir: string, timeoutMs = 1_000) {
  const logs: string[] = [];
  const render = serverRenderer({
    shellDir,
    remotes: () => ({ discovery: MANIFEST }),
    config: () => ({ apiBaseUrl: '/api' }),
    publicOrigin: () => 'http://site.test',
    timeoutMs,
    fetch: (async () => new Response(JSON.stringify(manifest))) as typeof fetch,
    log: (m) => logs.push(m),
  });
  return { render, logs };
}

describe('server render of a public page', () => {
  it("renders with the remote's server container and an absolute api address, and links the page's stylesheets", async () => {
    const dir = shellWith(
      'exports.renderPage = async (req) => ({ html: "<h1>ok</h1>", state: { page: "discovery/HomePage", queries: {} }, seen: req });',
    );
    const { render } = rendererFor(dir);
    const result = (await render(new URL('http://site.test/?x=1'))) as unknown as { html: string; stylesheets: string[]; seen: { url: string; remotes: Record<string, string>; config: { apiBaseUrl: string }; origin: string } };
    expect(result.html).toBe('<h1>ok</h1>');
    expect(result.seen).toEqual({ url: '/?x=1', remotes: { discovery: 'http://remotos.test/discovery/server/remoteEntry.js' }, config: { apiBaseUrl: 'http://site.test/api' }, origin: 'http://site.test' });
    expect(result.stylesheets).toEqual(['http://remotos.test/discovery/1.aaaa.css', 'http://remotos.test/discovery/__federation_expose_HomePage.bbbb.css']);
  });

  it('a server container that fails, or is too slow, leaves the page to the browser', async () => {
    const failing = rendererFor(shellWith('exports.renderPage = async () => { throw new Error("remoteEntry.js: 404"); };'));
    expect(await failing.render(new URL('http://site.test/terapeutas'))).toBeNull();
    expect(failing.logs.join()).toContain('remoteEntry.js: 404');

    const hanging = rendererFor(shellWith('exports.renderPage = () => new Promise(() => {});'), 50);
    expect(await hanging.render(new URL('http://site.test/'))).toBeNull();
    expect(hanging.logs.join()).toContain('mais de 50 ms');
  });

  it('no server build, a private page or the shell\'s own page: nothing rendered, nothing loaded', async () => {
    const none = rendererFor(mkdtempSync(join(tmpdir(), 'acolhe-sem-servidor-')));
    expect(await none.render(new URL('http://site.test/'))).toBeNull();
    const dir = shellWith('exports.renderPage = async () => { throw new Error("não devia ser chamado"); };');
    const { render, logs } = rendererFor(dir);
    expect(await render(new URL('http://site.test/login'))).toBeNull();
    expect(await render(new URL('http://site.test/nada/aqui'))).toBeNull();
    expect(logs).toEqual([]);
  });
});

describe('addresses from the manifest', () => {
  it("the server container sits in the manifest's folder", () => {
    expect(serverEntryOf('/discovery/v1/mf-manifest.json', 'http://site.test/')).toBe('http://site.test/discovery/v1/server/remoteEntry.js');
  });

  it('only plain stylesheet names of the module, never a path out of its folder', () => {
    expect(stylesheetsOf(manifest, 'TerapeutaPerfilPage', MANIFEST)).toEqual(['http://remotos.test/discovery/2.cccc.css']);
    expect(stylesheetsOf(manifest, 'Outra', MANIFEST)).toEqual([]);
  });
});
