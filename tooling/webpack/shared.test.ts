import path from 'node:path';
import { sharedSingletons } from './shared.cjs';
import { externalRuntime } from './create-config.cjs';

const root = path.join(__dirname, '..', '..');

describe("the operators' sign-in as a shared singleton", () => {
  it('every build provides it by its file, the shell too although it never imports it', () => {
    // Without the named file the shell's build left it out, the console fell back to its own copy,
    // whose runtime config nobody had loaded: the sign-in failed before reaching the identity pool.
    for (const app of ['shell', 'mfe-operacao']) {
      const shared = sharedSingletons(path.join(root, app)) as Record<string, { import?: string; singleton?: boolean }>;
      expect(shared['@acolhe/shared-auth/operador']).toMatchObject({ singleton: true, import: path.join(root, 'shared-auth', 'src', 'operador', 'index.ts') });
    }
  });
});

describe('issue 47: what a public page no longer loads whole', () => {
  it('@acolhe/shared-domain is bundled by each build (tree-shaken), not a shared module', () => {
    // Shared, the whole package was in every first load (a shared module cannot be tree-shaken).
    for (const app of ['shell', 'mfe-discovery', 'mfe-booking']) {
      const shared = sharedSingletons(path.join(root, app)) as Record<string, unknown>;
      expect(Object.keys(shared).filter((k) => k.startsWith('@acolhe/shared-domain'))).toEqual([]);
      expect(shared['@acolhe/shared-auth']).toBeDefined();
    }
  });

  it('production: the shell provides the Module Federation runtime and each remote uses it; development keeps a copy each', () => {
    expect(externalRuntime({ production: true, remote: false })).toEqual({ provideExternalRuntime: true });
    expect(externalRuntime({ production: true, remote: true })).toEqual({ externalRuntime: true });
    expect(externalRuntime({ production: false, remote: true })).toEqual({});
    expect(externalRuntime({ production: false, remote: false })).toEqual({});
  });
});
