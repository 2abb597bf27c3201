// Requests of the therapist's external calendars (issue 45): connect an ICS address or a CalDAV
// account; tick which of an account's calendars block time and choose the one that receives sessions.
import * as v from 'valibot';
import { normalizeCalendarUrl } from '../calendarios/endereco';
import { object, textField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** The address, normalised to the `https://…` (or `http://…`) that is fetched. */
const calendarUrl = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s: string) => normalizeCalendarUrl(s) !== null, message),
    v.transform((s: string) => normalizeCalendarUrl(s)!),
  );

/** POST /agenda/terapeutas/{therapistId}/calendarios-externos */
export const externalCalendarConnectSchema = v.variant(
  'tipo',
  [
    object({ tipo: v.literal('ics', M.externalCalendarTipo), url: calendarUrl(M.externalCalendarIcsUrl) }),
    object({
      tipo: v.literal('caldav', M.externalCalendarTipo),
      url: calendarUrl(M.externalCalendarCaldavUrl),
      usuario: textField({ message: M.externalCalendarUser, min: 1, max: 200 }),
      // a password is taken as typed: no trimming, no cleaning (a space may be part of it)
      senha: v.pipe(v.string(M.externalCalendarPassword), v.minLength(1, M.externalCalendarPassword), v.maxLength(500, M.externalCalendarPassword)),
    }),
  ],
  M.externalCalendarTipo,
);
export type ExternalCalendarConnectInput = v.InferOutput<typeof externalCalendarConnectSchema>;

/**
 * PATCH /agenda/terapeutas/{therapistId}/calendarios-externos/{calId} (a CalDAV account):
 * `colecoes` ticks/unticks calendars for busy time (those not listed keep their state);
 * `recebeSessoes` is the calendar that receives Acolhe's sessions (null: none).
 */
export const externalCalendarUpdateSchema = v.pipe(
  object({
    colecoes: v.optional(
      v.pipe(
        v.array(object({ id: v.pipe(v.string(M.externalCalendarCollection), v.nonEmpty(M.externalCalendarCollection)), bloqueia: v.boolean(M.externalCalendarCollection) }), M.externalCalendarCollection),
        v.maxLength(100, M.externalCalendarCollection),
      ),
    ),
    recebeSessoes: v.optional(v.nullable(v.pipe(v.string(M.externalCalendarCollection), v.nonEmpty(M.externalCalendarCollection)))),
  }),
  v.check((b) => b.colecoes !== undefined || b.recebeSessoes !== undefined, M.externalCalendarUpdateEmpty),
);
export type ExternalCalendarUpdateInput = v.InferOutput<typeof externalCalendarUpdateSchema>;
