import path from 'node:path';
import { sharedSingletons } from './shared.cjs';

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
