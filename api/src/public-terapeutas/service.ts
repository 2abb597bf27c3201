// Public therapist reads: the search list, the featured list and one profile with its reviews.
import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { FEATURED_LIMIT, normalizeText, type PublicTherapist, type Review, type SearchQuery } from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import { avaliacoes, contas, terapeutas } from '../db/schema';
import { VERIFIED_SQL, toReview } from '../avaliacoes/mapper';
import { notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { cacheKey } from '../lib/public-cache';
import { escapeLike } from '../lib/text';
import { PUBLIC_COLUMNS, specialtiesOf, toPublicList, toPublicTherapist } from '../terapeutas/mapper';

export const DEFAULT_PAGE_SIZE = 20;

/** Listing order: best rated first, then most reviewed, then by name (stable with the id). */
const LISTING_ORDER = [desc(terapeutas.rating), desc(terapeutas.reviewCount), asc(terapeutas.fullName), asc(terapeutas.id)];

function filterConditions(query: SearchQuery): SQL {
  // Only therapists whose profile form was saved complete are listed.
  const conditions: SQL[] = [eq(terapeutas.profileComplete, true)];
  const term = normalizeText(query.search ?? '');
  if (term) {
    conditions.push(sql`${terapeutas.searchText} LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\'`);
  }
  // 'ambos' = either format is fine (no restriction), as the shared filter of the front-ends.
  if (query.modalidade === 'online') conditions.push(eq(terapeutas.offersOnline, true));
  if (query.modalidade === 'presencial') conditions.push(eq(terapeutas.offersPresencial, true));
  if (query.cidade) conditions.push(eq(terapeutas.citySlug, query.cidade));
  return and(...conditions)!;
}

/** The cache key of a search: the query as filterConditions and the paging read it (search
 * normalised, 'ambos' = no filter, size only with page and defaulted), so queries answering the
 * same share one entry. */
export function searchCacheKey(query: SearchQuery): string {
  const paged = query.page !== undefined;
  return cacheKey('/public-terapeutas', {
    search: normalizeText(query.search ?? ''),
    modalidade: query.modalidade === 'ambos' ? undefined : query.modalidade,
    cidade: query.cidade,
    page: query.page,
    size: paged ? (query.size ?? DEFAULT_PAGE_SIZE) : undefined,
  });
}

export type SearchAnswer =
  | { content: PublicTherapist[] }
  | { content: PublicTherapist[]; totalElements: number; page: number; size: number };

export async function searchTherapists(db: Database, query: SearchQuery): Promise<SearchAnswer> {
  const where = filterConditions(query);
  if (query.page === undefined) {
    const rows = await db.select(PUBLIC_COLUMNS).from(terapeutas).where(where).orderBy(...LISTING_ORDER);
    return { content: await toPublicList(db, rows) };
  }
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const page = query.page;
  const [rows, [total]] = await Promise.all([
    db
      .select(PUBLIC_COLUMNS)
      .from(terapeutas)
      .where(where)
      .orderBy(...LISTING_ORDER)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(terapeutas).where(where),
  ]);
  return { content: await toPublicList(db, rows), totalElements: Number(total?.n ?? 0), page, size };
}

/** Featured order: a Bayesian average (the rating pulled towards 4.0 with the weight of 3
 * reviews), so one 5-star review does not outrank forty reviews averaging 4.9. */
const FEATURED_SCORE = sql`(${terapeutas.rating} * ${terapeutas.reviewCount} + 12) / (${terapeutas.reviewCount} + 3)`;

/** At most 4: complete profiles with at least one review, best rated first. */
export async function featuredTherapists(db: Database): Promise<PublicTherapist[]> {
  const rows = await db
    .select(PUBLIC_COLUMNS)
    .from(terapeutas)
    .where(and(eq(terapeutas.profileComplete, true), gt(terapeutas.reviewCount, 0)))
    .orderBy(desc(FEATURED_SCORE), ...LISTING_ORDER)
    .limit(FEATURED_LIMIT);
  return toPublicList(db, rows);
}

export type PublicProfile = PublicTherapist & { reviews: Review[] };

export async function publicTherapist(
  db: Database,
  id: string,
  callerClientId: string | null,
): Promise<PublicProfile> {
  const [row] = await db
    .select(PUBLIC_COLUMNS)
    .from(terapeutas)
    // an erased account has no public page
    .where(and(eq(terapeutas.id, id), sql`NOT EXISTS (SELECT 1 FROM ${contas} WHERE ${contas.id} = ${terapeutas.id} AND ${contas.erasedAt} IS NOT NULL)`))
    .limit(1);
  if (!row) throw notFound(MSG.therapistNotFound);
  const [specs, reviewRows] = await Promise.all([
    specialtiesOf(db, [id]),
    db
      .select({ review: avaliacoes, verified: VERIFIED_SQL })
      .from(avaliacoes)
      .where(eq(avaliacoes.terapeutaId, id))
      .orderBy(desc(avaliacoes.dataAvaliacao), desc(avaliacoes.createdAt), asc(avaliacoes.id)),
  ]);
  return {
    ...toPublicTherapist(row, specs.get(id) ?? []),
    reviews: reviewRows.map((r) => toReview(r.review, callerClientId, r.verified === true)),
  };
}

/** The id of `clientId`'s review of `therapistId`, if any (one per client per therapist). */
export async function ownReviewId(db: Database, therapistId: string, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: avaliacoes.id })
    .from(avaliacoes)
    .where(and(eq(avaliacoes.clienteId, clientId), eq(avaliacoes.terapeutaId, therapistId)))
    .limit(1);
  return row?.id ?? null;
}

/** The profile with canEdit on the caller's own review, or null when that is the anonymous
 * answer (no review of theirs) — the cached body can then be sent as is. The public answer never
 * says who wrote a review; only the author learns which one is theirs. */
export function profileFor(anonymous: PublicProfile, ownId: string | null): PublicProfile | null {
  if (ownId === null || !anonymous.reviews.some((r) => r.id === ownId)) return null;
  return { ...anonymous, reviews: anonymous.reviews.map((r) => ({ ...r, canEdit: r.id === ownId })) };
}
