// The guard on a real Module Federation runtime (not a mock): only the network is faked, by a
// second plugin that answers manifest fetches and hands back a container instead of injecting
// remoteEntry.js. What that plugin sees is what would have reached the network.
import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteOriginGuard, RemoteOriginError } from './originGuard';

const SHELL = 'http://localhost:3000/';
const ALLOWED = new Set(['http://localhost:3002', 'http://localhost:4102']);

function manifest(name: string, metaData: Record<string, unknown> = { publicPath: 'auto' }) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '1', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:Card`, name: 'Card', path: './Card', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  };
}

let seq = 0;
function setup(manifests: Record<string, unknown>) {
  const network = { fetched: [] as string[], entries: [] as string[] };
  const fakeNetwork: ModuleFederationRuntimePlugin = {
    name: 'fake-network',
    async fetch(url) {
      network.fetched.push(url);
      return new Response(JSON.stringify(manifests[url] ?? {}), { status: manifests[url] ? 200 : 404 });
    },
    async loadEntry({ remoteInfo }) {
      network.entries.push(remoteInfo.entry);
      return {
        init: async () => undefined,
        get: async () => () => ({ default: `module from ${remoteInfo.entry}` }),
      } as never;
    },
  };
  const guard = remoteOriginGuard({ allowed: () => ALLOWED, base: () => SHELL });
  const host = new ModuleFederation({ name: `host${++seq}`, remotes: [], shared: {}, plugins: [guard, fakeNetwork] });
  return { host, network };
}

// The runtime logs every refused load; the assertions are on what reached the network.
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote origin guard on the Module Federation runtime', () => {
  it('loads a remote whose manifest, publicPath and entry are on an allowed origin', async () => {
    const name = `ok${seq}`;
    const url = 'http://localhost:3002/mf-manifest.json';
    const { host, network } = setup({ [url]: manifest(name) });
    host.registerRemotes([{ name, entry: url }]);
    await expect(host.loadRemote(`${name}/Card`)).resolves.toEqual({ default: 'module from http://localhost:3002/remoteEntry.js' });
    expect(network.entries).toEqual(['http://localhost:3002/remoteEntry.js']);
  });

  it('never fetches a manifest on a foreign origin', async () => {
    const name = `foreign${seq}`;
    const url = 'https://attacker.example/mf-manifest.json';
    const { host, network } = setup({ [url]: manifest(name) });
    host.registerRemotes([{ name, entry: url }]);
    await expect(host.loadRemote(`${name}/Card`)).rejects.toBeInstanceOf(RemoteOriginError);
    await expect(host.preloadRemote([{ nameOrAlias: name, exposes: ['./Card'] }])).rejects.toThrow();
    expect(network.fetched).toEqual([]);
    expect(network.entries).toEqual([]);
  });

  it('refuses an allowed manifest that points its publicPath (and so its entry) elsewhere', async () => {
    const name = `hop${seq}`;
    const url = 'http://localhost:4102/mf-manifest.json';
    const { host, network } = setup({ [url]: manifest(name, { publicPath: 'https://attacker.example/' }) });
    host.registerRemotes([{ name, entry: url }]);
    await expect(host.loadRemote(`${name}/Card`)).rejects.toThrow(/attacker\.example/);
    expect(network.fetched).toEqual([url]);
    expect(network.entries).toEqual([]);
  });

  it('refuses a protocol-relative publicPath and a getPublicPath (code the runtime would eval)', async () => {
    const a = `rel${seq}`;
    const b = `code${seq}`;
    const urlA = 'http://localhost:3002/a/mf-manifest.json';
    const urlB = 'http://localhost:3002/b/mf-manifest.json';
    const { host, network } = setup({
      [urlA]: manifest(a, { publicPath: '//attacker.example/' }),
      [urlB]: manifest(b, { getPublicPath: 'function(){ window.__pwned = true; return "http://localhost:3002/" }' }),
    });
    host.registerRemotes([{ name: a, entry: urlA }, { name: b, entry: urlB }]);
    await expect(host.loadRemote(`${a}/Card`)).rejects.toBeInstanceOf(RemoteOriginError);
    await expect(host.loadRemote(`${b}/Card`)).rejects.toThrow(/getPublicPath/);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(network.entries).toEqual([]);
  });

  it('refuses a plain remoteEntry.js registered on a foreign origin before injecting it', async () => {
    const name = `entry${seq}`;
    const { host, network } = setup({});
    host.registerRemotes([{ name, entry: 'https://attacker.example/remoteEntry.js' }]);
    await expect(host.loadRemote(`${name}/Card`)).rejects.toBeInstanceOf(RemoteOriginError);
    expect(network.entries).toEqual([]);
  });

  it('checks every script and stylesheet the runtime creates', () => {
    const guard = remoteOriginGuard({ allowed: () => ALLOWED, base: () => SHELL });
    const createScript = guard.createScript as (a: { url: string }) => unknown;
    const createLink = guard.createLink as (a: { url: string }) => unknown;
    expect(createScript({ url: 'http://localhost:3002/__federation_expose_Card.abc.js' })).toBeUndefined();
    expect(() => createScript({ url: 'https://attacker.example/x.js' })).toThrow(RemoteOriginError);
    expect(() => createLink({ url: 'https://attacker.example/x.css' })).toThrow(RemoteOriginError);
    expect(() => createScript({ url: '/main.js' })).toThrow(RemoteOriginError);
  });

  it('reads the allowed origins at every check (nothing is allowed before remotes.json is read)', () => {
    let allowed: ReadonlySet<string> = new Set();
    const guard = remoteOriginGuard({ allowed: () => allowed, base: () => SHELL });
    const createScript = guard.createScript as (a: { url: string }) => unknown;
    expect(() => createScript({ url: 'http://localhost:3002/remoteEntry.js' })).toThrow(RemoteOriginError);
    allowed = ALLOWED;
    expect(createScript({ url: 'http://localhost:3002/remoteEntry.js' })).toBeUndefined();
  });
});
