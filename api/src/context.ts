// What every route module receives: the database, the configuration, the clock, the guards and
// the pluggable adapters (upload storage, CEP provider).
import type { FastifyRequest } from 'fastify';
import type { Guards } from './auth/guard';
import type { RevocationCheck } from './auth/revocation';
import type { CepProvider } from './catalogo/cep-provider';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { IdentityAdmin } from './identidade/admin';
import type { SlotsCache } from './agenda/slots-cache';
import type { CacheEvents } from './lib/cache-events';
import type { PublicCache } from './lib/public-cache';
import type { AppMetrics } from './metrics/metrics';
import type { UploadStorage } from './uploads/storage';
import type { Keyring } from './prontuario/crypto';

export interface AppContext {
  db: Database;
  config: AppConfig;
  /** the clock; injectable so tests can place "now" anywhere */
  now: () => Date;
  guards: Guards;
  /** the preHandler of /operacao/*: an operators' pool token, else 401/403 (auth/operador.ts) */
  requireOperador: (request: FastifyRequest) => Promise<void>;
  storage: UploadStorage;
  cep: CepProvider;
  /** what the caches below hear: writes of public reads and agendas, the replicas' coherence
   * (lib/cache-events.ts); a write calls it after its commit */
  events: CacheEvents;
  /** serialised public catalogue reads (lists, featured, profiles, specialties) */
  publicCache: PublicCache;
  /** serialised booking calendars (slots-mes), per therapist and month */
  slotsCache: SlotsCache;
  /** the identity provider's admin calls (identidade/admin.ts); undefined when none is configured */
  identityAdmin?: IdentityAdmin;
  /** the same on the operators' pool (operacao/revogacao.ts); undefined when none is configured */
  operadoresAdmin?: IdentityAdmin;
  /** removed operators, as the operators' guard reads them (at most 2 s old; operacao/revogacao.ts) */
  operadorRevocations: RevocationCheck;
  /** the Prometheus registry and the metrics other modules count into (src/metrics) */
  metrics: AppMetrics;
  /** the prontuário's master keys (src/prontuario/keys.ts) */
  prontuarioKeys: Keyring;
}
