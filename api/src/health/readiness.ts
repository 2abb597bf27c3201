// GET /ready — readiness: whether this replica can serve requests now — the database answers
// `select 1`, it holds every migration of this build, and the Redis of the rate limits and the
// uploads bucket answer when configured. 503 `{ ready: false, reasons }` otherwise, so a replica
// that cannot reach its database leaves the load balancer instead of answering 503s to people.
// READY_OPTIONAL=redis,bucket reports those two as warnings without failing (docs/operations.md).
// The reasons are fixed pt-BR sentences for the operator; the underlying error goes to the log.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { OptionalDependency } from '../config';
import { sql } from 'drizzle-orm';
import { ping, type Database } from '../db/client';
import { MSG } from '../lib/messages';
import { migrationsDir } from '../lib/paths';
import type { UploadStorage } from '../uploads/storage';

const CHECK_TIMEOUT_MS = 3000;

export const READY_REASONS = {
  database: MSG.healthDatabaseDown,
  migrations: (missing: number) => `O banco de dados não tem ${missing} migração(ões) desta versão da api.`,
  migrationsUnknown: 'Não foi possível ler as migrações aplicadas no banco de dados.',
  redis: 'Redis dos limites de requisição indisponível.',
  bucket: 'Bucket de envios (S3) indisponível.',
} as const;

export type CheckState = 'ok' | 'falhou' | 'não verificado';

export interface Readiness {
  ready: boolean;
  reasons: string[];
  /** failures of READY_OPTIONAL dependencies: reported, not failing */
  warnings: string[];
  checks: Record<string, CheckState>;
}

export interface ReadinessSources {
  db: Database;
  storage: Pick<UploadStorage, 'check'>;
  /** READY_OPTIONAL: dependencies reported as warnings, never failing */
  readyOptional: readonly OptionalDependency[];
  redis?: Redis;
  log: FastifyBaseLogger;
}

function bounded<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

let journal: number[] | undefined;
/** The `when` of every migration of this build (drizzle records it as created_at). */
function expectedMigrations(): number[] {
  journal ??= (JSON.parse(readFileSync(path.join(migrationsDir(), 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map(
    (e) => e.when,
  );
  return journal;
}

/** How many migrations of this build the database lacks (drizzle's own record of them). */
export async function missingMigrations(db: Database): Promise<number> {
  const { rows } = (await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`)) as unknown as { rows: unknown[] };
  const applied = new Set((rows as { created_at: string | number }[]).map((r) => Number(r.created_at)));
  return expectedMigrations().filter((when) => !applied.has(when)).length;
}

export async function checkReadiness({ db, storage, readyOptional, redis, log }: ReadinessSources): Promise<Readiness> {
  const optional = new Set<OptionalDependency>(readyOptional);
  const result: Readiness = { ready: true, reasons: [], warnings: [], checks: {} };
  const fail = (reason: string, dependency?: OptionalDependency) => {
    if (dependency && optional.has(dependency)) result.warnings.push(reason);
    else result.reasons.push(reason);
  };

  const database = bounded(ping(db)).then(
    () => true,
    (error: unknown) => {
      log.warn({ err: error }, 'ready: database unreachable');
      return false;
    },
  );
  const redisCheck = redis
    ? bounded(redis.ping()).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'ready: redis unreachable');
          return false;
        },
      )
    : undefined;
  const bucketCheck = storage.check
    ? bounded(storage.check()).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'ready: bucket unreachable');
          return false;
        },
      )
    : undefined;

  if (await database) {
    result.checks.database = 'ok';
    try {
      const missing = await bounded(missingMigrations(db));
      result.checks.migrations = missing === 0 ? 'ok' : 'falhou';
      if (missing > 0) fail(READY_REASONS.migrations(missing));
    } catch (error) {
      log.warn({ err: error }, 'ready: applied migrations unreadable');
      result.checks.migrations = 'falhou';
      fail(READY_REASONS.migrationsUnknown);
    }
  } else {
    result.checks.database = 'falhou';
    result.checks.migrations = 'não verificado';
    fail(READY_REASONS.database);
  }
  if (redisCheck) {
    const ok = await redisCheck;
    result.checks.redis = ok ? 'ok' : 'falhou';
    if (!ok) fail(READY_REASONS.redis, 'redis');
  }
  if (bucketCheck) {
    const ok = await bucketCheck;
    result.checks.bucket = ok ? 'ok' : 'falhou';
    if (!ok) fail(READY_REASONS.bucket, 'bucket');
  }
  result.ready = result.reasons.length === 0;
  return result;
}
