// The inline scripts of index.html, one file each so their text — and the CSP hashes the shell's
// servers compute from it — is the same in every build and in a generated server configuration
// (scripts/stack/nginx-config.ts). Trimmed: the production HTML minifier trims a script's outer
// whitespace and nothing inside it (inline-scripts.test.ts).
const fs = require('node:fs');
const path = require('node:path');

const read = (name) => fs.readFileSync(path.join(__dirname, name), 'utf8').trim();

/** In the head: asks for config.json and remotes.json while the scripts download. */
const earlyFetchScript = () => read('early-fetch.inline.js');
/** At the end of the body: a server-rendered page's scripts, started after its first paint. */
const bootAfterPaintScript = () => read('boot-after-paint.inline.js');

/** Both, as the page holds them (all a Content-Security-Policy needs to hash). */
const inlineScriptTags = () => [earlyFetchScript(), bootAfterPaintScript()].map((text) => `<script>${text}</script>`).join('');

module.exports = { earlyFetchScript, bootAfterPaintScript, inlineScriptTags };
