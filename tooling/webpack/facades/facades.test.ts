import { FACADES, WORKSPACE_SOURCES, packageOf, root } from './libraries.cjs';
import { facadeAliases, facadeFileFor } from './aliases.cjs';
import { facadeExports, facadeSource, isCurrent, packageDir } from './generate.cjs';
import { importedNames, namesInFiles, reachableFiles, sourceFiles, usedNames } from './scan.cjs';
import { sharedSingletons } from '../shared.cjs';
import path from 'node:path';

describe('importedNames', () => {
  it('named runtime imports and re-exports, renamed ones by their exported name', () => {
    const src = [
      "import { Button, Group as G } from '@mantine/core';",
      "import {\n  Text, // a comment\n  type MantineTheme,\n} from '@mantine/core';",
      "export { Modal } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
    ].join('\n');
    expect([...importedNames(src, '@mantine/core')].sort()).toEqual(['Button', 'Group', 'Modal', 'Text']);
  });
  it('type-only imports do not count', () => {
    expect(importedNames("import type { MantineTheme } from '@mantine/core';", '@mantine/core').size).toBe(0);
  });
  it('refuses namespace and default imports, which a façade cannot serve by name', () => {
    expect(() => importedNames("import * as M from '@mantine/core';", '@mantine/core')).toThrow(/only named imports/);
    expect(() => importedNames("import M, { Button } from '@mantine/core';", '@mantine/core')).toThrow(/only named imports/);
    expect(() => importedNames("import React, { useState } from 'react';", '@mantine/core').size).not.toThrow();
  });
});

describe('the committed façades', () => {
  it.each(FACADES.map((f) => [f.share, f] as const))('%s is up to date with what the code imports (run tooling/webpack/facades/generate.cjs)', (_share, facade) => {
    expect(isCurrent(facade)).toBe(true);
  });
  it('serve what the shell itself imports', () => {
    const core = facadeSource(FACADES.find((f) => f.share === '@mantine/core')!);
    for (const name of ['MantineProvider', 'Button', 'TextInput', 'Modal']) expect(core).toContain(`  ${name},`);
  });
  it('are what the share scope provides, and reach the real package through an alias', () => {
    const shared = sharedSingletons(path.join(__dirname, '..', '..', '..', 'shell')) as Record<string, { import?: string }>;
    for (const f of FACADES) {
      expect(shared[f.share]!.import).toBe(f.file);
      expect(facadeFileFor(f.share)).toBe(f.file);
      expect(facadeAliases()[`${f.full}$`]).toBe(packageOf(f));
    }
    expect(shared.react!.import).toBeUndefined();
  });
});

describe('the private areas\' façade of @mantine/core', () => {
  const privada = FACADES.find((f) => f.share === '@acolhe/shared-ui/mantine-area-privada')!;
  const core = FACADES.find((f) => f.share === '@mantine/core')!;
  // shared-ui's photo chooser is reached only through @acolhe/shared-ui/area-privada (both areas' photo)
  const PRIVATE_SHARED = [path.join(root, 'shared-ui', 'src', 'foto')];
  const PRIVATE_AREAS = [...['mfe-therapist-area', 'mfe-client-area', 'mfe-operacao'].map((p) => path.join(root, p, 'src')), ...PRIVATE_SHARED];
  const privateSharedFiles = PRIVATE_SHARED.flatMap((dir) => sourceFiles(dir));
  const publicSources = WORKSPACE_SOURCES.filter((dir) => !PRIVATE_AREAS.includes(dir));

  it('holds exactly the components only the private areas use, so no public page downloads them', () => {
    const privateNames = new Set([...usedNames('@mantine/core', PRIVATE_AREAS), ...usedNames(privada.share, PRIVATE_AREAS)]);
    const elsewhere = new Set([
      ...usedNames('@mantine/core', publicSources, [privada.namesFrom, ...privateSharedFiles]),
      ...usedNames(privada.share, publicSources, privateSharedFiles),
    ]);
    const onlyPrivate = [...privateNames].filter((n) => !elsewhere.has(n) && !facadeExports(core).includes(n)).sort();
    expect(facadeExports(privada)).toEqual(onlyPrivate);
    expect(onlyPrivate).toEqual(expect.arrayContaining(['NumberInput']));
  });
  it('and the main façade none of them', () => {
    const main = new Set(facadeExports(core));
    expect(facadeExports(privada).filter((n) => main.has(n))).toEqual([]);
  });
  it('the hooks\' façade serves what its components import from @mantine/hooks', () => {
    const needed = namesInFiles('@mantine/hooks', reachableFiles(path.join(packageDir('@mantine/core'), 'esm', 'index.mjs'), facadeExports(privada)));
    expect(needed.length).toBeGreaterThan(0);
    const hooks = facadeExports(FACADES.find((f) => f.share === '@mantine/hooks')!);
    expect(needed.filter((n) => !hooks.includes(n))).toEqual([]);
  });
});
