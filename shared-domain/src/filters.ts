// Search filters of /terapeutas (product.md#screens): read from / written to the URL (shareable, the back
// button works) and sent to the api, which applies them in SQL (GET /public-terapeutas).
import {
  CITY_SLUGS,
  LANGUAGES,
  MODALIDADES,
  SEARCH_ORDERS,
  SESSION_TYPES,
  THERAPIST_GENDERS,
  THERAPY_APPROACHES,
  isOneOf,
} from './enums';
import { SESSION_PRICE_MAX } from './constants';
import { VALIDATION_MESSAGES } from './schemas/messages';
import type { SearchFilters } from './types';

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
  const precoMin = priceParam(read(params, 'precoMin'));
  const precoMax = priceParam(read(params, 'precoMax'));
  if (precoMin !== undefined) filters.precoMin = precoMin;
  // an inverted range is kept as written: the form says what is wrong (priceRangeProblem) rather
  // than quietly dropping the maximum, and the api refuses it with the same message (400)
  if (precoMax !== undefined) filters.precoMax = precoMax;
  const idioma = read(params, 'idioma');
  const genero = read(params, 'genero');
  const abordagem = read(params, 'abordagem');
  const tipo = read(params, 'tipo');
  const ordem = read(params, 'ordem');
  if (isOneOf(LANGUAGES, idioma)) filters.idioma = idioma;
  if (isOneOf(THERAPIST_GENDERS, genero)) filters.genero = genero;
  if (isOneOf(THERAPY_APPROACHES, abordagem)) filters.abordagem = abordagem;
  if (isOneOf(SESSION_TYPES, tipo)) filters.tipo = tipo;
  if (read(params, 'gratuita') === 'true') filters.gratuita = true;
  if (read(params, 'semana') === 'true') filters.semana = true;
  if (isOneOf(SEARCH_ORDERS, ordem) && ordem !== 'relevancia') filters.ordem = ordem;
  return filters;
}

/** The message of a price range whose maximum is below its minimum (the api's 400 says the same,
 * searchQuerySchema), or null when the range is fine or open. */
export function priceRangeProblem(filters: Pick<SearchFilters, 'precoMin' | 'precoMax'>): string | null {
  const { precoMin, precoMax } = filters;
  return precoMin !== undefined && precoMax !== undefined && precoMax < precoMin ? VALIDATION_MESSAGES.precoOrdem : null;
}

/** '150' / '150,50' → 150 / 150.5 within 0–10.000; anything else → undefined. */
function priceParam(value: string): number | undefined {
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(value)) return undefined;
  const n = Number(value.replace(',', '.'));
  return n <= SESSION_PRICE_MAX ? n : undefined;
}

/** Filters → query parameters, non-empty ones only (product.md#screens home search). */
export function searchFiltersToParams(filters: SearchFilters): Record<string, string> {
  const out: Record<string, string> = {};
  const search = filters.search?.trim();
  if (search) out.search = search;
  if (filters.modalidade) out.modalidade = filters.modalidade;
  if (filters.cidade) out.cidade = filters.cidade;
  if (filters.precoMin !== undefined) out.precoMin = String(filters.precoMin);
  if (filters.precoMax !== undefined) out.precoMax = String(filters.precoMax);
  if (filters.idioma) out.idioma = filters.idioma;
  if (filters.genero) out.genero = filters.genero;
  if (filters.abordagem) out.abordagem = filters.abordagem;
  if (filters.tipo) out.tipo = filters.tipo;
  if (filters.gratuita) out.gratuita = 'true';
  if (filters.semana) out.semana = 'true';
  if (filters.ordem && filters.ordem !== 'relevancia') out.ordem = filters.ordem;
  return out;
}

/** Lower case without accents, so 'Sao Paulo' finds 'São Paulo' and 'psicologa' finds 'Psicóloga'. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}
