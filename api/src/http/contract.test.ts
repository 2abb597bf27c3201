// The HTTP contract cannot drift from the code: every operation the app serves is documented with
// an operationId, its success answers and the `{ message, fieldErrors? }` error shape (from the
// shared valibot schemas, http/contract.ts), and every answer of the route inventory — its valid
// request and the refusals of a stranger and of a caller without a token — is validated against
// the PUBLISHED document (/docs/json) with ajv. Last, `redocly lint` of that document: 0 errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { newClient, newOperador, newTherapist, useTestApp } from '../../testing/helpers';
import { ownerOf, ROUTES, seedWorld, send, type RouteSpec, type World } from '../../testing/inventory';

interface MediaType {
  schema?: Record<string, unknown>;
}
interface ResponseDoc {
  content?: Record<string, MediaType>;
}
interface OperationDoc {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, ResponseDoc>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, OperationDoc>> };

const docPath = (route: RouteSpec) => route.path.replace(/:(\w+)/g, '{$1}');
const ajv = new Ajv2020({ strict: false, allErrors: true });

/** The published answer of `status` (exact, else its class `4XX`). */
function documented(doc: Doc, route: RouteSpec, status: number): ResponseDoc | undefined {
  const responses = doc.paths[docPath(route)]?.[route.method.toLowerCase()]?.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`];
}

/** Why an answer does not match its published schema ('' when it does). */
function mismatch(doc: Doc, route: RouteSpec, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string {
  const answer = documented(doc, route, res.statusCode);
  if (!answer) return `status ${res.statusCode} is not documented`;
  if (!answer.content) return res.body === '' ? '' : `an empty answer was documented, got: ${res.body.slice(0, 80)}`;
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
  const media = answer.content[type];
  if (!media?.schema) return `content type ${type} is not documented (${Object.keys(answer.content).join(', ')})`;
  const value = type === 'application/json' ? JSON.parse(res.body) : res.body;
  const validate = ajv.compile(media.schema);
  return validate(value) ? '' : ajv.errorsText(validate.errors, { separator: '\n' });
}

describe('HTTP contract', () => {
  const t = useTestApp();
  let w: World;
  let doc: Doc;

  beforeAll(async () => {
    w = await seedWorld(t);
    doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/docs/json' })).body) as Doc;
  });

  it('is published as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('gives every operation a unique operationId, its security, a success answer and the 4xx error shape', () => {
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => [`${m.toUpperCase()} ${p}`, op] as const));
    const ids = operations.map(([, op]) => op.operationId);
    // by name: toEqual takes [undefined] for [], so a list of the missing ids could not fail
    expect(operations.filter(([, op]) => !op.operationId).map(([name]) => name)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, op] of operations) {
      const statuses = Object.keys(op.responses ?? {});
      expect({ name, success: statuses.some((s) => /^2/.test(s)) }).toEqual({ name, success: true });
      expect({ name, error: op.responses?.['4XX']?.content?.['application/json']?.schema?.required }).toEqual({ name, error: ['message'] });
      expect({ name, security: Array.isArray(op.security) }).toEqual({ name, security: true });
    }
  });

  // before the valid requests, which erase the client and sign the therapist out; a refused call
  // changes nothing (security/ownership.test.ts)
  it('answers a caller without a token, and a stranger, with the documented error shape', async () => {
    const stranger = { terapeuta: newTherapist('Terapeuta Alheia'), cliente: newClient('Cliente Alheio'), operador: newOperador() };
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.auth === 'required')) {
      const anonymous = await send(t, route, route.valid(w));
      expect({ route: `${route.method} ${route.path}`, status: anonymous.statusCode }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
      const problem = mismatch(doc, route, anonymous);
      if (problem) problems.push(`${route.method} ${route.path} → 401: ${problem}`);
      if (!route.owned) continue;
      const refused = await send(t, route, route.valid(w), `Bearer ${await t.token(stranger[route.role!])}`);
      expect([403, 404]).toContain(refused.statusCode);
      const refusal = mismatch(doc, route, refused);
      if (refusal) problems.push(`${route.method} ${route.path} → ${refused.statusCode}: ${refusal}`);
    }
    // a refusal that carries fieldErrors
    const bad = await t.call({ method: 'POST', url: '/avaliacoes', user: w.client, body: { terapeutaId: w.otherTherapist.sub, nota: 9 } });
    expect(bad.json().fieldErrors).toBeDefined();
    const problem = mismatch(doc, ROUTES.find((r) => r.method === 'POST' && r.path === '/avaliacoes')!, bad);
    if (problem) problems.push(`POST /avaliacoes → 400: ${problem}`);
    expect(problems).toEqual([]);
  });

  // in the inventory's order: later routes rely on what earlier ones did (DELETE /me comes last)
  it('answers every valid request of the inventory as documented', async () => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      const res = await send(t, route, route.valid(w), route.auth === 'none' ? undefined : `Bearer ${await t.token(ownerOf(route, w))}`);
      expect({ route: `${route.method} ${route.path}`, ok: res.statusCode < 300 }).toEqual({ route: `${route.method} ${route.path}`, ok: true });
      const problem = mismatch(doc, route, res);
      if (problem) problems.push(`${route.method} ${route.path} → ${res.statusCode}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('catches an answer that carries a field its schema does not document', () => {
    const route = ROUTES.find((r) => r.method === 'GET' && r.path === '/me/preferencias')!;
    const res = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lembretesEmail: true, extra: 1 }) };
    expect(mismatch(doc, route, res)).toMatch(/additional properties/);
  });

  it('documents a PDF answer as application/pdf, and no other content type', () => {
    const route = ROUTES.find((r) => r.method === 'GET' && r.path === '/prontuario/:clienteId/prontuario.pdf')!;
    expect(Object.keys(documented(doc, route, 200)?.content ?? {})).toEqual(['application/pdf']);
    expect(mismatch(doc, route, { statusCode: 200, headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.3' })).toBe('');
    expect(mismatch(doc, route, { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' })).toMatch(/content type application\/json is not documented/);
  });

  it('passes `redocly lint` with 0 errors', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'acolhe-openapi-'));
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'redocly');
    const run = spawnSync(cli, ['lint', file, '--format=summary'], { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    const output = `${run.stdout}\n${run.stderr}`;
    expect({ status: run.status, errors: output.split('\n').filter((line) => /^\s*error\b/.test(line)) }).toEqual({ status: 0, errors: [] });
  });
});
