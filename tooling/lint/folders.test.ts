// The folder rule bites: each snippet is linted with the real eslint.config.mjs as if it were the
// named file of api/src (one child Node process, as boundaries.test.ts explains), and the order
// itself is checked against what issue 43 asks of it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface Case {
  file: string;
  code: string;
}
type Problem = { rule: string | null; line: number; message: string };

const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
import { FOLDER_ORDER } from './tooling/lint/folders.mjs';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  out.push(result.messages.filter((m) => m.ruleId === 'acolhe-folders/folders' || m.fatal).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message })));
}
process.stdout.write(JSON.stringify({ out, order: FOLDER_ORDER }));
`;

function lint(cases: Case[]): { out: Problem[][]; order: Record<string, string[]> } {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_SNIPPETS, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  return JSON.parse(stdout) as { out: Problem[][]; order: Record<string, string[]> };
}

const backwards: Array<[string, Case]> = [
  ['infrastructure importing a feature (the database layer knowing the publication rule)', { file: 'api/src/db/x.ts', code: "import { PUBLICADO } from '../perfis/publicacao';\nexport { PUBLICADO };\n" }],
  ['the token guard importing the account slice', { file: 'api/src/auth/x.ts', code: "import { x } from '../conta/acesso';\nexport { x };\n" }],
  ['a slice importing the notifications', { file: 'api/src/sessoes/x.ts', code: "import { notifySessions } from '../notificacoes/service';\nexport { notifySessions };\n" }],
  ['an earlier slice importing a later one (sessoes ← series)', { file: 'api/src/sessoes/x.ts', code: "export { x } from '../series/service';\n" }],
  ['a dynamic import running back up', { file: 'api/src/verificacao/x.ts', code: "export const load = () => import('../operacao/service');\n" }],
  ['a folder with no place in the order', { file: 'api/src/novidade/x.ts', code: "import { x } from '../lib/errors';\nexport { x };\n" }],
  ["the console's api access importing a screen", { file: 'mfe-operacao/src/api/x.ts', code: "import type { FiltroAuditoria } from '../auditoria/filtro';\nexport type { FiltroAuditoria };\n" }],
  ["the console's shared pieces importing its routes", { file: 'mfe-operacao/src/comum/x.tsx', code: "export { default } from '../pages/OperacaoPage';\n" }],
];

const allowed: Array<[string, Case]> = [
  ['a slice importing infrastructure', { file: 'api/src/sessoes/x.ts', code: "import { conflict } from '../lib/errors';\nexport { conflict };\n" }],
  ['a later slice importing an earlier one (series → sessoes)', { file: 'api/src/series/x.ts', code: "export { x } from '../sessoes/partes';\n" }],
  ['the notifications importing the slices whose events they hear', { file: 'api/src/notificacoes/x.ts', code: "import '../sessoes/events';\nexport const x = 1;\n" }],
  ['the composition root importing any slice', { file: 'api/src/features.ts', code: "export { sessoesPlugin } from './sessoes/plugin';\n" }],
  ['a test importing what it needs', { file: 'api/src/db/x.test.ts', code: "import { x } from '../sessoes/service';\nexport { x };\n" }],
  ["a console screen importing the shared pieces and the api access", { file: 'mfe-operacao/src/terapeutas/x.tsx', code: "import { useDecisao } from '../api/decisao';\nimport { Pagina } from '../comum/Pagina';\nexport { useDecisao, Pagina };\n" }],
];

describe('the folder rule (acolhe-folders/folders in eslint.config.mjs)', () => {
  let results: Problem[][];
  let order: string[];

  beforeAll(() => {
    const linted = lint([...backwards, ...allowed].map(([, c]) => c));
    results = linted.out;
    order = linted.order['api/src']!;
  }, 60_000);

  it.each(backwards.map(([name], i) => [name, i] as const))('reports %s', (_name, i) => {
    expect(results[i]).toEqual([expect.objectContaining({ rule: 'acolhe-folders/folders', line: 1 })]);
  });

  it.each(allowed.map(([name], i) => [name, backwards.length + i] as const))('allows %s', (_name, i) => {
    expect(results[i]).toEqual([]);
  });

  it('puts every infrastructure folder before every feature slice, and the notifications after the slices they hear', () => {
    const infrastructure = ['lib', 'db', 'tracing', 'metrics', 'eventos', 'identidade', 'auth', 'http', 'uploads', 'plugins', 'jobs'];
    const firstSlice = order.indexOf('conta');
    for (const folder of infrastructure) expect(order.indexOf(folder)).toBeLessThan(firstSlice);
    for (const slice of ['sessoes', 'series', 'pagamentos', 'avaliacoes', 'prontuario', 'verificacao', 'operacao', 'privacidade']) {
      expect(order.indexOf(slice)).toBeGreaterThan(firstSlice - 1);
      expect(order.indexOf(slice)).toBeLessThan(order.indexOf('notificacoes'));
    }
  });
});
