// /metrics in Prometheus's text format, kept private (docs/operations.md, "Metrics"):
// - METRICS_PORT: a listener of its own on METRICS_HOST (default 127.0.0.1), /metrics without a
//   token — for a scraper on the same host or network, never published by the load balancer;
// - METRICS_TOKEN: /metrics on the api's own port, only with `Authorization: Bearer <token>`.
// Neither set: /metrics on the api's port answers 404 like any unknown route (the default, so a
// production configuration never exposes it by accident). The request metrics are collected
// either way. Not encapsulated (fastify-plugin): its hooks must see every route.
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricsConfig } from '../config';
import { MSG } from '../lib/messages';
import type { AppMetrics } from './metrics';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** when the request arrived (performance.now()) and whether it was counted out already */
    metricsStart?: number;
    metricsDone?: boolean;
  }
}

/** The label of a request's route: its pattern (`/sessoes/:id`), never the URL it was called with. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const metricsEndpoint: FastifyPluginAsync<{ metrics: AppMetrics; config: MetricsConfig }> = async (app, { metrics, config }) => {
  const done = (request: FastifyRequest, status: number) => {
    if (request.metricsDone || request.metricsStart === undefined) return;
    request.metricsDone = true;
    metrics.requestsInFlight.dec();
    metrics.requestDuration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(status) },
      (performance.now() - request.metricsStart) / 1000,
    );
  };
  app.addHook('onRequest', async (request) => {
    request.metricsStart = performance.now();
    metrics.requestsInFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => done(request, reply.statusCode));
  // the client went away before its answer: counted as 499, as proxies do
  app.addHook('onRequestAbort', async (request) => done(request, 499));

  const exposition = async () => ({ body: await metrics.registry.metrics(), type: metrics.registry.contentType });

  app.get(METRICS_PATH, { schema: { hide: true }, config: { rateLimitKind: 'none' } }, async (request, reply) => {
    if (!config.token) return reply.status(404).send({ message: MSG.routeNotFound });
    if (!tokenMatches(request.headers.authorization, config.token)) return reply.status(401).send({ message: MSG.unauthenticated });
    const { body, type } = await exposition();
    return reply.header('content-type', type).header('cache-control', 'no-store').send(body);
  });

  if (config.port !== undefined) {
    const port = config.port;
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH) {
        res.writeHead(404).end();
        return;
      }
      exposition().then(
        ({ body, type }) => res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics exposition failed');
          res.writeHead(500).end();
        },
      );
    });
    // when the app is ready (before it listens): a port already taken stops the start
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, () => resolve());
      });
      const address = server.address();
      app.log.info({ port: typeof address === 'object' && address ? address.port : port, host: config.host }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    app.decorate('metricsServer', server);
  }
};

declare module 'fastify' {
  interface FastifyInstance {
    /** the listener of METRICS_PORT, when configured */
    metricsServer?: http.Server;
  }
}

export const metricsPlugin = fp(metricsEndpoint, { name: 'acolhe-metrics', fastify: '5.x' });
