// The shared libraries the shell provides through a façade: instead of the whole package (a
// Module Federation shared module cannot be tree-shaken, any remote may use any export), the
// share scope holds a module re-exporting only what the workspace uses. One instance per page
// still (one MantineProvider context, one router context), at a fraction of the bytes.
const path = require('node:path');
const { FRONT_END_APPS, SHARED_PACKAGES } = require('../../workspace.cjs');

const root = path.join(__dirname, '..', '..', '..');

/** Where the façades' users live: every front-end package's sources (tests excluded). */
const WORKSPACE_SOURCES = [...FRONT_END_APPS, ...SHARED_PACKAGES].map((p) => path.join(root, p, 'src'));

/**
 * share: the package name apps import (and the share key);
 * full: the private request the façade imports the real package by (an alias, so the
 *   Module Federation consume of `share` does not catch the façade's own import);
 * file: the generated façade;
 * sharedUsers: other shared packages that import `share` themselves — they receive the façade
 *   too, so their imports count; `{ pkg, throughFacade: true }` counts only the part of `pkg` its
 *   own façade keeps (Mantine core behind its façade needs far fewer hooks than all of it);
 * replacements: exports the façade takes from a file of ours instead of the package (every user,
 *   the library's own components included, then gets ours) — README.md, "Replacements";
 * of + namesFrom: a second façade of one package (`of`), shared under a name of its own, serving
 *   the names the module `namesFrom` re-exports; those names leave the package's main façade —
 *   README.md, "A façade for the private areas".
 */
const FACADES = [
  {
    share: '@mantine/core',
    full: '@acolhe-full/mantine-core',
    file: path.join(__dirname, 'mantine-core.mjs'),
    sharedUsers: ['@mantine/dates', '@mantine/notifications'],
  },
  {
    share: '@acolhe/shared-ui/mantine-area-privada',
    of: '@mantine/core',
    full: '@acolhe-full/mantine-core',
    file: path.join(__dirname, 'mantine-area-privada.mjs'),
    namesFrom: path.join(root, 'shared-ui', 'src', 'mantine-area-privada', 'index.ts'),
    sharedUsers: [],
  },
  {
    share: '@mantine/hooks',
    full: '@acolhe-full/mantine-hooks',
    file: path.join(__dirname, 'mantine-hooks.mjs'),
    sharedUsers: [{ pkg: '@mantine/core', throughFacade: true }, '@mantine/dates', '@mantine/notifications', '@mantine/form'],
    replacements: { useId: './replacements/mantine-use-id.ts' },
  },
  {
    share: '@tanstack/react-query',
    full: '@acolhe-full/react-query',
    file: path.join(__dirname, 'react-query.mjs'),
    sharedUsers: [],
  },
  {
    share: 'react-router-dom',
    full: '@acolhe-full/react-router-dom',
    file: path.join(__dirname, 'react-router-dom.mjs'),
    sharedUsers: [],
  },
];

/** The package a façade serves a part of (its share name, unless it is a second façade). */
const packageOf = (facade) => facade.of ?? facade.share;

module.exports = { FACADES, WORKSPACE_SOURCES, root, packageOf };
