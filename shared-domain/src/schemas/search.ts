// Search query (GET /public-terapeutas and the /terapeutas page). Query strings arrive as
// strings, so page and size accept numeric strings too.
import * as v from 'valibot';
import { SEARCH_PAGE_SIZE_MAX } from '../constants';
import { CITY_SLUGS, MODALIDADES } from '../enums';
import { object } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const intFrom = (min: number, max: number, message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

export const searchQuerySchema = object({
  search: v.optional(v.pipe(v.string(M.searchMax), v.trim(), v.maxLength(100, M.searchMax))),
  modalidade: v.optional(v.picklist(MODALIDADES, M.modalidade)),
  cidade: v.optional(v.picklist(CITY_SLUGS, M.cidade)),
  page: v.optional(intFrom(0, Number.MAX_SAFE_INTEGER, M.page)),
  size: v.optional(intFrom(1, SEARCH_PAGE_SIZE_MAX, M.size)),
});
export type SearchQuery = v.InferOutput<typeof searchQuerySchema>;
