// OpenTelemetry traces, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (src/server.ts): a
// request's span tree — the HTTP server span, Fastify's hooks and handler, each SQL statement
// (pg) and Redis command (ioredis) under it — exported over OTLP/HTTP to the collector at that
// endpoint (`/v1/traces` is appended; OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME (default
// acolhe-api), OTEL_TRACES_SAMPLER… are the SDK's own variables). docs/operations.md, "Traces".
//
// What a span may hold: URLs without their query string (a feed's secret travels there), SQL
// with placeholders only (the pg instrumentation's default: no parameter values), never a body.
import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { onShutdown } from './shutdown';

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
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'acolhe-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // the query string never leaves the process (feed secrets, searches people typed)
        requestHook: (span, request) => {
          if (!('headers' in request) || (request as IncomingMessage).socket === undefined) return;
          const path = withoutQuery((request as IncomingMessage).url);
          span.setAttribute('http.target', path);
          span.setAttribute('url.path', path);
          span.setAttribute('url.query', '');
        },
        ignoreIncomingRequestHook: (request) => ['/health', '/ready', '/metrics'].includes(withoutQuery(request.url)),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        requestHook: (span, request) => span.setAttribute('url.path', withoutQuery(request.url)),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  // spans still in the batch go out before the process exits (src/main.ts's shutdown)
  onShutdown(() => sdk.shutdown());
}
