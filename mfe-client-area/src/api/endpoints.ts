// The api calls of the client area (SPEC §7), all through shared-auth's `http`.
import { http } from '@acolhe/shared-auth';
import type { Address, Appointment, Client, ClientProfileInput } from '@acolhe/shared-domain';
import { toAddress, toAppointments, toClient } from './parse';

const seg = (value: string) => encodeURIComponent(value);

/** GET /clientes/{id}: the signed-in client's own profile. */
export async function fetchClient(id: string): Promise<Client> {
  return toClient(await http.get(`clientes/${seg(id)}`).json<unknown>(), id);
}

/** POST /clientes: updates the caller's own profile (the api takes the id from the token). */
export async function saveClient(payload: ClientProfileInput): Promise<void> {
  await http.post('clientes', { json: payload });
}

/** POST /clientes/{id}/upload-profile-image, multipart field `file` → the new image url. */
export async function uploadClientImage(id: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await http.post(`clientes/${seg(id)}/upload-profile-image`, { body }).json<{ url?: unknown; imageUrl?: unknown }>();
  const url = typeof answer?.url === 'string' ? answer.url : typeof answer?.imageUrl === 'string' ? answer.imageUrl : '';
  if (!url) throw new Error('upload sem url');
  return url;
}

/** GET /sessoes/cliente: the caller's appointments (the client id is not sent, SPEC §7). */
export async function fetchClientAppointments(): Promise<Appointment[]> {
  return toAppointments(await http.get('sessoes/cliente').json<unknown>());
}

/** PATCH /sessoes: the client cancels one of their appointments. */
export async function cancelAppointment(appointment: Pick<Appointment, 'id' | 'therapistId'>): Promise<void> {
  await http.patch('sessoes', { json: { id: appointment.id, therapistId: appointment.therapistId, status: 'CANCELLED' } });
}

/** GET /cep/{cep} (8 digits): street, neighborhood, city and state of a zip code. */
export async function lookupCep(digits: string): Promise<Address> {
  return toAddress(await http.get(`cep/${seg(digits)}`).json<unknown>(), digits);
}
