// The boundary rule bites: each snippet is linted with the real eslint.config.mjs as if it were
// the named file of the workspace. ESLint loads its config with import(), which jest's module
// system does not allow, so one child Node process lints every snippet and answers in JSON.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface Case {
  /** the file the snippet pretends to be, from the workspace root */
  file: string;
  code: string;
}

const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  // only the boundary rule: a snippet may well break others (a bare require() in a .ts file)
  out.push(result.messages.filter((m) => m.ruleId === 'acolhe/boundaries' || m.fatal).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
`;

type Problem = { rule: string | null; line: number; message: string };

function lint(cases: Case[]): Problem[][] {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_SNIPPETS, JSON.stringify(cases)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Problem[][];
}

const crossing: Array<[string, Case]> = [
  ['a remote importing another remote by path', { file: 'mfe-discovery/src/busca/x.ts', code: "import { x } from '../../../mfe-booking/src/x';\nexport { x };\n" }],
  ['a remote importing another remote by package', { file: 'mfe-discovery/src/x.ts', code: "export { x } from '@acolhe/mfe-booking';\n" }],
  ['a remote loading another remote with import()', { file: 'mfe-client-area/src/x.ts', code: "export const load = () => import('@acolhe/mfe-therapist-area/src/x');\n" }],
  ['the console importing a customer area by package', { file: 'mfe-operacao/src/x.ts', code: "export { x } from '@acolhe/mfe-therapist-area';\n" }],
  ['a customer area importing the console by path', { file: 'mfe-client-area/src/x.ts', code: "import { x } from '../../mfe-operacao/src/x';\nexport { x };\n" }],
  ['a remote mocking another remote in a test', { file: 'mfe-booking/src/x.test.ts', code: "jest.mock('../../mfe-discovery/src/x');\n" }],
  ['shared-ui importing the shell', { file: 'shared-ui/src/x.ts', code: "import { x } from '@acolhe/shell';\nexport { x };\n" }],
  ['shared-domain importing api by path', { file: 'shared-domain/src/x.ts', code: "import { x } from '../../api/src/x';\nexport { x };\n" }],
  ['scripts importing api source by path', { file: 'scripts/bench/api/server.ts', code: "import { buildApp } from '../../../api/src/app';\nexport { buildApp };\n" }],
  ['scripts requiring api source by path', { file: 'scripts/identity/x.ts', code: "const { buildApp } = require('../../api/src/app');\nexport { buildApp };\n" }],
  ['e2e importing scripts source by path', { file: 'e2e/tests/x.e2e.ts', code: "import { x } from '../../scripts/stack/static-server';\nexport { x };\n" }],
  ['e2e source requiring tooling by path', { file: 'e2e/src/x.ts', code: "const x = require('../../tooling/runtime/local.cjs');\nexport { x };\n" }],
];

const legal: Array<[string, Case]> = [
  ['a remote importing a shared package', { file: 'mfe-discovery/src/busca/x.ts', code: "import { x } from '@acolhe/shared-domain';\nexport { x };\n" }],
  ['a remote importing its own src/api folder', { file: 'mfe-booking/src/card/x.ts', code: "import { x } from '../api/hooks';\nexport { x };\n" }],
  ['scripts importing api through its package entry', { file: 'scripts/bench/api/server.ts', code: "import { x } from '@acolhe/api/app';\nexport { x };\n" }],
  ['scripts importing its own bench/api folder', { file: 'scripts/bench/front/x.ts', code: "import { x } from '../api/server';\nexport { x };\n" }],
  ['e2e importing scripts through its package entry', { file: 'e2e/tests/x.e2e.ts', code: "import { x } from '@acolhe/scripts/stack/static-server';\nexport { x };\n" }],
  ['a config file requiring tooling by path', { file: 'e2e/jest.config.cjs', code: "const { jestProject } = require('../tooling/jest/preset.cjs');\nmodule.exports = jestProject;\n" }],
  ['scripts requiring tooling by path', { file: 'scripts/stack/x.ts', code: "const { ports } = require('../../tooling/runtime/local.cjs');\nexport { ports };\n" }],
];

describe('the boundary rule (acolhe/boundaries in eslint.config.mjs)', () => {
  let crossingResults: Problem[][];
  let legalResults: Problem[][];

  beforeAll(() => {
    const results = lint([...crossing, ...legal].map(([, c]) => c));
    crossingResults = results.slice(0, crossing.length);
    legalResults = results.slice(crossing.length);
  }, 60_000);

  it.each(crossing.map(([name], i) => [name, i] as const))('reports %s', (_name, i) => {
    expect(crossingResults[i]).toEqual([expect.objectContaining({ rule: 'acolhe/boundaries', line: 1 })]);
  });

  it.each(legal.map(([name], i) => [name, i] as const))('allows %s', (_name, i) => {
    expect(legalResults[i]).toEqual([]);
  });
});
