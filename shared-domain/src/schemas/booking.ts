// Booking card request (POST /sessoes) and the mock booking page form (product.md#validation).
import * as v from 'valibot';
import { BOOKING_NOTES_MAX } from '../constants';
import { PAYMENT_METHODS, SESSION_FORMATS } from '../enums';
import { email, hourMinute, id, isoDate, minText, object, phone } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const notes = v.optional(v.pipe(v.string(M.notesMax), v.trim(), v.maxLength(BOOKING_NOTES_MAX, M.notesMax)), '');

/** What the booking card sends; client, status and timestamps are set by the api. */
export const bookingRequestSchema = object({
  therapistId: id(M.bookingTherapist),
  date: isoDate(M.bookingDateTime),
  time: hourMinute(M.bookingDateTime),
  notes,
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, M.paymentMethod)),
  /** required when the therapist offers both formats */
  modality: v.optional(v.picklist(SESSION_FORMATS, M.modality)),
});
export type BookingRequest = v.InferOutput<typeof bookingRequestSchema>;

/** Full booking page (/agendar/{id}). */
export const bookingFormSchema = object({
  date: isoDate(M.bookingFormDate),
  time: hourMinute(M.bookingFormTime),
  name: minText(3, M.bookingFormName),
  email: email(M.emailInvalid),
  phone: phone(M.phoneInvalid),
  notes,
  paymentMethod: v.picklist(PAYMENT_METHODS, M.paymentMethod),
});
export type BookingFormInput = v.InferOutput<typeof bookingFormSchema>;
