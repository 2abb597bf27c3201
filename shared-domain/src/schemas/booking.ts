// Booking card request (POST /sessoes) and the mock booking page form (product.md#validation).
import * as v from 'valibot';
import { BOOKING_NOTES_MAX } from '../constants';
import { PAYMENT_METHODS, SESSION_FORMATS } from '../enums';
import { hourMinute, id, isoDate, object, optionalText } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { SERIES_RECURRENCES } from '../series/rules';
import { SERIES_MESSAGES } from '../series/schemas';

const notes = optionalText(BOOKING_NOTES_MAX, M.notesMax, { multiline: true });

/** What the booking card sends; client, status and timestamps are set by the api. */
export const bookingRequestSchema = object({
  therapistId: id(M.bookingTherapist),
  date: isoDate(M.bookingDateTime),
  time: hourMinute(M.bookingDateTime),
  notes,
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, M.paymentMethod)),
  /** required when the therapist offers both formats */
  modality: v.optional(v.picklist(SESSION_FORMATS, M.modality)),
  /** absent: one session; 'semanal' / 'quinzenal': the first session of a series (issue 33) */
  recorrencia: v.optional(v.picklist(SERIES_RECURRENCES, SERIES_MESSAGES.recurrence)),
});
export type BookingRequest = v.InferOutput<typeof bookingRequestSchema>;

/** Full booking page (/agendar/{id}): the same request as the booking card (issue 30: it no
 * longer asks for a phone or a payment method — nothing is charged there, and the account already
 * has the person's name and e-mail), with a message per missing field. */
export const bookingFormSchema = object({
  date: isoDate(M.bookingFormDate),
  time: hourMinute(M.bookingFormTime),
  notes,
});
export type BookingFormInput = v.InferOutput<typeof bookingFormSchema>;
