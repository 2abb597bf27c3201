// OpenTelemetry traces, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (src/server.ts): a
// request's span tree — the HTTP server span, Fastify's hooks and handler, each SQL statement
// (pg on PostgreSQL, ours on the embedded PGlite) and Redis command (ioredis) under it — exported
// over OTLP/HTTP to the collector at that endpoint (`/v1/traces` is appended;
// OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME (default acolhe-api), OTEL_TRACES_SAMPLER… are the
// SDK's own variables). docs/operations.md, "Traces".
//
// What a span may hold (issues 40 and 47): a request's route template (`/cep/:cep`), never the path
// it was called with (`/cep/01310-100`: ids, CEPs, codes) nor its query string (a feed's secret
// travels there); an outgoing request's origin and path with its parameters replaced; SQL with
// placeholders only (no parameter values); Redis command names without their keys (they carry
// addresses and account ids); never a body.
import { register } from 'node:module';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { onShutdown } from './shutdown';

/** A request no route matched (as the metrics' route label says it). */
export const UNMATCHED_ROUTE = 'unmatched';
/** Where the Fastify instrumentation leaves a request's route template for the HTTP span's end. */
const ROUTE = Symbol.for('acolhe.tracing.route');
type MarkedRequest = IncomingMessage & { [ROUTE]?: string };

/** An outgoing request's URL as a span may hold it: the origin and the path with every segment
 * that carries a digit (ids, CEPs, object keys) replaced by `:param`, without the query string. */
export function redactedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  const path = parsed.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':param' : segment))
    .join('/');
  return `${parsed.origin}${path}`;
}

/** The SQL's first word, as pg's instrumentation names its spans (`SELECT`, `INSERT`, `WITH`…). */
export function operationOf(statement: string): string {
  const word = /^\s*([A-Za-z]+)/.exec(statement)?.[1];
  return word ? word.toUpperCase() : 'SQL';
}

/** The path of a request target, without the query string. */
export function withoutQuery(target: string | undefined): string {
  if (!target) return '';
  const i = target.indexOf('?');
  return i === -1 ? target : target.slice(0, i);
}

export async function startTracing(): Promise<void> {
  // The api is ESM (tsx): pg and ioredis, imported from ESM, are patched through this loader
  // hook (import-in-the-middle), which must be in place before the app's imports run; http and
  // fastify are patched without it. Only those packages are wrapped (wrapping every module of the
  // workspace fails on some and costs start-up time).
  // traces only: metrics are /metrics's (prom-client), logs go to stdout
  process.env.OTEL_METRICS_EXPORTER ||= 'none';
  process.env.OTEL_LOGS_EXPORTER ||= 'none';
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['pg', 'pg-pool', 'ioredis'] } });
  const [api, { NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, { FastifyOtelInstrumentation }, { observeEmbeddedQueries }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@fastify/otel'),
      import('../db/query-observer'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'acolhe-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        requestHook: (span, request) => {
          if ('headers' in request) {
            // incoming: the path the instrumentation read is replaced at once, the query string
            // too; the route template replaces the placeholder when the answer ends (below)
            span.setAttributes({ 'url.path': UNMATCHED_ROUTE, 'http.target': UNMATCHED_ROUTE, 'url.query': '' });
            return;
          }
          const outgoing = request as ClientRequest;
          span.setAttribute('url.full', redactedUrl(`${outgoing.protocol}//${outgoing.host}${outgoing.path}`));
        },
        // the server span's end: the route Fastify matched (its name is `${method} ${http.route}`)
        applyCustomAttributesOnSpan: (span, request) => {
          const route = 'headers' in request ? (request as MarkedRequest)[ROUTE] : undefined;
          if (route) span.setAttributes({ 'url.path': route, 'http.target': route });
        },
        ignoreIncomingRequestHook: (request) => ['/health', '/ready', '/metrics'].includes(withoutQuery(request.url)),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        requestHook: (span, request) => {
          const route = request.routeOptions.url;
          span.setAttribute('url.path', route ?? UNMATCHED_ROUTE);
          if (route) (request.raw as MarkedRequest)[ROUTE] = route;
        },
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  // PGlite's statements (db/query-observer.ts): a CLIENT span each, as pg's instrumentation makes
  // them — the SQL text with its placeholders ($1…), never the values
  const tracer = api.trace.getTracer('acolhe-pglite');
  observeEmbeddedQueries((statement, run) =>
    tracer.startActiveSpan(
      `pglite.query:${operationOf(statement)}`,
      {
        kind: api.SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.namespace': 'pglite', 'db.operation.name': operationOf(statement), 'db.query.text': statement },
      },
      async (span) => {
        try {
          return await run();
        } catch (error) {
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
          throw error;
        } finally {
          span.end();
        }
      },
    ),
  );
  // spans still in the batch go out before the process exits (src/main.ts's shutdown)
  onShutdown(() => sdk.shutdown());
}
