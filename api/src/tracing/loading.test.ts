// OpenTelemetry is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set — not even loaded: only
// src/tracing/start.ts imports it, and only src/server.ts imports that, dynamically, behind the
// variable. (The traces themselves: tracing.test.ts, PostgreSQL run.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDir } from '../lib/paths';
import { operationOf, redactedUrl, withoutQuery } from './start';

const src = path.join(apiDir(), 'src');
const productionFiles = readdirSync(src, { recursive: true })
  .map(String)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

describe('tracing is loaded only when configured', () => {
  it('no product file but src/tracing/start.ts imports OpenTelemetry', () => {
    const importers = productionFiles.filter((f) => /['"](@opentelemetry\/|@fastify\/otel)/.test(readFileSync(path.join(src, f), 'utf8')));
    expect(importers).toEqual([path.join('tracing', 'start.ts')]);
  });

  it('only src/server.ts imports it, dynamically, when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    const importers = productionFiles.filter((f) => /tracing\/start['"]/.test(readFileSync(path.join(src, f), 'utf8')));
    expect(importers).toEqual(['server.ts']);
    const server = readFileSync(path.join(src, 'server.ts'), 'utf8');
    expect(server).toMatch(/if \(process\.env\.OTEL_EXPORTER_OTLP_ENDPOINT\?\.trim\(\)\) \{\s*const \{ startTracing \} = await import\('\.\/tracing\/start'\);/);
    expect(server).not.toMatch(/^import .*tracing\/start/m);
  });

  it('spans keep the path of a request target, never its query string', () => {
    expect(withoutQuery('/agenda/terapeutas/x/calendario.ics?token=segredo')).toBe('/agenda/terapeutas/x/calendario.ics');
    expect(withoutQuery('/sessoes')).toBe('/sessoes');
    expect(withoutQuery(undefined)).toBe('');
  });

  it('an outgoing request keeps its origin and the shape of its path, never its parameters or query', () => {
    expect(redactedUrl('https://viacep.com.br/ws/01310100/json/?x=1')).toBe('https://viacep.com.br/ws/:param/json/');
    expect(redactedUrl('http://127.0.0.1:4569/acolhe/uploads/8f1c2d3e-aaaa/foto-1.png?X-Amz-Signature=abc')).toBe('http://127.0.0.1:4569/acolhe/uploads/:param/:param');
    expect(redactedUrl('não é url')).toBe('');
  });

  it('names a statement by its first word, as pg does', () => {
    expect(operationOf('  select "id" from "terapeutas" where "id" = $1')).toBe('SELECT');
    expect(operationOf('WITH x AS (SELECT 1) SELECT * FROM x')).toBe('WITH');
    expect(operationOf('')).toBe('SQL');
  });
});
