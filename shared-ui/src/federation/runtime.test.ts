import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { EARLY_FETCH_KEY } from '@acolhe/shared-auth';
import { preloadRemoteModule, registerRemotesFromManifest, registeredRemotes } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn().mockResolvedValue(undefined),
  registerRemotes: jest.fn(),
}));

const manifest = { discovery: 'http://localhost:3001/mf-manifest.json', booking: 'http://localhost:3002/mf-manifest.json' };
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => jest.clearAllMocks());
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY];
});

describe('registerRemotesFromManifest', () => {
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
