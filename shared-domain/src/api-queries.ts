// Request shapes of the product api that no form owns (added by the api engineer):
// the slots-mes query and the review update with the id in the body (PUT /avaliacoes).
import * as v from 'valibot';
import { object } from './schemas/fields';
import { reviewSchema } from './schemas/review';

export const SLOTS_QUERY_MESSAGES = {
  year: 'Informe um ano válido (2000 a 2100).',
  month: 'Informe um mês válido (1 a 12).',
  reviewId: 'Avaliação não informada.',
  holidayDate: 'Informe a data do feriado (AAAA-MM-DD).',
  holidayOpen: 'Informe se o feriado fica aberto (open: true ou false).',
} as const;

/** Query strings arrive as strings: digits only, converted to an integer within [min, max]. */
const intParam = (min: number, max: number, message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,4}$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** GET /agenda/terapeutas/{id}/slots-mes?year=2026&month=3 (month 1-based). */
export const slotsMonthQuerySchema = object({
  year: intParam(2000, 2100, SLOTS_QUERY_MESSAGES.year),
  month: intParam(1, 12, SLOTS_QUERY_MESSAGES.month),
});
export type SlotsMonthQuery = v.InferOutput<typeof slotsMonthQuerySchema>;

/** PUT /avaliacoes (api/README.md: the existing review's id travels in the body). */
export const reviewUpdateRequestSchema = object({
  id: v.pipe(v.string(SLOTS_QUERY_MESSAGES.reviewId), v.trim(), v.nonEmpty(SLOTS_QUERY_MESSAGES.reviewId)),
  ...reviewSchema.entries,
});
export type ReviewUpdateRequest = v.InferOutput<typeof reviewUpdateRequestSchema>;

/** GET /agenda/terapeutas/{id}/feriados?ano=2030 (absent: this year). */
export const holidayYearQuerySchema = object({
  ano: v.optional(intParam(2000, 2100, SLOTS_QUERY_MESSAGES.year)),
});

/** PUT /agenda/terapeutas/{id}/feriados/{date} `{ open }`. */
export const holidayToggleSchema = object({
  date: v.pipe(v.string(SLOTS_QUERY_MESSAGES.holidayDate), v.regex(/^\d{4}-\d{2}-\d{2}$/, SLOTS_QUERY_MESSAGES.holidayDate)),
  open: v.boolean(SLOTS_QUERY_MESSAGES.holidayOpen),
});
