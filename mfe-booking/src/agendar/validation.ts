// /agendar/{id} form rules: the shared-domain schema of product.md#validation 'Mock booking form', with the
// date/time/notes/format coming from the booking state machine and the rest from the page's form.
import { bookingFormSchema, validate } from '@acolhe/shared-domain';
import type { BookingFormInput, PaymentMethod, SessionFormat } from '@acolhe/shared-domain';
import { modalityProblem, resolveModality, type BookingSelection, type ModalityOffer } from '../booking';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  paymentMethod: PaymentMethod | '';
}

export type AgendarField = 'date' | 'time' | 'modality' | 'name' | 'email' | 'phone' | 'paymentMethod' | 'notes';
export type AgendarErrors = Partial<Record<AgendarField, string>>;

export type AgendarValidation =
  | { ok: true; output: BookingFormInput & { modality: SessionFormat } }
  | { ok: false; errors: AgendarErrors };

/** Every field at once; the format is required only when the therapist offers both (`offer`). */
export function validateAgendar(selection: BookingSelection, values: ContactValues, offer: ModalityOffer): AgendarValidation {
  const result = validate(bookingFormSchema, {
    date: selection.date ?? '',
    time: selection.time ?? '',
    notes: selection.notes,
    name: values.name,
    email: values.email,
    phone: values.phone,
    paymentMethod: values.paymentMethod === '' ? undefined : values.paymentMethod,
  });
  const modality = resolveModality(offer, selection.modality);
  const modalityError = modalityProblem(offer, selection.modality);
  if (result.success && modality) return { ok: true, output: { ...result.output, modality } };
  const errors = { ...(result.success ? {} : (result.fieldErrors as AgendarErrors)) };
  if (modalityError) errors.modality = modalityError;
  return { ok: false, errors };
}

type ContactSource = Partial<Pick<ContactValues, 'name' | 'email' | 'phone'>> | null | undefined;

/** Prefill: whatever the user already typed stays; empty fields take the first source that has a value. */
export function prefillContact(current: ContactValues, ...sources: ContactSource[]): ContactValues {
  const pick = (field: 'name' | 'email' | 'phone'): string => {
    if (current[field].trim() !== '') return current[field];
    for (const source of sources) {
      const value = source?.[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return current[field];
  };
  return { ...current, name: pick('name'), email: pick('email'), phone: pick('phone') };
}
