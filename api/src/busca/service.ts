// Public therapist reads: the search list, the featured list and one profile with its reviews.
// Only public profiles (perfis/publicacao.ts: complete, verified, not suspended): PUBLIC_CONDITION.
import { and, arrayContains, isNull, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  FEATURED_LIMIT,
  PROFILE_IN_PREPARATION_MESSAGE,
  normalizeText,
  type PublicTherapist,
  type Review,
  type SearchQuery,
} from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { avaliacoes, contas, terapeutas } from '../db/schema';
import { VERIFIED_SQL, hadCompletedSession, toReview } from '../avaliacoes/mapper';
import { notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { cacheKey } from '../lib/public-cache';
import { PUBLIC_COLUMNS, specialtiesOf, toPublicTherapist, type PublicTherapistRow } from '../perfis/mapper';
import { PUBLICADO, publicadoColumn } from '../perfis/publicacao';
import { textSearch, type TextSearch } from './text-search';
import { NEXT_SLOT_TTL_MS, THIS_WEEK_DAYS, refreshStoredNextSlots, storedNextSlot } from './next-slot';

export const DEFAULT_PAGE_SIZE = 20;

/** Listing order: best rated first, then most reviewed, then by name (stable with the id). */
const LISTING_ORDER = [desc(terapeutas.rating), desc(terapeutas.reviewCount), asc(terapeutas.fullName), asc(terapeutas.id)];

/** The public profiles: perfis/publicacao.ts's one definition (complete, verified, not
 * suspended, an open weekly day). */
export const PUBLIC_CONDITION: SQL = PUBLICADO;

/** Everything but 'atende esta semana' (which needs the stored next slot refreshed first). */
function baseConditions(query: SearchQuery, text: TextSearch | null): SQL[] {
  const conditions: SQL[] = [PUBLIC_CONDITION, ...(text?.conditions ?? [])];
  // 'ambos' = either format is fine (no restriction), as the shared filter of the front-ends.
  if (query.modalidade === 'online') conditions.push(eq(terapeutas.offersOnline, true));
  if (query.modalidade === 'presencial') conditions.push(eq(terapeutas.offersPresencial, true));
  if (query.cidade) conditions.push(eq(terapeutas.citySlug, query.cidade));
  if (query.precoMin !== undefined) conditions.push(gte(terapeutas.sessionPrice, query.precoMin));
  if (query.precoMax !== undefined) conditions.push(lte(terapeutas.sessionPrice, query.precoMax));
  if (query.idioma) conditions.push(arrayContains(terapeutas.languages, [query.idioma]));
  // only therapists who chose to appear in it (decision 0038): the filter must not reveal the gender
  // of one who keeps it private
  if (query.genero) conditions.push(eq(terapeutas.gender, query.genero), eq(terapeutas.genderInSearch, true));
  if (query.abordagem) conditions.push(arrayContains(terapeutas.approaches, [query.abordagem]));
  if (query.tipo) conditions.push(arrayContains(terapeutas.sessionTypes, [query.tipo]));
  if (query.gratuita) conditions.push(eq(terapeutas.freeFirstSession, true));
  return conditions;
}

const needsNextSlot = (query: SearchQuery) => query.semana === true || query.ordem === 'proximo';

/** Featured order: a Bayesian average (the rating pulled towards 4.0 with the weight of 3
 * reviews), so one 5-star review does not outrank forty reviews averaging 4.9. */
const FEATURED_SCORE = sql`(${terapeutas.rating} * ${terapeutas.reviewCount} + 12) / (${terapeutas.reviewCount} + 3)`;

/**
 * relevancia (default): with a text, therapists whose name starts with it first, then by how well
 * the words match (text-search.ts); then the listing order. avaliacao: the Bayesian average (as the
 * featured list), then the listing order. preco: cheapest first. proximo: the soonest free slot
 * first, none last.
 */
function orderFor(query: SearchQuery, text: TextSearch | null): SQL[] {
  switch (query.ordem) {
    case 'avaliacao':
      return [desc(FEATURED_SCORE), ...LISTING_ORDER];
    case 'preco':
      return [asc(terapeutas.sessionPrice), ...LISTING_ORDER];
    case 'proximo':
      return [sql`${terapeutas.proximoHorario} ASC NULLS LAST`, ...LISTING_ORDER];
    default:
      return text ? [...text.order, ...LISTING_ORDER] : LISTING_ORDER;
  }
}

/** The 5-minute window a list answer belongs to: the next free slot on each card changes with time
 * and with bookings (which do not empty the cache), so a cached list lives at most this long. */
export const nextSlotBucket = (now: Date) => Math.floor(now.getTime() / NEXT_SLOT_TTL_MS);

/**
 * A price bound as the answer sees it: a minimum is the lowest listed price at or above it, a
 * maximum the highest at or below it ('-' when none is) — every value between two listed prices
 * selects the same therapists. `prices` ascending.
 */
export function priceBound(prices: readonly number[], value: number | undefined, side: 'min' | 'max'): string | undefined {
  if (value === undefined) return undefined;
  if (side === 'min') return String(prices.find((p) => p >= value) ?? '-');
  let found: number | undefined;
  for (const p of prices) {
    if (p > value) break;
    found = p;
  }
  return found === undefined ? '-' : String(found);
}

/** The prices the listed profiles charge, ascending (the price bounds of the cache keys). */
export async function listedPrices(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ price: terapeutas.sessionPrice })
    .from(terapeutas)
    .where(PUBLIC_CONDITION)
    .orderBy(asc(terapeutas.sessionPrice));
  return rows.map((r) => Number(r.price));
}

