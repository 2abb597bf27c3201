// Which of Mantine's stylesheets a module needs, from what it imports of @mantine/*.
//
// The whole @mantine/core/styles.css (~280 KB) used to block every page's first paint. Mantine
// ships one file per component (styles/<Name>.css, matching esm/…/<Name>.module.mjs, the class
// names a component uses): imports-loader.cjs adds, to each module of ours that imports Mantine
// components, the files those components reach. The CSS then travels with the module's chunk —
// the shell's first load keeps only what the shell renders, a remote's page chunk brings the rest.
//
// Files arrive in any order and twice (the shell and a remote each bundle UnstyledButton.css),
// while Mantine relies on its own order (Button.css after UnstyledButton.css, same specificity).
// Each file therefore sits in its own cascade layer, `mantine.<Name>`, declared in Mantine's
// order (the order of its styles.css) at the top of every stylesheet we emit: a copy arriving
// late cannot override a file that comes after it in Mantine's order.
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { importedNames, reachableFiles, namesInFiles } = require('../facades/scan.cjs');

const CORE = '@mantine/core';
/**
 * Names imported from here are core components too: the private areas' façade of @mantine/core
 * (tooling/webpack/facades/README.md). Without it their files never came (a Chip drew as a bare
 * checkbox with a page-wide check mark).
 */
const CORE_FACADES = ['@acolhe/shared-ui/mantine-area-privada'];
/** Mantine packages whose components carry styles; core's come per component, the others whole. */
const PACKAGES = [CORE, '@mantine/dates', '@mantine/notifications'];
/** Needed once by any page, before every component (Mantine's "Global styles"). */
const GLOBALS = ['baseline', 'default-css-variables', 'global'];
const LAYER = 'mantine';

/** The package's folder, as the app at `from` resolves it (through its entry: no package.json export). */
function packageRoot(pkg, from) {
  const entry = require.resolve(pkg, { paths: [from] });
  const at = entry.lastIndexOf(`${path.sep}${pkg.split('/').join(path.sep)}${path.sep}`);
  if (at < 0) throw new Error(`${pkg} resolved outside a folder of its name: ${entry}`);
  return entry.slice(0, at + pkg.length + 1);
}
const memo = new Map();
const cached = (key, compute) => {
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key);
};

/** Core's per-component files in Mantine's order: where each one's text sits in styles.css. */
function coreOrder(from) {
  const root = packageRoot(CORE, from);
  return cached(`order:${root}`, () => {
    const whole = readFileSync(path.join(root, 'styles.css'), 'utf8');
    const files = readdirSync(path.join(root, 'styles')).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'));
    const placed = files.map((file) => {
      const text = readFileSync(path.join(root, 'styles', file), 'utf8').trim();
      const at = whole.indexOf(text);
      if (!text || at < 0) throw new Error(`${CORE}/styles/${file} is not part of styles.css: its place in Mantine's order is unknown`);
      return { name: file.slice(0, -'.css'.length), at };
    });
    return placed.sort((a, b) => a.at - b.at).map((p) => p.name);
  });
}

/** Every layer, in cascade order: core's files, then the other packages (Mantine: core first). */
function layerNames(from) {
  return [...coreOrder(from), ...PACKAGES.slice(1).map((pkg) => pkg.split('/')[1])].map((n) => `${LAYER}.${n}`);
}

/** `@layer mantine.baseline, …;` — fixes the layers' order wherever a stylesheet lands first. */
function layerOrderStatement(from) {
  return `@layer ${layerNames(from).join(',')};`;
}

/** The layer of one of Mantine's stylesheets (by its path), or null for any other file. */
function layerOf(file) {
  const unix = file.split(path.sep).join('/');
  const core = /\/@mantine\/core\/styles\/([\w-]+)\.css$/.exec(unix);
  if (core) return `${LAYER}.${core[1]}`;
  const whole = /\/@mantine\/(dates|notifications)\/styles\.css$/.exec(unix);
  return whole ? `${LAYER}.${whole[1]}` : null;
}

/** What some exports of `pkg` reach: core's component files and whether a styled file of `pkg`. */
function reached(pkg, names, from) {
  const root = packageRoot(pkg, from);
  return cached(`reach:${root}:${[...names].sort().join(',')}`, () => {
    const files = reachableFiles(path.join(root, 'esm', 'index.mjs'), [...names]);
    const styled = files.filter((f) => f.endsWith('.module.mjs')).map((f) => path.basename(f, '.module.mjs'));
    if (pkg === CORE) return { core: styled, own: false };
    // dates/notifications draw their inputs, popovers and buttons from core
    const coreNames = namesInFiles(CORE, files);
    return { core: coreNames.length ? reached(CORE, coreNames, from).core : [], own: styled.length > 0 };
  });
}

/**
 * The stylesheet requests a module's source needs, in Mantine's order: each core component file
 * its named imports of @mantine/* reach, then the other packages' styles.css. Refuses what would
 * hide components from the scan: the whole styles.css, and a dynamic import() of a package (name
 * what it uses in a module of its own, imported dynamically instead).
 */
function stylesheetsFor(source, from) {
  for (const pkg of PACKAGES) {
    if (source.includes(`'${pkg}/styles.css'`) || source.includes(`"${pkg}/styles.css"`)) {
      throw new Error(`${pkg}/styles.css: the stylesheets come with the components imported (tooling/webpack/mantine-css)`);
    }
    if (new RegExp(`(?<!typeof\\s+)import\\(\\s*['"]${pkg.replace('/', '\\/')}['"]\\s*\\)`).test(source)) {
      throw new Error(`import('${pkg}'): name what you use in a module of yours and import() that one, so its stylesheets come with it`);
    }
  }
  const core = new Set();
  const whole = [];
  for (const pkg of PACKAGES) {
    const names = importedNames(source, pkg);
    if (pkg === CORE) for (const facade of CORE_FACADES) importedNames(source, facade).forEach((n) => names.add(n));
    if (!names.size) continue;
    const found = reached(pkg, names, from);
    found.core.forEach((n) => core.add(n));
    if (found.own) whole.push(`${pkg}/styles.css`);
  }
  const ordered = coreOrder(from).filter((n) => core.has(n) && !GLOBALS.includes(n));
  return [...ordered.map((n) => `${CORE}/styles/${n}.css`), ...whole];
}

/** The global stylesheets, for the page's entry (the shell's index.ts, a harness). */
const globalStylesheets = () => GLOBALS.map((n) => `${CORE}/styles/${n}.css`);

module.exports = { stylesheetsFor, layerOf, layerOrderStatement, layerNames, coreOrder, globalStylesheets, LAYER };
