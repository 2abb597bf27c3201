// webpack loader (before swc) for our own modules: prepends an import of each Mantine stylesheet
// the module's components need (stylesheets.cjs), so the CSS lands in the module's chunk.
const { stylesheetsFor } = require('./stylesheets.cjs');

module.exports = function mantineStyleImports(source) {
  const sheets = stylesheetsFor(source, this.rootContext);
  if (!sheets.length) return source;
  // On the first line: the module's own lines keep their numbers (its source map stays right).
  return `${sheets.map((s) => `import ${JSON.stringify(s)};`).join(' ')} ${source}`;
};
