// What every feature plugin reads from its Fastify instance (decorators set once, in app.ts's
// `decorateDependencies`). Infrastructure declares its own here; a dependency a feature owns is
// declared beside it (agenda/slots-cache.ts: slotsCache, catalogo/cep-provider.ts: cep,
// prontuario/keys.ts: prontuarioKeys), so this file imports no feature.
import type { AppConfig } from './config';
import type { Database, RawSql } from './db/client';
import type { IdentityAdmin } from './identidade/admin';
import type { CacheEvents } from './lib/cache-events';
import type { PublicCache } from './lib/public-cache';
import type { AppMetrics } from './metrics/metrics';
import type { UploadStorage } from './uploads/storage';
import type { Guards } from './auth/guard';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** plain SQL over the same database (DatabaseHandle.raw: the e-mail queue, LISTEN); undefined
     * when the caller built the app over a bare Drizzle database (some tests) */
    raw: RawSql | undefined;
    /** which driver `db` is: PGlite (embedded, this process is the database) or PostgreSQL */
    dbDriver: 'pglite' | 'pg';
    /** the app's configuration (src/config.ts), read once from the environment */
    appConfig: AppConfig;
    /** the clock; injectable so tests can place "now" anywhere */
    now: () => Date;
    /** what the caches hear: writes of public reads and agendas, across replicas */
    events: CacheEvents;
    /** serialised public catalogue reads (lists, featured, profiles, specialties) */
    publicCache: PublicCache;
    storage: UploadStorage;
    /** the identity provider's admin calls; undefined when none is configured */
    identityAdmin: IdentityAdmin | undefined;
    metrics: AppMetrics;
    guards: Guards;
  }
}
