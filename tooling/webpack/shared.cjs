// The libraries every micro-frontend shares as singletons, loaded once by the shell.
// Sub-paths are listed explicitly: MF matches request strings, so `react/jsx-runtime`
// would otherwise be bundled (and loaded) a second time by each remote.
const path = require('node:path');
const { facadeFileFor } = require('./facades/aliases.cjs');

const root = path.join(__dirname, '..', '..');
// Versions come from the app's own (exactly pinned) dependencies: some packages do not export
// their package.json.
const versionOf = (pkg, from) => {
  const { dependencies = {} } = require(path.join(from, 'package.json'));
  const version = dependencies[pkg];
  if (!version || !/^\d/.test(version)) throw new Error(`${from}: pin ${pkg} to an exact version`);
  return version;
};

/** The data cache (react-query) every page of a remote uses, a shared module of its own. */
const SHARED_DATA_CACHE = '@acolhe/shared-ui/data';
/** The Mantine components only the private areas use, a second façade of @mantine/core
 * (facades/README.md): loaded with the first private page, never by a public one. */
const SHARED_MANTINE_AREA_PRIVADA = '@acolhe/shared-ui/mantine-area-privada';
/** The operators' sign-in and session (issue 32), used only by the console. */
const SHARED_OPERADOR = '@acolhe/shared-auth/operador';

function sharedSingletons(packageDir) {
  const lib = (name, pkg = name) => {
    const version = versionOf(pkg, packageDir);
    const facade = facadeFileFor(name);
    // A façaded library is provided (and falls back) as its façade: facades/libraries.cjs.
    return [name, { singleton: true, requiredVersion: `^${version}`, version, ...(facade ? { import: facade } : {}) }];
  };
  // workspace:* dependencies get an empty requiredVersion in the build: state it here.
  // `file`: the module itself, named so every build provides it even when the build does not
  // import it (the shell never imports the operators' sign-in, yet must be its provider).
  const workspace = (name, file) => {
    const version = require(path.join(root, name.replace('@acolhe/', '').split('/')[0], 'package.json')).version;
    const facade = facadeFileFor(name) ?? file;
    return [name, { singleton: true, requiredVersion: `^${version}`, version, ...(facade ? { import: facade } : {}) }];
  };
  return Object.fromEntries([
    lib('react'),
    lib('react/jsx-runtime', 'react'),
    lib('react-dom'),
    lib('react-dom/client', 'react-dom'),
    // react-router itself is not shared: only react-router-dom's façade imports it.
    lib('react-router-dom'),
    lib('@mantine/core'),
    lib('@mantine/hooks'),
    lib('@mantine/dates'),
    lib('@mantine/form'),
    lib('@mantine/notifications'),
    lib('@tanstack/react-query'),
    lib('zustand'),
    lib('dayjs'),
    workspace('@acolhe/shared-auth'),
    // @acolhe/shared-domain is NOT shared (issue 47): it holds no state a page must have once
    // (schemas, labels, rules, formatting caches), and a shared module cannot be tree-shaken — the
    // whole package (the privacy policy's text, the agenda's and the finances' rules…) was in every
    // page's first load, and its /contracts and /operations entries, which were never shared,
    // bundled a second copy of its schemas into each room anyway. Each build now bundles the parts
    // it imports, split by webpack like its own code.
    workspace('@acolhe/shared-ui'),
    workspace(SHARED_DATA_CACHE), // its own singleton: loads with the first remote page
    // The operators' sign-in (the console's): a singleton of its own, so the module a remote loads
    // is the shell's, whose relative imports (the runtime config, the identity client) are the
    // shell's @acolhe/shared-auth — a remote's own copy would find no runtime config loaded.
    workspace(SHARED_OPERADOR, path.join(root, 'shared-auth', 'src', 'operador', 'index.ts')),
    // Provided by every build as its façade; with shareStrategy 'loaded-first' the first provider
    // registered (the shell's) is the one every remote gets, so its Mantine internals are the
    // ones of the shell's @mantine/core façade (one MantineProvider context).
    workspace(SHARED_MANTINE_AREA_PRIVADA),
  ]);
}

module.exports = { sharedSingletons, SHARED_DATA_CACHE, SHARED_MANTINE_AREA_PRIVADA };
