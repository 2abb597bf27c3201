// Entry point of one api replica: `npm run api` (or `pnpm --filter @acolhe/api start`). With
// OTEL_EXPORTER_OTLP_ENDPOINT set, OpenTelemetry starts first (src/tracing/start.ts) so that its
// instrumentations see http, fastify, pg and ioredis load; without it nothing of OpenTelemetry is
// even loaded. Then the replica itself (src/main.ts).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
  const { startTracing } = await import('./tracing/start');
  await startTracing();
}
await import('./main');
export {};
