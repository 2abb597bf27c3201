// The booking remote's api calls (api/README.md), plain functions over shared-auth's `http`. Each
// answer is read with the shared-domain schema the api's contract publishes for it (readAnswer /
// readList: an answer that does not match is a pt-BR error, never a cast).
import { http, IDEMPOTENCY_HEADER, readAnswer, readList } from '@acolhe/shared-auth';
import { clientAppointmentAnswer, publicProfileAnswer, slotAnswer, type Appointment, type BookingRequest, type PublicTherapist, type Slot } from '@acolhe/shared-domain';

const id = (value: string) => encodeURIComponent(value);

/** GET /agenda/terapeutas/{id}/slots-mes?year=YYYY&month=M (month 1-based). */
export async function fetchMonthSlots(therapistId: string, year: number, month: number): Promise<Slot[]> {
  return readList(slotAnswer, await http.get(`agenda/terapeutas/${id(therapistId)}/slots-mes`, { searchParams: { year, month } }).json<unknown>());
}

/** GET /public-terapeutas/{id}: the public profile (price and duration of the session). */
export async function fetchPublicTherapist(therapistId: string): Promise<PublicTherapist> {
  return readAnswer(publicProfileAnswer, await http.get(`public-terapeutas/${id(therapistId)}`).json<unknown>());
}

/** POST /sessoes: a PENDING appointment request. 201 is a new appointment; 200 is the one this
 * client already holds on that slot, or the replay of this key's first answer: both are success. */
export async function createAppointment(body: BookingRequest, idempotencyKey: string): Promise<Appointment> {
  return readAnswer(clientAppointmentAnswer, await http.post('sessoes', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<unknown>());
}
