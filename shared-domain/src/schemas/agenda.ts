// Requests of the agenda: blocks and extra hours, rescheduling, a review's answer.
import * as v from 'valibot';
import { isValidIsoDate } from '../dates';
import { hourMinute, isoDate, object, optionalText, textField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** 'YYYY-MM-DDTHH:MM', São Paulo wall clock. */
const localDateTime = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, message),
    v.check((s) => isValidIsoDate(s.slice(0, 10)), message),
  );

/** POST /agenda/terapeutas/{id}/bloqueios */
export const agendaBlockSchema = v.pipe(
  object({
    start: localDateTime(M.blockStart),
    end: localDateTime(M.blockEnd),
    reason: optionalText(200, M.blockReason),
    kind: v.optional(v.picklist(['bloqueio', 'extra'], M.blockKind), 'bloqueio'),
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (b) => b.end > b.start, M.blockOrder),
    ['end'],
  ),
);
export type AgendaBlockInput = v.InferOutput<typeof agendaBlockSchema>;

/** POST /sessoes/{id}/remarcar */
export const rescheduleSchema = object({
  date: isoDate(M.rescheduleDateTime),
  time: hourMinute(M.rescheduleDateTime),
});
export type RescheduleInput = v.InferOutput<typeof rescheduleSchema>;

/** POST /avaliacoes/{id}/resposta */
export const reviewReplySchema = object({
  texto: textField({ message: M.replyText, min: 2, max: 2000, multiline: true }),
});
export type ReviewReplyInput = v.InferOutput<typeof reviewReplySchema>;
