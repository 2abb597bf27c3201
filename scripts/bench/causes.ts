// What the investigation of each failing budget found (printed under "Why the failing budgets
// fail" in docs/benchmarks.md while the budget fails). Update when the cause is fixed or changes.
export const CAUSES: Record<string, string> = {
  'Shell initial JS': `Measured by loading \`/login\` (a page of the shell alone) with a cold cache and summing every
script body. Already done (583 KB → ~245 KB gzip on 2026-11-22): CSS extracted to files
(mini-css-extract-plugin, was ~110 KB of JS); the shared libraries provided as generated façades
holding only the exports the workspace uses (tooling/webpack/facades: @mantine/core 174 → ~95 KB,
react-router 61 → ~14 KB, @mantine/hooks, react-query); the Cognito SDK loaded on the first identity
call (~55 KB); @mantine/dates only with calendars; react-query, the data cache and the toasts with the
first remote page; a plain sticky header instead of Mantine's AppShell. What remains is react-dom
(~55 KB), the Module Federation runtime in \`main.js\` (~26 KB) and the Mantine components the remotes
use (the façade is shared by every page). If this fails again, look first at a new, heavy Mantine
export in \`tooling/webpack/facades/mantine-core.mjs\` and at a new static import of a lazy library.`,
  'LCP of /': `The home is a remote page: \`main.js\` (with \`/config.json\` and \`/remotes.json\` already asked for by
an inline script in \`index.html\`) → discovery's \`mf-manifest.json\` (the HomePage's files are then
preloaded while React renders) → \`remoteEntry.js\` → \`GET /public-terapeutas/destaques\` → render. The
4× slower CPU parses ~250 KB gzip of shell JavaScript plus the remote before the first paint; the
script-free copy of the same page paints its largest element sooner (table above). Next steps if
it fails: start \`/public-terapeutas/destaques\` in parallel with the remote load (prefetch into the
react-query cache), give the featured photos \`fetchpriority="high"\`, and server-render the hero.`,
  'Filtered list': `Already done: public reads answered from an in-process cache of serialised answers
(api/src/lib/public-cache.ts, invalidated by every write that changes them, ETag/304), lists selecting
only public columns, and the listing index matching the ORDER BY (no sort). On a cache miss PGlite
still runs the query inside the api's single Node thread (every query blocks the event loop), so
p99 depends on how often the cache is emptied by writes. The **whole, unpaginated** filtered list is
~1.1 MB of JSON at 10 000 therapists: the bare route serving a body of that size misses the p99
budget itself (its p99 is in the measured column) — no server can send 1.1 MB to 50 clients within
50 ms here. The product's search page asks for pages of 12; the unpaginated answer is kept because
the SPEC's call table defines it (GET /public-terapeutas → content: list of therapists). Next steps: a card-sized list item in shared-domain (bio and education left to
the profile), or capping the unpaginated answer; at scale PostgreSQL (\`DATABASE_URL\`), where
queries run in other processes.`,
};
