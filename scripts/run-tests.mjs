// `npm test`: typecheck, lint (zero warnings), the contracts between rooms, every package's unit
// tests, the api suite (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and the e2e suite in
// Chromium, and the local loop (`npm run dev`, harness, remote overrides) in Chromium — then one summary line.
// With TEST_DATABASE_URL the replica suite runs too (`npm run test:replicas`; needs `redis-server`).
// The PostgreSQL run includes the restart fault test (api/src/faults/postgres-restart.test.ts),
// which restarts that server with the shell command in TEST_DATABASE_RESTART (.ci/run sets both);
// without it that test fails.
import { spawn } from 'node:child_process';

// Each step runs alone: typecheck already keeps both of CI's cores busy (two packages at a time),
// and run side by side with lint and the builds it took as long as one after another (measured).
const steps = [
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  // eslint.config.mjs: typescript-eslint, react-hooks, jsx-a11y and the room boundaries; a warning fails too
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  // builds the front-ends (the e2e step then finds them fresh) and checks their manifests against
  // @acolhe/shared-domain/contracts (docs/architecture.md, "Contracts between rooms")
  ['contracts', 'npx', ['tsx', 'scripts/contracts/check.ts']],
  // two workers on CI's two cores (jest's default leaves one idle: cores − 1)
  ['unit', 'npx', ['jest', '--ci', '--maxWorkers=2']],
  // two workers too: each suite file opens its own in-memory PGlite and listens on port 0, so files
  // share nothing
  ['api (PGlite)', 'npx', ['jest', '--ci', '--config', 'api/jest.config.cjs', '--maxWorkers=2'], { DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  // two workers, each over a database of its own on that server (api/testing/worker-database.ts);
  // the server's restart (faults/postgres-restart.test.ts) then runs alone, as it would cut the
  // other worker's connections
  steps.push([
    'api (PostgreSQL)',
    'npx',
    ['jest', '--ci', '--config', 'api/jest.config.cjs', '--maxWorkers=2'],
    { DATABASE_URL: process.env.TEST_DATABASE_URL, ACOLHE_TEST_PG_WORKERS: '2' },
  ]);
  steps.push([
    'api (PostgreSQL restart)',
    'npx',
    ['jest', '--ci', '--config', 'api/jest.config.cjs', '--runInBand', 'src/faults/postgres-restart.test.ts'],
    { DATABASE_URL: process.env.TEST_DATABASE_URL, TEST_DATABASE_RESTART: process.env.TEST_DATABASE_RESTART ?? '' },
  ]);
  // two api replicas (`npm run api`) on a throw-away database of that server, a real Redis
  // (`redis-server`) and an S3-compatible server: caches, rate limits, uploads and bookings agree
  // (api/replicas/replicas.test.ts)
  steps.push(['replicas', 'npx', ['jest', '--ci', '--config', 'api/replicas/jest.config.cjs', '--runInBand']]);
}
steps.push(['e2e', 'npx', ['jest', '--ci', '--config', 'e2e/jest.config.cjs', '--runInBand']]);
// the local loop in Chromium over a dev stack of its own (README, "The local loop"): npm run dev's
// hot reload, a remote's harness signed in, one remote re-pointed at a tester's dev server (~3–4 min)
steps.push(['dev loop', 'npx', ['jest', '--ci', '--config', 'e2e/jest.dev-loop.config.cjs', '--runInBand']]);

function run([name, cmd, args, env]) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = [];
for (const step of steps) results.push(await run(step));
console.log('\nResumo:');
for (const r of results) console.log(`  ${r.ok ? 'ok   ' : 'FALHA'} ${r.name} (${r.seconds} s)`);
const passed = results.filter((r) => r.ok).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
