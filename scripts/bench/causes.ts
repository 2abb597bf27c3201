// What the investigation of each failing budget found (printed under "Why the failing budgets
// fail" in docs/benchmarks.md while the budget fails). Update when the cause is fixed or changes.
export const CAUSES: Record<string, string> = {
  'Shell initial JS': `Measured by loading \`/login\` (a page of the shell alone) with a cold cache and summing every
script body. Already done (583 KB → ~245 KB gzip on 2026-11-22): CSS extracted to files
(mini-css-extract-plugin, was ~110 KB of JS); the shared libraries provided as generated façades
holding only the exports the workspace uses (tooling/webpack/facades: @mantine/core 174 → ~95 KB,
react-router 61 → ~14 KB, @mantine/hooks, react-query); the Cognito SDK loaded on the first identity
call (~55 KB); @mantine/dates only with calendars; react-query, the data cache and the toasts with the
first remote page; a plain sticky header instead of Mantine's AppShell; the Mantine components only
the private areas use in a second façade that loads with them (2026-11-24, 258 → 242 KB:
\`@acolhe/shared-ui/mantine-area-privada\`). What remains is react-dom (~55 KB), the Module
Federation runtime in \`main.js\` (~27 KB) and the Mantine components the public pages use (the main
façade is shared by every page). If this fails again, look first at a new, heavy Mantine export in
\`tooling/webpack/facades/mantine-core.mjs\` and at a new static import of a lazy library.
Issue 47 (2026-11-29): it had grown back to ~282 KB; \`@acolhe/shared-domain\` no longer shared (each
build bundles what it imports) and the toasts on the first toast took the shell's boot scripts from
270 to 252 KB gzip (index.html's, same day, same machine), while \`main.js\` now carries the Module
Federation runtime core it provides to the remotes whole (+9 KB; each remote entry −15 KB).`,
  'LCP of /': `The home is a remote page. Already done (2026-11-22, ~1.75 → ~1.3 s on a quiet machine, same run):
the shell's boot chunks are \`<script defer fetchpriority="high">\` in \`index.html\` (BootScriptsPlugin,
computed from the chunk graph) instead of being discovered by the Module Federation runtime one round
trip later, one at a time; \`/config.json\` and \`/remotes.json\` are asked for by an inline script;
boot starts the page's files from discovery's \`mf-manifest.json\` and waits (≤ 1.5 s) for the page, so
header and page render in one pass (no loader that React then holds on screen); the home paints its
hero first and renders the sections below the fold after that paint (~300 ms of render and layout on
the 4× slower CPU), the featured list prefetched meanwhile; no \`Intl.NumberFormat\` at module load
(the first one loads ICU data: ~150 ms); toasts after the first paint; minified CSS. What remains is
CPU: evaluating ~250 KB gzip of shell JavaScript (react-dom, the Mantine façade, the MF runtime),
React's first render and layout. If it fails again: look for new work at module load (a top-level
\`new Intl.*\`, a large table), a new static import pulled into the boot chunks (they are listed in
\`shell/dist/index.html\`), and more markup in the hero; the absolute figure follows the machine
(compare the floor's LCP in the same run).`,
  'Filtered list': `Already done: public reads answered from an in-process cache of serialised answers
(api/src/lib/public-cache.ts, invalidated by every write that changes them, ETag/304), lists selecting
only public columns, and the listing index matching the ORDER BY (no sort). On a cache miss PGlite
still runs the query inside the api's single Node thread (every query blocks the event loop), so
p99 depends on how often the cache is emptied by writes. The **whole, unpaginated** filtered list is
~1.1 MB of JSON at 10 000 therapists: the bare route serving a body of that size misses the p99
budget itself (its p99 is in the measured column) — no server can send 1.1 MB to 50 clients within
50 ms here. The product's search page asks for pages of 12; the unpaginated answer is kept because
the product's call table defines it (GET /public-terapeutas → content: list of therapists). Next steps: a card-sized list item in shared-domain (bio and education left to
the profile), or capping the unpaginated answer; at scale PostgreSQL (\`DATABASE_URL\`), where
queries run in other processes.`,
  // issue 47: before 'Lighthouse' (the first key a name starts with is its cause)
  'Lighthouse `/`: bytes': `Issue 47. A cold \`/\` was 398 KB transferred at this branch's start (2026-11-29; 330 KB on
2026-11-25 — the shell had grown), 337 KB after: \`@acolhe/shared-domain\` bundled by each build instead of
shared whole (−36 KB in the shell, −4 KB of second copies in discovery), one Module Federation runtime
(discovery's entry −15 KB, the shell's \`main.js\` +9 KB), toasts on the first toast (−11 KB with their
CSS). The chunk table is below ("Bytes of a cold public page, per chunk"). What remains is the shell
every page boots: react-dom 49 KB, the Mantine façade 70 KB, the federation runtime 34 KB, router 14,
react-query 12, session 14, CSS 28. Reaching 250 KB needs the public pages to hydrate only their
interactive islands and load the app shell on intent — docs/decisions/0051 ("Not done").`,
  'Lighthouse `/terapeutas?search=ansiedade`: bytes': `The same chunks as \`/\` (its page module instead of the home's): see above.`,
  'Lighthouse': `Lighthouse names its causes per page under "What Lighthouse names" (rewritten each run).
Already done: the public pages are server-rendered (docs/decisions.md, "Server rendering"), so the
LCP element (the home's hero paragraph, the h1 of the search page and of the profile) is in the HTML;
their scripts start after the first contentful paint (the acolhe-boot block and index.html's inline
boot), because Lighthouse's simulation counts every high-priority script fetched before the paint,
and its evaluation, as render-blocking — LCP went from 2.6–4.2 s to ~1.1 s, the floor's ~1.1 s.
Total Blocking Time (30 % of the score) came next: with the paint early, every task of the boot
falls between FCP and TTI. Done for it (docs/decisions.md): V8 compile hints on the files a page
runs as it loads ("Boot off the main thread": lazy compilation was ~3/4 of the boot's script time),
the boot's libraries evaluated one per task and the scripts after paint inserted four per task
("Boot in stages"), the root hydrated as a transition, no synchronous re-render after hydration for
a visitor (useAfterHydration) nor for every Mantine component with an id (the hooks' façade's
useId). What is left on the 4× slower CPU: the page boundary's hydration commit (~100–180 ms, one
task React cannot slice), the remote's entry (~55–75 ms), and the first layout after the paint
(~70–150 ms, before the scripts). Runs vary by ~±80 ms of TBT on this machine.
Issue 47: the CPU slowdown is now calibrated to the host (the developers' guide, from Lighthouse's
benchmarkIndex): on this machine ~6×, not the preset's 4×, so every task counts half as long again.
The search's own floor (its HTML and CSS, no script) then shows ~150 ms of TBT: the layout of the
list alone; the page's runs spread widely (e.g. 96, 89, 78 on 2026-11-29 with the machine's load
average at ~3.5 from other work).`,
  // before '`POST /sessoes`' below: the first key a budget's name starts with is its cause
  '`POST /sessoes` ÷ a booking-shaped insert': `Issue 35. The floor is one row: \`BEGIN\`, an insert checked by the
exclusion constraint (with a booking's foreign keys and triggers), \`COMMIT\`. A booking, on the request's
thread: the token's signature, the revocation read (one trip for a client not seen in the last 2 s), one
context read (\`acolhe_contexto_reserva\`: the therapist, the weekly hours, both parties, the date's
sessions and blocks), the slot rules in JavaScript, and one write (\`acolhe_reservar_sessao\`: the
client's row lock, both pending counts, the therapist's locks, the session row and its two notification
rows). On PostgreSQL those statements run in the database's processes while the api's thread waits: the
ratio passes there. On PGlite every statement and the WASM database itself run on the api's one thread.
Profiled on 2026-11-27 (\`node --cpu-prof\` of the bench server during this part, 50 connections): 76 % of
that thread is PGlite (48 % its WebAssembly, 28 % its JavaScript: the wire protocol and the results), the
api's own code under 10 %. Each statement is five protocol messages (Parse, Bind, Describe, Execute, Sync;
~0.3 ms for \`select 1\`). Done that day: the context read, planned again on every booking (PGlite keeps no
named statements), became a PL/pgSQL function whose plan is kept — 3.9 → 1.3 ms per booking, 131 → 204
bookings/s, 13 → 22 % of the floor, p99 2.6 → 0.4 s; and PGlite reads drizzle's text types as text itself
(\`api/src/db/pglite-parsers.ts\`): drizzle's driver handed every query its own parsers, which PGlite merged
into a copy of its ~320 on each call — 0.30 → 0.15 ms for the smallest statement, the floor's included, so
the ratio barely moves (four runs that day: 21–25 %, the floor 916–986 per s). Measured alone in one process (1 000 therapists): the
context read 0.8 ms, the write 1.7 ms (of which the two notification rows 0.3 ms, the locks and counts
0.1 ms), the floor's whole transaction 1.0 ms. 30 % needs a whole booking in ~3.5 ms of that thread; its
statements alone take ~2.6 ms and the request around them ~1 ms. What would close the gap weakens a rule:
the notifications written outside the booking's transaction, a longer revocation cache, or the slot
judged only by the exclusion constraint (no pt-BR reason for a refused slot). Profiled again on
2026-11-29 for issue 47 (\`npx tsx scripts/bench/api/profile-writes.ts\`: the same load under
\`--cpu-prof\`; \`BENCH_PROFILE=0\` runs it plain): over the measured 10 s, 74 % of the thread is PGlite
(66 % inside its WebAssembly executing the statements), the api's own code (token, validation, slot
rules, the messages) ~25 %. One booking in flight, each statement timed: the write 1.9 ms, the context
0.8 ms, the revocation read 0.4 ms. The upper bound of what the request around the statements can give:
with the revocation read and the token's signature check both switched off (an experiment, never
shipped), four alternating runs read 22–28 % against 23–25 % as built — still under 30 %. At scale run
PostgreSQL (\`DATABASE_URL\`).`,
  'Latency promise: p99': `Issue 35. Measured on this machine's 2 cores shared by both replicas, PostgreSQL, the load generator
and, during the recorded run, other work (its load average is beside the figure): p50 stays at a few ms
while p99 is made of the moments the cores are taken — the open loop counts a request's wait from its
scheduled instant, including the generator's own lag (in the table). Compare the p99 with the load
average of the same run; rerun \`BENCH_ONLY=capacity npm run bench\` on a quiet machine before reading
a failure as the product's.`,
  '`POST /sessoes`': `Measured as a crowd books: 100 clients, therapists in turn, each client within the product's 3
pending requests per therapist, each request naming an offered modality. No errors. Since 2026-11-25
a booking is 4 statements instead of 11 — one read of the therapist, the weekly hours and both
parties, the sessions and blocks around the date, and one write (migration 0011's
\`acolhe_reservar_sessao\`: the client's lock, the pending count, the insert and the notification in
one statement) — and its hot reads are prepared once: 84 → 169 bookings/s at 10 000 therapists,
p99 3.8 s → 1.1 s, ~1.2 % of the bare route (0.6 % before). In the same process, \`createAppointment\`
went from 16.6 ms to 6.5–8 ms of the api's one thread. Since 2026-11-27 the context read is a
PL/pgSQL function whose plan PGlite keeps (\`acolhe_contexto_reserva\`; the writes budget above). What is left is PGlite's own cost per
statement on that thread: ~0.3–0.5 ms for the smallest query (\`select $1\`), ~0.15 ms of it copying
the driver's type parsers on every query, and ~2 ms for the write itself (an insert checked by an
exclusion constraint, two foreign keys and a trigger, plus the notification row, in WASM). 10 % of
the bare route (~1 000–1 400 bookings/s here) needs a booking to cost ≲ 1 ms of that thread: not
reachable with one transaction per booking on PGlite; batching several clients' bookings into one
transaction would be, at the price of one client's conflict aborting the others' (docs/decisions.md).
On PostgreSQL (\`DATABASE_URL\`) the same statements run in the database's processes.`,
};
