// The inline script of index.html (early fetch of config.json and remotes.json), one file so its
// text — and the CSP hash the shell's servers compute from it — is the same in every build and in
// a generated server configuration (scripts/stack/nginx-config.ts). Trimmed: the production HTML
// minifier trims a script's outer whitespace and nothing inside it (early-fetch.test.ts).
const fs = require('node:fs');
const path = require('node:path');

const earlyFetchScript = () => fs.readFileSync(path.join(__dirname, 'early-fetch.inline.js'), 'utf8').trim();

module.exports = { earlyFetchScript };
