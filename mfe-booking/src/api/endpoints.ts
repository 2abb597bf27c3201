// The api calls of the booking remote (api/README.md), all through shared-auth's `http`.
import { http, IDEMPOTENCY_HEADER } from '@acolhe/shared-auth';
import type { Appointment, BookingRequest, PublicTherapist, Slot } from '@acolhe/shared-domain';
import { parseSlots } from '../booking/calendar';

const id = (value: string) => encodeURIComponent(value);

/** GET /agenda/terapeutas/{id}/slots-mes?year=YYYY&month=M (month 1-based). */
export async function fetchMonthSlots(therapistId: string, year: number, month: number): Promise<Slot[]> {
  const body = await http
    .get(`agenda/terapeutas/${id(therapistId)}/slots-mes`, { searchParams: { year, month } })
    .json<unknown>();
  return parseSlots(body);
}

/** GET /public-terapeutas/{id}: the public profile (price and duration of the session). */
export function fetchPublicTherapist(therapistId: string): Promise<PublicTherapist> {
  return http.get(`public-terapeutas/${id(therapistId)}`).json<PublicTherapist>();
}

/** POST /sessoes: a PENDING appointment request. 201 is a new appointment; 200 is the one this
 * client already holds on that slot, or the replay of this key's first answer: both are success. */
export function createAppointment(body: BookingRequest, idempotencyKey: string): Promise<Appointment> {
  return http.post('sessoes', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<Appointment>();
}