/**
 * The cache key of a search: the query as the database reads it (search normalised, 'ambos' = no
 * filter, default order dropped, size only with page and defaulted, price bounds as the listed
 * prices they select — so a script sending a new precoMax every time still hits the cache) plus
 * the time window. `prices`: listedPrices, needed when the query has a price bound.
 */
export function searchCacheKey(query: SearchQuery, now: Date, prices: readonly number[] = []): string {
  const paged = query.page !== undefined;
  return cacheKey('/public-terapeutas', {
    search: normalizeText(query.search ?? ''),
    modalidade: query.modalidade === 'ambos' ? undefined : query.modalidade,
    cidade: query.cidade,
    precoMin: priceBound(prices, query.precoMin, 'min'),
    precoMax: priceBound(prices, query.precoMax, 'max'),
    idioma: query.idioma,
    genero: query.genero,
    abordagem: query.abordagem,
    tipo: query.tipo,
    gratuita: query.gratuita ? 1 : undefined,
    semana: query.semana ? 1 : undefined,
    ordem: query.ordem === 'relevancia' ? undefined : query.ordem,
    page: query.page,
    size: paged ? (query.size ?? DEFAULT_PAGE_SIZE) : undefined,
    t: nextSlotBucket(now),
  });
}

export type SearchAnswer =
  | { content: PublicTherapist[] }
  | { content: PublicTherapist[]; totalElements: number; page: number; size: number };

/** A card's row: the public record and the stored next free slot (next-slot.ts). */
const CARD_COLUMNS = { ...PUBLIC_COLUMNS, proximoHorario: terapeutas.proximoHorario };
type CardRow = PublicTherapistRow & { proximoHorario: Date | null };

/**
 * Cards: the public record, its specialties and its next free slot (14 days, agenda rules) — the
 * stored one, recomputed first where it is stale (`fresh`: the caller already refreshed every row
 * it read). A search that misses the cache thus reads the next slots from the table instead of
 * computing them for every row of its answer.
 */
async function toCards(db: Executor, rows: CardRow[], now: Date, fresh = false): Promise<PublicTherapist[]> {
  const ids = rows.map((r) => r.id);
  const refreshed = fresh || ids.length === 0 ? 0 : await refreshStoredNextSlots(db, inArray(terapeutas.id, ids), now, ids.length);
  const [specs, again] = await Promise.all([
    specialtiesOf(db, ids),
    refreshed > 0
      ? db.select({ id: terapeutas.id, proximoHorario: terapeutas.proximoHorario }).from(terapeutas).where(inArray(terapeutas.id, ids))
      : Promise.resolve([]),
  ]);
  const next = new Map(again.map((r) => [r.id, r.proximoHorario]));
  return rows.map((r) => ({
    ...toPublicTherapist(r, specs.get(r.id) ?? []),
    nextAvailable: storedNextSlot(next.has(r.id) ? next.get(r.id)! : r.proximoHorario),
  }));
}

