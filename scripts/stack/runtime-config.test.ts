// tooling/runtime/local.cjs: the config.json of the local stack, as shared-auth (the shell's own
// validator) reads it, and the origins the remotes answer CORS for.
import { createRequire } from 'node:module';
import { parseRuntimeConfig } from '@acolhe/shared-auth';
import { LOCAL_OPERADORES_CLIENT_ID, LOCAL_OPERADORES_POOL_ID } from '../identity/constants';

const require = createRequire(__filename);
const local = require('../../tooling/runtime/local.cjs') as {
  ports: Record<string, number>;
  localRuntimeConfig: () => unknown;
  devOverrideOrigins: () => string[];
  shellOrigins: () => string[];
};

const VARS = ['ACOLHE_REMOTE_OVERRIDES', 'ACOLHE_REMOTE_OVERRIDE_ORIGINS', 'ACOLHE_SHELL_ORIGINS'];
const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));
afterEach(() => {
  for (const v of VARS) {
    if (saved[v] === undefined) delete process.env[v];
    else process.env[v] = saved[v];
  }
});
beforeEach(() => VARS.forEach((v) => delete process.env[v]));

describe('the local config.json', () => {
  it('has remote overrides off by default (npm start serves like production)', () => {
    expect(parseRuntimeConfig(local.localRuntimeConfig()).remoteOverrides).toEqual({ enabled: false, allowedOrigins: [] });
  });

  it("names the operators' pool and client (the identity emulator's second pool)", () => {
    expect(parseRuntimeConfig(local.localRuntimeConfig()).operadores).toEqual({
      userPoolId: LOCAL_OPERADORES_POOL_ID,
      clientId: LOCAL_OPERADORES_CLIENT_ID,
    });
  });

  it('enables them for the listed origins with ACOLHE_REMOTE_OVERRIDES=true', () => {
    process.env.ACOLHE_REMOTE_OVERRIDES = 'true';
    process.env.ACOLHE_REMOTE_OVERRIDE_ORIGINS = ' http://localhost:4102 ,https://staging.example,';
    expect(parseRuntimeConfig(local.localRuntimeConfig()).remoteOverrides).toEqual({
      enabled: true,
      allowedOrigins: ['http://localhost:4102', 'https://staging.example'],
    });
  });

  it("npm run dev's default override origins are the remotes' ports + 1100", () => {
    const { discovery, booking, therapistArea, clientArea, operacao } = local.ports;
    expect(local.devOverrideOrigins()).toEqual([discovery, booking, therapistArea, clientArea, operacao].map((p) => `http://localhost:${p! + 1100}`));
  });
});

describe("the remotes' CORS origins", () => {
  it("are the shell's, or ACOLHE_SHELL_ORIGINS", () => {
    expect(local.shellOrigins()).toEqual([`http://localhost:${local.ports.shell}`, `http://127.0.0.1:${local.ports.shell}`]);
    process.env.ACOLHE_SHELL_ORIGINS = 'https://acolhe.example,https://staging.acolhe.example';
    expect(local.shellOrigins()).toEqual(['https://acolhe.example', 'https://staging.acolhe.example']);
  });
});
