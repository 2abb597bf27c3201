// Search query (GET /public-terapeutas and the /terapeutas page). Query strings arrive as
// strings, so numbers and flags accept their string forms too. Every filter is applied by the api
// (SQL); the page writes the same names into its URL (filters.ts).
import * as v from 'valibot';
import { SEARCH_PAGE_SIZE_MAX, SESSION_PRICE_MAX } from '../constants';
import {
  CITY_SLUGS,
  LANGUAGES,
  MODALIDADES,
  SEARCH_ORDERS,
  SESSION_TYPES,
  THERAPIST_GENDERS,
  THERAPY_APPROACHES,
} from '../enums';
import { object, textField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const intFrom = (min: number, max: number, message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** Reais, 0–10.000, whole or with cents ('150', '150.5', '150,50'). */
const priceFrom = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,5}([.,]\d{1,2})?$/, message))], message),
    v.transform((x) => (typeof x === 'number' ? x : Number(x.replace(',', '.')))),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(SESSION_PRICE_MAX, message),
  );

/** 'true' / '1' / true → true; 'false' / '0' / false → false. */
const flag = (message: string) =>
  v.pipe(
    v.union([v.boolean(message), v.picklist(['true', 'false', '1', '0'], message)], message),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  );

export const searchQuerySchema = v.pipe(
  object({
    search: v.optional(textField({ message: M.searchMax, max: 100 })),
    modalidade: v.optional(v.picklist(MODALIDADES, M.modalidade)),
    cidade: v.optional(v.picklist(CITY_SLUGS, M.cidade)),
    precoMin: v.optional(priceFrom(M.precoMin)),
    precoMax: v.optional(priceFrom(M.precoMax)),
    idioma: v.optional(v.picklist(LANGUAGES, M.idioma)),
    genero: v.optional(v.picklist(THERAPIST_GENDERS, M.genero)),
    abordagem: v.optional(v.picklist(THERAPY_APPROACHES, M.abordagem)),
    tipo: v.optional(v.picklist(SESSION_TYPES, M.tipoSessao)),
    gratuita: v.optional(flag(M.gratuita)),
    semana: v.optional(flag(M.semana)),
    ordem: v.optional(v.picklist(SEARCH_ORDERS, M.ordem)),
    page: v.optional(intFrom(0, Number.MAX_SAFE_INTEGER, M.page)),
    size: v.optional(intFrom(1, SEARCH_PAGE_SIZE_MAX, M.size)),
  }),
  v.forward(
    v.partialCheck(
      [['precoMin'], ['precoMax']],
      (q) => q.precoMin === undefined || q.precoMax === undefined || q.precoMin <= q.precoMax,
      M.precoOrdem,
    ),
    ['precoMax'],
  ),
);
export type SearchQuery = v.InferOutput<typeof searchQuerySchema>;
