// The api calls of the booking remote (SPEC §7), all through shared-auth's `http`.
import { http } from '@acolhe/shared-auth';
import type { Appointment, Client, PublicTherapist, Slot } from '@acolhe/shared-domain';
import { parseSlots } from '../booking/calendar';
import type { NewAppointment } from '../booking/appointmentPayload';

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

/** GET /clientes/{id}: the signed-in client's own profile (prefills /agendar). */
export function fetchClient(clientId: string): Promise<Client> {
  return http.get(`clientes/${id(clientId)}`).json<Client>();
}

/** POST /sessoes: a PENDING appointment request. */
export function createAppointment(body: NewAppointment): Promise<Appointment> {
  return http.post('sessoes', { json: body }).json<Appointment>();
}
