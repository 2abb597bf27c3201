// Search filters of /terapeutas (SPEC §2): read from / written to the URL, and applied to the
// fetched list (the SPEC says filters are not sent to the server).
import { CITY_LABELS, CITY_SLUGS, MODALIDADES, isOneOf } from './enums';
import type { SearchFilters, Therapist } from './types';

type ParamSource = URLSearchParams | Record<string, string | null | undefined>;

const read = (params: ParamSource, key: string): string =>
  ((params instanceof URLSearchParams ? params.get(key) : params[key]) ?? '').trim();

/** URL → filters. 'therapy-type' is accepted as an alias of 'search'; unknown values are dropped. */
export function searchFiltersFromParams(params: ParamSource): SearchFilters {
  const filters: SearchFilters = {};
  const search = read(params, 'search') || read(params, 'therapy-type');
  const modalidade = read(params, 'modalidade');
  const cidade = read(params, 'cidade');
  if (search) filters.search = search;
  if (isOneOf(MODALIDADES, modalidade)) filters.modalidade = modalidade;
  if (isOneOf(CITY_SLUGS, cidade)) filters.cidade = cidade;
  return filters;
}

/** Filters → query parameters, non-empty ones only (SPEC §2 home search). */
export function searchFiltersToParams(filters: SearchFilters): Record<string, string> {
  const out: Record<string, string> = {};
  const search = filters.search?.trim();
  if (search) out.search = search;
  if (filters.modalidade) out.modalidade = filters.modalidade;
  if (filters.cidade) out.cidade = filters.cidade;
  return out;
}

/** Lower case without accents, so 'Sao Paulo' finds 'São Paulo' and 'psicologa' finds 'Psicóloga'. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

export type FilterableTherapist = Pick<
  Therapist,
  'fullName' | 'title' | 'specialty' | 'specialties' | 'sessionFormats' | 'city' | 'location'
>;

/** search: name, title, specialty or a specialty name contains the text.
 * modalidade: 'online'/'presencial' require that format; 'ambos' means "either is fine" (no restriction).
 * cidade: the therapist's city (or location) matches the city label. */
export function matchesFilters(therapist: FilterableTherapist, filters: SearchFilters): boolean {
  const search = normalizeText(filters.search ?? '');
  if (search) {
    const haystack = [
      therapist.fullName,
      therapist.title,
      therapist.specialty,
      ...(therapist.specialties ?? []).map((s) => s.name),
    ].map((s) => normalizeText(s ?? ''));
    if (!haystack.some((h) => h.includes(search))) return false;
  }
  if (filters.modalidade === 'online' || filters.modalidade === 'presencial') {
    if (!(therapist.sessionFormats ?? []).includes(filters.modalidade)) return false;
  }
  if (filters.cidade) {
    const city = normalizeText(CITY_LABELS[filters.cidade]);
    const own = normalizeText(therapist.city || therapist.location || '');
    if (own !== city && !own.startsWith(`${city},`) && !own.startsWith(`${city} -`)) return false;
  }
  return true;
}

export function filterTherapists<T extends FilterableTherapist>(list: readonly T[], filters: SearchFilters): T[] {
  return list.filter((t) => matchesFilters(t, filters));
}
