// What the investigation of each failing budget found (printed under "Why the failing budgets
// fail" in docs/benchmarks.md while the budget fails). Update when the cause is fixed or changes.
export const CAUSES: Record<string, string> = {
  'Shell initial JS': `Measured by loading \`/login\` (a page of the shell alone) with a cold cache and summing every
script body. The largest pieces (gzip, from the shell's \`dist\` and its source maps):

- **Mantine's CSS shipped as JavaScript** (~110 KB gzip, \`594.*.js\`): \`@mantine/core/styles.css\`,
  \`@mantine/dates/styles.css\` and \`@mantine/notifications/styles.css\` are imported in JS and injected by
  \`style-loader\` (tooling/webpack/create-config.cjs). Fix: \`mini-css-extract-plugin\` in production
  (the CSS becomes a parallel, cacheable stylesheet and leaves the JS budget), and import only the
  per-component CSS layers the product uses.
- **The whole of \`@mantine/core\`** (~174 KB gzip, \`902.*.js\`, with floating-ui and react-number-format):
  a Module Federation shared singleton cannot be tree-shaken, because any remote may use any
  component. Fix: share a narrower façade (a \`shared-ui\` re-export of the components the product
  uses) instead of the package, or stop sharing Mantine as a singleton for the shell's first paint.
- **The AWS Cognito SDK** (~50 KB gzip, \`642.*.js\`: @aws-sdk/client-cognito-identity-provider +
  @smithy) loaded eagerly by \`shared-auth\`. Fix: \`import()\` it on the first identity call (login,
  sign-up, refresh); browsing as a guest never needs it.
- **react-router** (~61 KB gzip, \`168.*.js\`, the full v7 package incl. its server utilities), **react-dom**
  (~56 KB), **@mantine/dates + dayjs** (~26 KB, pulled in by \`AppProviders\`' \`DatesProvider\` even on
  pages without a date picker: move the provider into the pages that use dates).

The CSS extraction and the lazy Cognito SDK alone take ~160 KB gzip off; under 250 KB also needs
the Mantine façade.`,
  'LCP of /': `The home is a remote page: \`main.js\` → \`/remotes.json\` and \`/config.json\` → discovery's
\`mf-manifest.json\` → \`remoteEntry.js\` → the HomePage chunks → \`GET /public-terapeutas/destaques\` →
render: six sequential round trips, all behind ~600 KB gzip of JavaScript that the 4× slower CPU
must parse and run first (see the shell budget). The script-free copy of the same page paints its
largest element several times sooner (table above). Fixes: shrink the shared JS (above); preload
the discovery manifest, remoteEntry and the HomePage chunks from \`mf-manifest.json\` with
\`<link rel="preload">\` in the shell's \`index.html\` (removes three round trips); start
\`/public-terapeutas/destaques\` in parallel with the remote load (prefetch into the react-query cache);
give the featured photos \`fetchpriority="high"\`.`,
  'Filtered list': `The api is bound by PGlite, not by Fastify: a CPU profile of 200 sequential
\`GET /public-terapeutas?page=3&size=20\` (1 000 therapists, on-disk PGlite) puts **79 % of the time in
PGlite** (the Postgres WASM and its JS wire-protocol decoder: \`parse\`, \`bytes\`, file access through
NODEFS), 6 % in drizzle, 4 % in Fastify, 2 % in the api's own code; one such request costs ~25 ms of
CPU, three queries (rows, count, specialties) of which the rows query alone reads every listed
therapist (\`ORDER BY rating, review_count, full_name, id\`: the index covers only the first two keys,
so an incremental sort runs over all rows before the \`OFFSET\`). PGlite runs inside the api's single
Node thread, so every query blocks the event loop: with 50 connections the requests queue behind
each other and p99 ≈ 50 × the service time. The whole filtered list (no \`page\`) is ~130 KB of JSON
at 1 000 therapists and ~1.1 MB at 10 000 (the unfiltered one ~16 MB): every row is \`SELECT *\` of
\`terapeutas\`, bio and education included, though a card shows eight fields.
Fixes, in order of effect: (1) at scale run on PostgreSQL (\`DATABASE_URL\`: queries then run in other
processes, in parallel — measure with \`BENCH_RESET_DATABASE=1\`); (2) cache the public reads, which
change only when a profile or a review is saved: an in-process cache keyed by the normalised query,
invalidated by those writes, plus \`Cache-Control\`/\`ETag\`; (3) select only the card's columns for
lists, put \`full_name, id\` in the listing index, and drop the unpaginated answer (or cap it);
(4) on PGlite, run the database in a worker thread so Fastify keeps serving while it works.`,
};
