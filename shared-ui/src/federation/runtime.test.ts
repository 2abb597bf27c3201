import { preloadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { EARLY_FETCH_KEY } from '@acolhe/shared-auth';
import { ORIGIN_GUARD_NAME } from './originGuard';
import { REMOTES_OVERRIDE_KEY } from './remotesManifest';
import { preloadRemoteModule, registerRemotesFromManifest, registeredRemotes } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../testing/federationRuntimeMock')>('../testing/federationRuntimeMock').federationRuntimeMock(),
);

const manifest = { discovery: 'http://localhost:3001/mf-manifest.json', booking: 'http://localhost:3002/mf-manifest.json' };
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => jest.clearAllMocks());
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY];
});

const early = (body: unknown) => {
  (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY] = { '/remotes.json': Promise.resolve(new Response(JSON.stringify(body))) };
};

describe('registerRemotesFromManifest', () => {
  it('puts the origin guard on the runtime (and on runtimes created later) before registering anything', async () => {
    early(manifest);
    await registerRemotesFromManifest('/remotes.json');
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: ORIGIN_GUARD_NAME })]);
    expect(registerGlobalPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: ORIGIN_GUARD_NAME })]);
    expect(jest.mocked(registerPlugins).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(registerRemotes).mock.invocationCallOrder[0]!);
  });

  it('ignores ?remote.* and drops a stored override unless the config enables overrides', async () => {
    window.history.replaceState(null, '', '/?remote.booking=https://attacker.example/mf-manifest.json');
    localStorage.setItem(REMOTES_OVERRIDE_KEY, JSON.stringify({ discovery: 'https://attacker.example/mf-manifest.json' }));
    early(manifest);
    const registration = await registerRemotesFromManifest('/remotes.json');
    expect(registration.remotes).toEqual(manifest);
    expect(registration.overridden).toEqual({});
    expect(localStorage.getItem(REMOTES_OVERRIDE_KEY)).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('applies an allowed override when enabled, reports it, and refuses the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?remote.booking=http://localhost:4102/mf-manifest.json&remote.discovery=https://attacker.example/mf-manifest.json');
    early(manifest);
    const registration = await registerRemotesFromManifest('/remotes.json', { enabled: true, allowedOrigins: ['http://localhost:4102'] });
    expect(registration.overridden).toEqual({ booking: 'http://localhost:4102/mf-manifest.json' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'discovery', entry: manifest.discovery },
      { name: 'booking', entry: 'http://localhost:4102/mf-manifest.json' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('discovery → https://attacker.example/mf-manifest.json (origem não permitida)'));
    warn.mockRestore();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('registers every remote, taking the response index.html already asked for', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY] = { '/remotes.json': Promise.resolve(new Response(JSON.stringify(manifest))) };
    await registerRemotesFromManifest('/remotes.json');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'discovery', entry: manifest.discovery },
      { name: 'booking', entry: manifest.booking },
    ]);
    expect(registeredRemotes()).toEqual(manifest);
    fetchSpy.mockRestore();
  });
});

describe('preloadRemoteModule', () => {
  it("asks the runtime for the exposed module's own files (not the shared ones) of a registered remote", async () => {
    (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY] = { '/remotes.json': Promise.resolve(new Response(JSON.stringify(manifest))) };
    await registerRemotesFromManifest('/remotes.json');
    preloadRemoteModule('discovery/HomePage');
    await flush();
    expect(preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({ nameOrAlias: 'discovery', exposes: ['./HomePage'], share: false }),
    ]);
  });
  it('ignores unknown remotes and never throws when the preload fails', async () => {
    preloadRemoteModule('nowhere/Page');
    expect(preloadRemote).not.toHaveBeenCalled();
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('down'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    preloadRemoteModule('booking/AgendarPage');
    await flush();
    expect(warn).toHaveBeenCalledWith('[acolhe] preload', 'booking/AgendarPage', expect.any(Error));
    warn.mockRestore();
  });
});
