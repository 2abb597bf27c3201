// When a therapist's profile is public (issue 32): the ONE definition, a SQL predicate over the
// `terapeutas` row that every public read uses — the search and featured lists, the profile page,
// the sitemap (which lists the search), the month's free slots and the booking (POST /sessoes).
// Public = saved complete (`profile_complete`, false again after an erasure), its own fields pass
// shared-domain's rule (`publicavel`, written at every save), its weekly schedule has an open day
// (saved by the agenda, so checked here), its CRP verified by an operator and not suspended.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { disponibilidades, terapeutas } from '../db/schema';

export const PUBLICADO: SQL = and(
  eq(terapeutas.profileComplete, true),
  eq(terapeutas.publicavel, true),
  eq(terapeutas.verificacaoEstado, 'verificado'),
  isNull(terapeutas.suspensoEm),
  sql`EXISTS (SELECT 1 FROM ${disponibilidades} WHERE ${disponibilidades.terapeutaId} = ${terapeutas.id}
    AND ${disponibilidades.schedule} @> '[{"isAvailable": true}]'::jsonb)`,
)!;

/** `PUBLICADO` as a selected boolean column. */
export const publicadoColumn = () => sql<boolean>`(${PUBLICADO})`.mapWith(Boolean);
