// Ask for the runtime files now, while the scripts download; boot takes these responses
// (shared-auth/src/earlyFetch.ts) instead of fetching again. Inlined verbatim into index.html;
// the shell's Content-Security-Policy allows it by the hash of the served text.
window.__acolheEarlyFetch = {
  '/config.json': fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } }),
  '/remotes.json': fetch('/remotes.json', { cache: 'no-store' }),
};
for (const p of Object.values(window.__acolheEarlyFetch)) p.catch(function () {});
