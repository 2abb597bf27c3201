// Which named exports of a package some code imports at runtime. Pure over the source text
// (importedNames) plus a file walk (usedNames); type-only imports do not count.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Named runtime imports/re-exports of `pkg` in one module's text. Throws on `import * as` and
 * default imports of it: a façade can only serve names it can see.
 */
function importedNames(source, pkg) {
  const from = `\\s+from\\s+['"]${escape(pkg)}['"]`;
  if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+${from}`).test(source) || new RegExp(`import\\s+(?!type\\s)\\w+\\s*(,\\s*\\{[^}]*\\})?${from}`).test(source)) {
    throw new Error(`${pkg}: only named imports can be served by its façade`);
  }
  const names = new Set();
  for (const m of source.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g'))) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const spec = part.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(spec.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

const SOURCE = /\.(tsx?|mjs|js)$/;
const NOT_SHIPPED = /(\.test\.|\.d\.ts$|[\\/](__tests__|test|testing|test-utils)[\\/])/;

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry) && !NOT_SHIPPED.test(full)) out.push(full);
  }
  return out;
}

/** Every name of `pkg` imported by the modules under `dirs` (but `skip`), sorted. */
function usedNames(pkg, dirs, skip = []) {
  const names = new Set();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      if (skip.includes(file)) continue;
      try {
        for (const n of importedNames(readFileSync(file, 'utf8'), pkg)) names.add(n);
      } catch (e) {
        throw new Error(`${file}: ${e.message}`);
      }
    }
  }
  return [...names].sort();
}

/**
 * The files of a package (its esm `index.mjs` importing every export from its own file, as
 * Mantine's does) that the given exports can reach through relative imports: what webpack keeps
 * of it behind a façade. File-level, so it over-approximates — never misses one.
 */
function reachableFiles(indexFile, names) {
  const dir = path.dirname(indexFile);
  const fileOf = new Map();
  for (const m of readFileSync(indexFile, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
    for (const spec of m[1].split(',')) {
      const [name, alias] = spec.trim().split(/\s+as\s+/);
      if (name) fileOf.set(alias ?? name, path.join(dir, m[2]));
    }
  }
  const seen = new Set();
  const queue = names.map((n) => fileOf.get(n)).filter(Boolean);
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.[^"']+)["']/g)) queue.push(path.resolve(path.dirname(file), m[1]));
  }
  return [...seen];
}

/** Names of `pkg` imported by these files, sorted. */
function namesInFiles(pkg, files) {
  const names = new Set();
  for (const file of files) for (const n of importedNames(readFileSync(file, 'utf8'), pkg)) names.add(n);
  return [...names].sort();
}

module.exports = { importedNames, usedNames, sourceFiles, reachableFiles, namesInFiles };