export async function searchTherapists(db: Database, query: SearchQuery, now: Date): Promise<SearchAnswer> {
  const text = await textSearch(db, query.search ?? '');
  const conditions = baseConditions(query, text);
  // The whole answer's next slots are refreshed up front when they filter or order it, or when it
  // is the whole list (every row becomes a card: no cap, each stale row recomputed once per
  // NEXT_SLOT_TTL_MS); a page's own rows are checked again by toCards (beyond the cap).
  const paged = query.page !== undefined;
  if (needsNextSlot(query) || !paged) await refreshStoredNextSlots(db, and(...conditions), now, paged ? undefined : Number.POSITIVE_INFINITY);
  if (query.semana) {
    const weekEnd = new Date(now.getTime() + THIS_WEEK_DAYS * 86_400_000);
    conditions.push(sql`${terapeutas.proximoHorario} < ${weekEnd.toISOString()}::timestamptz`);
  }
  const where = and(...conditions)!;
  const order = orderFor(query, text);
  if (!paged) {
    const rows = await db.select(CARD_COLUMNS).from(terapeutas).where(where).orderBy(...order);
    return { content: await toCards(db, rows, now, true) };
  }
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 0;
  const [rows, [total]] = await Promise.all([
    db
      .select(CARD_COLUMNS)
      .from(terapeutas)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(terapeutas).where(where),
  ]);
  return { content: await toCards(db, rows, now), totalElements: Number(total?.n ?? 0), page, size };
}

/** At most 4: public profiles with at least one review, best rated first. */
export async function featuredTherapists(db: Database, now: Date): Promise<PublicTherapist[]> {
  const rows = await db
    .select(CARD_COLUMNS)
    .from(terapeutas)
    .where(and(PUBLIC_CONDITION, gt(terapeutas.reviewCount, 0)))
    .orderBy(desc(FEATURED_SCORE), ...LISTING_ORDER)
    .limit(FEATURED_LIMIT);
  return toCards(db, rows, now);
}

export type PublicProfile = PublicTherapist & { reviews: Review[] };

export async function publicTherapist(
  db: Database,
  id: string,
  callerClientId: string | null,
): Promise<PublicProfile> {
  const [row] = await db
    .select({ ...PUBLIC_COLUMNS, public: publicadoColumn() })
    .from(terapeutas)
    // an erased account has no public page
    .where(and(eq(terapeutas.id, id), sql`NOT EXISTS (SELECT 1 FROM ${contas} WHERE ${contas.id} = ${terapeutas.id} AND ${contas.erasedAt} IS NOT NULL)`))
    .limit(1);
  if (!row) throw notFound(MSG.therapistNotFound);
  // an existing profile that is not complete yet: the page says 'Perfil em preparação'
  if (row.public !== true) throw notFound(PROFILE_IN_PREPARATION_MESSAGE);
  const [specs, reviewRows] = await Promise.all([
    specialtiesOf(db, [id]),
    db
      .select({ review: avaliacoes, verified: VERIFIED_SQL })
      .from(avaliacoes)
      // a review an operator hid is gone from the page, its answer with it (issue 32)
      .where(and(eq(avaliacoes.terapeutaId, id), isNull(avaliacoes.ocultadaEm)))
      .orderBy(desc(avaliacoes.dataAvaliacao), desc(avaliacoes.createdAt), asc(avaliacoes.id)),
  ]);
  const { public: _public, ...publicRow } = row;
  return {
    ...toPublicTherapist(publicRow, specs.get(id) ?? []),
    reviews: reviewRows.map((r) => toReview(r.review, callerClientId, r.verified === true)),
  };
}

/** Where a client stands with a therapist's reviews: the id of their review, if any (one per
 * client per therapist, hidden or not), and whether they may write one now — a COMPLETED session
 * with the therapist and no review yet (issue 32; acolhe_avaliar decides it again on the write). */
export async function reviewStanding(db: Database, therapistId: string, clientId: string): Promise<{ ownId: string | null; canReview: boolean }> {
  const result = await db.execute(sql`
    SELECT (SELECT "id" FROM "avaliacoes" WHERE "cliente_id" = ${clientId} AND "terapeuta_id" = ${therapistId} LIMIT 1) AS own_id,
           ${hadCompletedSession(sql`${clientId}`, sql`${therapistId}`)} AS completed`);
  // both drivers answer { rows }
  const [row] = (result as unknown as { rows: { own_id: string | null; completed: boolean }[] }).rows;
  const ownId = row?.own_id ?? null;
  return { ownId, canReview: ownId === null && row?.completed === true };
}

/** The profile with canEdit on the caller's own review, or null when that is the anonymous
 * answer (no review of theirs) — the cached body can then be sent as is. The public answer never
 * says who wrote a review; only the author learns which one is theirs. */
export function profileFor(anonymous: PublicProfile, standing: { ownId: string | null; canReview: boolean }): PublicProfile | null {
  const { ownId, canReview } = standing;
  if (canReview) return { ...anonymous, canReview: true };
  if (ownId === null || !anonymous.reviews.some((r) => r.id === ownId)) return null;
  return { ...anonymous, reviews: anonymous.reviews.map((r) => ({ ...r, canEdit: r.id === ownId })) };
}
