// /agendar/{id} form rules: the shared-domain schema of the booking page (date, time, notes), with
// the format required only when the therapist offers both. The page asks for what the booking
// card asks, nothing more (issue 30): no phone, no payment method — nothing is charged there.
import { bookingFormSchema, validate } from '@acolhe/shared-domain';
import type { BookingFormInput, SessionFormat } from '@acolhe/shared-domain';
import { modalityProblem, resolveModality, type BookingSelection, type ModalityOffer } from '../booking';

export type AgendarField = 'date' | 'time' | 'modality' | 'notes';
export type AgendarErrors = Partial<Record<AgendarField, string>>;

export type AgendarValidation =
  | { ok: true; output: BookingFormInput & { modality: SessionFormat } }
  | { ok: false; errors: AgendarErrors };

/** Every field at once; the format is required only when the therapist offers both (`offer`). */
export function validateAgendar(selection: BookingSelection, offer: ModalityOffer): AgendarValidation {
  const result = validate(bookingFormSchema, { date: selection.date ?? '', time: selection.time ?? '', notes: selection.notes });
  const modality = resolveModality(offer, selection.modality);
  const modalityError = modalityProblem(offer, selection.modality);
  if (result.success && modality) return { ok: true, output: { ...result.output, modality } };
  const errors = { ...(result.success ? {} : (result.fieldErrors as AgendarErrors)) };
  if (modalityError) errors.modality = modalityError;
  return { ok: false, errors };
}
