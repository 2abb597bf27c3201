// The api files in an order that keeps both workers busy to the end: jest orders files by the
// durations it cached on an earlier run, and by size without one (a fresh clone, CI), which can
// leave a minute-long file for last on one worker while the other idles. These are the files
// measured slowest (CI logs, issue 47); they start first, the rest follow jest's own order.
const path = require('node:path');

// @jest/test-sequencer is jest's own (not a dependency of ours): resolved through jest itself.
const jestCli = require.resolve('jest-cli', { paths: [path.dirname(require.resolve('jest'))] });
const jestConfig = require.resolve('jest-config', { paths: [jestCli] });
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [jestConfig] })).default;

const SLOWEST_FIRST = [
  'src/backup/backup.test.ts',
  'src/security/fuzz.test.ts',
  'src/security/forgeries.test.ts',
  'src/prontuario/em-disco.test.ts',
  'src/faults/database-unavailable.test.ts',
  'src/tracing/tracing-pglite.test.ts',
  'src/db/pglite-parsers.test.ts',
  'src/notificacoes/delivery.test.ts',
  'src/faults/postgres-restart.test.ts',
  'src/tracing/tracing.test.ts',
  'src/http/logs.test.ts',
  'src/http/contract.test.ts',
  'src/health/health.test.ts',
];

class SlowestFirst extends Sequencer {
  async sort(tests) {
    const rank = (test) => {
      const rel = path.relative(path.join(__dirname, '..'), test.path).split(path.sep).join('/');
      const i = SLOWEST_FIRST.indexOf(rel);
      return i === -1 ? SLOWEST_FIRST.length : i;
    };
    const ordered = await super.sort(tests);
    // stable: within the unlisted rest, jest's order stands
    return ordered
      .map((test, i) => ({ test, i, r: rank(test) }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map((x) => x.test);
  }
}

module.exports = SlowestFirst;
