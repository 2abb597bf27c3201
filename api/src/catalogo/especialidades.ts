import { asc, inArray, sql } from 'drizzle-orm';
import type { Specialty } from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { especialidades } from '../db/schema';
import type { CacheEvents } from '../lib/cache-events';
import { ESPECIALIDADES } from './catalogue';

/** Inserts or renames the catalogue entries (idempotent; run at every start, before the app: then
 * no cache is there to tell; `events` when an app already serves). */
export async function ensureCatalogue(db: Executor, events?: CacheEvents): Promise<void> {
  await db
    .insert(especialidades)
    .values(ESPECIALIDADES.map((s, position) => ({ id: s.id, name: s.name, position })))
    .onConflictDoUpdate({
      target: especialidades.id,
      set: { name: sql`excluded.name`, position: sql`excluded.position` },
    });
  events?.publicReadsChanged('everything'); // specialty names appear in /especialidades and in every therapist answer
}

export async function listEspecialidades(db: Database): Promise<Specialty[]> {
  return db
    .select({ id: especialidades.id, name: especialidades.name })
    .from(especialidades)
    .orderBy(asc(especialidades.position), asc(especialidades.name));
}

/** The catalogue entries of `ids`, in the given order; `missing` lists unknown ids. */
export async function resolveEspecialidades(
  db: Executor,
  ids: readonly string[],
): Promise<{ found: Specialty[]; missing: string[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { found: [], missing: [] };
  const rows = await db
    .select({ id: especialidades.id, name: especialidades.name })
    .from(especialidades)
    .where(inArray(especialidades.id, unique));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    found: unique.flatMap((id) => byId.get(id) ?? []),
    missing: unique.filter((id) => !byId.has(id)),
  };
}
