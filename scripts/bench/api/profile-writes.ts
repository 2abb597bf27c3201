// Profiles POST /sessoes on PGlite (issue 47 item 2): starts ./server.ts with --cpu-prof (the profile
// is written to BENCH_PROFILE_DIR when the server exits), runs the writes part's booking load for
// BENCH_DURATION seconds, then the floor, and prints both rates.
//   BENCH_PROFILE_DIR=/tmp/prof npx tsx scripts/bench/api/profile-writes.ts
import { bookingRun, startServer } from './bench-api';
import { signalGroup } from '../processGroup';

const dir = process.env.BENCH_PROFILE_DIR ?? '/tmp/acolhe-prof';
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const { child, ready } = await startServer(1000, 'pglite', 2000, {
  BENCH_MAIL_ENABLED: 'false',
  BENCH_POOL_SIZE: '50',
}, process.env.BENCH_PROFILE === '0' ? ['--no-warnings'] : ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
try {
  const api = `http://127.0.0.1:${ready.api}`;
  const bare = `http://127.0.0.1:${ready.bare}`;
  const run = await bookingRun(api, bare, ready.clientTokens, 50, seconds, console.log, () => fetch(`${api}/health`).then((r) => r.arrayBuffer()), 2);
  const floor = await (await fetch(`${bare}/floor?seconds=${seconds}&inflight=50`, { method: 'POST' })).json();
  console.log(`POST /sessoes ${run.api.rps.toFixed(0)}/s; floor ${(floor as { rps: number }).rps.toFixed(0)}/s`);
} finally {
  // a normal exit writes the profile: SIGTERM, then as long as the shutdown takes
  const gone = new Promise((r) => child.once('exit', r));
  signalGroup(child, 'SIGTERM');
  await Promise.race([gone, new Promise((r) => setTimeout(r, 60_000))]);
  signalGroup(child, 'SIGKILL');
}
