import {
  getRuntimeConfig,
  loadRuntimeConfig,
  onRuntimeConfig,
  parseRuntimeConfig,
  peekRuntimeConfig,
  setRuntimeConfig,
} from './config';
import { EARLY_FETCH_KEY } from './earlyFetch';
import { TEST_CONFIG, forgetConfig } from './testing/fixtures';

beforeEach(() => forgetConfig());

describe('getRuntimeConfig', () => {
  it('throws a clear error until the shell loads it', () => {
    expect(peekRuntimeConfig()).toBeNull();
    expect(() => getRuntimeConfig()).toThrow(/runtime config is not loaded.*loadRuntimeConfig/);
  });
  it('returns what setRuntimeConfig installed and notifies listeners', () => {
    const listener = jest.fn();
    const off = onRuntimeConfig(listener);
    setRuntimeConfig(TEST_CONFIG);
    off();
    setRuntimeConfig(TEST_CONFIG);
    expect(getRuntimeConfig()).toEqual(TEST_CONFIG);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('parseRuntimeConfig', () => {
  it('accepts a config without endpoint and trims values', () => {
    const { endpoint: _omit, ...cognito } = TEST_CONFIG.cognito;
    expect(parseRuntimeConfig({ ...TEST_CONFIG, apiBaseUrl: ' /api ', cognito })).toEqual({
      ...TEST_CONFIG,
      apiBaseUrl: '/api',
      cognito,
    });
  });
  it('names every problem', () => {
    expect(() => parseRuntimeConfig({ cognito: { region: '', endpoint: 'ftp://x' } })).toThrow(
      'Invalid runtime config: apiBaseUrl must be a non-empty string; cognito.region must be a non-empty string; cognito.userPoolId must be a non-empty string; cognito.clientId must be a non-empty string; cognito.endpoint, when given, must be an http(s) URL; supportEmail must be an e-mail address.',
    );
    expect(() => parseRuntimeConfig('x')).toThrow(/must be a JSON object/);
  });
  it("reads the operators' pool when given (trimmed), and names its problems", () => {
    expect(parseRuntimeConfig({ ...TEST_CONFIG, operadores: { userPoolId: ' local_operadores ', clientId: 'opclient ' } }).operadores).toEqual({
      userPoolId: 'local_operadores',
      clientId: 'opclient',
    });
    expect(parseRuntimeConfig(TEST_CONFIG)).not.toHaveProperty('operadores');
    expect(parseRuntimeConfig({ ...TEST_CONFIG, operadores: null })).not.toHaveProperty('operadores');
    expect(() => parseRuntimeConfig({ ...TEST_CONFIG, operadores: 'local_operadores' })).toThrow(
      'Invalid runtime config: operadores, when given, must be { userPoolId, clientId }.',
    );
    expect(() => parseRuntimeConfig({ ...TEST_CONFIG, operadores: { userPoolId: '', clientId: 3 } })).toThrow(
      'Invalid runtime config: operadores.userPoolId must be a non-empty string; operadores.clientId must be a non-empty string.',
    );
    // the customers' client is never the operators' (a customer's token would pass as an operator's)
    expect(() => parseRuntimeConfig({ ...TEST_CONFIG, operadores: { userPoolId: 'p', clientId: TEST_CONFIG.cognito.clientId } })).toThrow(
      "operadores.clientId must not be the customers' cognito.clientId",
    );
  });
});

describe('loadRuntimeConfig', () => {
  const respond = (status: number, body: string) =>
    jest.fn().mockResolvedValue(new Response(body, { status, headers: { 'content-type': 'application/json' } }));

  it('fetches /config.json without cache, validates and installs it', async () => {
    const fetchImpl = respond(200, JSON.stringify(TEST_CONFIG));
    await expect(loadRuntimeConfig(undefined, fetchImpl)).resolves.toEqual(TEST_CONFIG);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(getRuntimeConfig()).toEqual(TEST_CONFIG);
  });
  it('takes the response index.html already asked for (once), instead of fetching again', async () => {
    const early = Promise.resolve(new Response(JSON.stringify(TEST_CONFIG), { status: 200 }));
    (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY] = { '/config.json': early };
    try {
      const fetchImpl = respond(200, JSON.stringify(TEST_CONFIG));
      await expect(loadRuntimeConfig('/config.json', fetchImpl)).resolves.toEqual(TEST_CONFIG);
      expect(fetchImpl).not.toHaveBeenCalled();
      // a second load (a retry) asks the network: the early body is consumed
      await loadRuntimeConfig('/config.json', fetchImpl);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY];
    }
  });
  it('an early request that failed is a network error like any other', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY] = { '/config.json': failed };
    try {
      await expect(loadRuntimeConfig('/config.json', respond(200, '{}'))).rejects.toThrow('network error');
    } finally {
      delete (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY];
    }
  });
  it('uses global fetch by default', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = respond(200, JSON.stringify(TEST_CONFIG));
    try {
      await loadRuntimeConfig('/custom.json');
      expect(globalThis.fetch).toHaveBeenCalledWith('/custom.json', expect.anything());
    } finally {
      globalThis.fetch = original;
    }
  });
  it.each([
    ['HTTP errors', respond(404, 'nope'), 'Could not load the runtime config from /config.json: HTTP 404.'],
    ['non-JSON', respond(200, '<html>'), 'Could not load the runtime config from /config.json: the body is not JSON.'],
    ['an invalid shape', respond(200, '{}'), /Invalid runtime config/],
    ['network errors', jest.fn().mockRejectedValue(new TypeError('Failed to fetch')), 'Could not load the runtime config from /config.json: network error.'],
  ])('rejects %s and installs nothing', async (_label, fetchImpl, message) => {
    await expect(loadRuntimeConfig('/config.json', fetchImpl)).rejects.toThrow(message);
    expect(peekRuntimeConfig()).toBeNull();
  });
});
