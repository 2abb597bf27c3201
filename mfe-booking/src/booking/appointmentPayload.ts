// The body of POST /sessoes: only what the api reads (shared-domain bookingRequestSchema). The
// client comes from the token; status, id and timestamps are the api's.
import type { BookingRequest, HourMinute, IsoDate, PaymentMethod, SeriesRecurrence, SessionFormat } from '@acolhe/shared-domain';

export interface BookingRequestInput {
  therapistId: string;
  date: IsoDate;
  time: HourMinute;
  notes: string;
  modality: SessionFormat;
  /** chosen on /agendar only */
  paymentMethod?: PaymentMethod;
  /** a weekly or fortnightly series (issue 33); absent: one session */
  recorrencia?: SeriesRecurrence;
}

export function buildBookingRequest(input: BookingRequestInput): BookingRequest {
  return {
    therapistId: input.therapistId,
    date: input.date,
    time: input.time,
    // notes are optional and trimmed
    notes: input.notes.trim(),
    modality: input.modality,
    ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
    ...(input.recorrencia ? { recorrencia: input.recorrencia } : {}),
  };
}
