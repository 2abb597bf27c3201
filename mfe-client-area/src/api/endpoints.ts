// The client area's api calls (api/README.md), plain functions over shared-auth's `http`. Each
// answer is read with the shared-domain schema the api's contract publishes for it (readAnswer /
// readList: an answer that does not match is a pt-BR error, never a cast).
import { http, IDEMPOTENCY_HEADER, readAnswer, readList } from '@acolhe/shared-auth';
import {
  pedidoCopiaClienteAnswer,
  sessionPaymentAnswer,
  sessionPaymentPath,
  sessionPixAnswer,
  sessionPixPath,
  statementPath,
  type PedidoCopiaCliente,
  type SessionPayment,
  type SessionPix,
  clientAnswer,
  clientAppointmentAnswer,
  photoAnswer,
  preferencesAnswer,
  seriesAnswer,
  seriesChangeItemAnswer,
  sessionCalendarPath,
  slotAnswer,
  type Appointment,
  type SeriesAnswer,
  type SeriesChangeItem,
  type SeriesCancelInput,
  type SeriesMoveInput,
  type BookingRequest,
  type Client,
  type ClientProfileInput,
  type NotificationPreferences,
  type RescheduleInput,
  type Slot,
} from '@acolhe/shared-domain';
import { saveFile } from '../calendario/saveFile';

const seg = (value: string) => encodeURIComponent(value);

/** GET /clientes/{id}: the signed-in client's own profile. */
export async function fetchClient(id: string): Promise<Client> {
  return readAnswer(clientAnswer, await http.get(`clientes/${seg(id)}`).json<unknown>());
}

/** POST /clientes: updates the caller's own profile (the api takes the id from the token). */
export async function saveClient(payload: ClientProfileInput): Promise<void> {
  await http.post('clientes', { json: payload });
}

/** POST /clientes/{id}/upload-profile-image, multipart field `file` → the new image url. */
export async function uploadClientImage(id: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = readAnswer(photoAnswer, await http.post(`clientes/${seg(id)}/upload-profile-image`, { body }).json<unknown>());
  const url = answer.url || answer.imageUrl;
  if (!url) throw new Error('upload sem url');
  return url;
}

/** DELETE /clientes/{id}/profile-image: removes the own photo (the api deletes the stored file). */
export async function removeClientImage(id: string): Promise<void> {
  await http.delete(`clientes/${seg(id)}/profile-image`);
}

/** GET /sessoes/cliente: the caller's appointments (the client id is not sent, api/README.md). */
export async function fetchClientAppointments(): Promise<Appointment[]> {
  return readList(clientAppointmentAnswer, await http.get('sessoes/cliente').json<unknown>());
}

/** PATCH /sessoes/{id} `{ status: 'CANCELLED' }`: the client cancels one of their appointments. */
export async function cancelAppointment(id: string, idempotencyKey: string): Promise<void> {
  await http.patch(`sessoes/${seg(id)}`, { json: { status: 'CANCELLED' }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** POST /sessoes/{id}/remarcar `{ date, time }` → the moved appointment (PENDING again). */
export async function rescheduleAppointment(id: string, input: RescheduleInput, idempotencyKey: string): Promise<Appointment> {
  const body = await http
    .post(`sessoes/${seg(id)}/remarcar`, { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .json<unknown>();
  return readAnswer(clientAppointmentAnswer, body);
}

/** GET /agenda/terapeutas/{id}/slots-mes?year&month (month 1-based): the therapist's slots. */
export async function fetchMonthSlots(therapistId: string, year: number, month: number): Promise<Slot[]> {
  return readList(slotAnswer, await http.get(`agenda/terapeutas/${seg(therapistId)}/slots-mes`, { searchParams: { year, month } }).json<unknown>());
}

/** GET /sessoes/{id}/calendario.ics (the session's client; CONFIRMED only) → the file and the
 * Content-Disposition header that names it. */
export async function fetchSessionCalendar(id: string): Promise<{ blob: Blob; contentDisposition: string | null }> {
  const response = await http.get(sessionCalendarPath(id));
  const blob = await response.blob();
  return { blob: new Blob([blob], { type: 'text/calendar' }), contentDisposition: response.headers.get('content-disposition') };
}

/** GET /me/preferencias: what the user chose about e-mail. */
export async function fetchPreferences(): Promise<NotificationPreferences> {
  return readAnswer(preferencesAnswer, await http.get('me/preferencias').json<unknown>());
}

/** PUT /me/preferencias → the saved preferences. */
export async function savePreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return readAnswer(preferencesAnswer, await http.put('me/preferencias', { json: preferences }).json<unknown>());
}

/** GET /series/{id}: the series, its sessions and the dates skipped (read by the shared schema). */
export async function fetchSeries(id: string): Promise<SeriesAnswer> {
  return readAnswer(seriesAnswer, await http.get(`series/${seg(id)}`).json<unknown>());
}

/** POST /series/{id}/cancelar `{ aPartirDe }`: 'esta e as próximas'. */
export async function cancelSeriesFrom(id: string, input: SeriesCancelInput): Promise<void> {
  await http.post(`series/${seg(id)}/cancelar`, { json: input });
}

/** POST /series/{id}/encerrar: the series ends today, its sessions still to come cancelled. */
export async function endSeries(id: string): Promise<void> {
  await http.post(`series/${seg(id)}/encerrar`);
}

/** POST /series/{id}/mover `{ aPartirDe, diaSemana, hora }`: the client's move is a request the
 * therapist answers → the series as it is, with `mudancaPedida` (issue 40). */
export async function moveSeries(id: string, input: SeriesMoveInput): Promise<SeriesAnswer> {
  return readAnswer(seriesAnswer, await http.post(`series/${seg(id)}/mover`, { json: input }).json<unknown>());
}

/** GET /series/mudancas: the client's series with a move waiting for the therapist. */
export async function fetchSeriesChanges(): Promise<SeriesChangeItem[]> {
  return readList(seriesChangeItemAnswer, await http.get('series/mudancas').json<unknown>());
}

/** DELETE /series/{id}/mudanca: the client withdraws their move (the series stays as it is). */
export async function withdrawSeriesChange(id: string): Promise<void> {
  await http.delete(`series/${seg(id)}/mudanca`);
}

/** POST /sessoes with `recorrencia` ('Tornar semanal'): a series request → its first session. */
export async function requestSeries(input: BookingRequest, idempotencyKey: string): Promise<Appointment> {
  return readAnswer(clientAppointmentAnswer, await http.post('sessoes', { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<unknown>());
}

// ---- payments (api/README.md, "Pagamentos") ----

/** shared-domain's paths start with '/'; the client's are relative to the api base. */
const relative = (p: string) => p.replace(/^\//, '');

/** GET /pagamentos: the payments of the client's confirmed sessions. */
export async function fetchPayments(): Promise<SessionPayment[]> {
  return readList(sessionPaymentAnswer, await http.get('pagamentos').json<unknown>());
}

/** GET /sessoes/{id}/pix: the session's BR Code. */
export async function fetchSessionPix(id: string): Promise<SessionPix> {
  return readAnswer(sessionPixAnswer, await http.get(relative(sessionPixPath(id))).json<unknown>());
}

/** POST /sessoes/{id}/pagamento { acao: 'informar' }: 'Já paguei' → the payment. */
export async function informPayment(id: string, idempotencyKey: string): Promise<SessionPayment> {
  const body = await http
    .post(relative(sessionPaymentPath(id)), { json: { acao: 'informar' }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .json<unknown>();
  return readAnswer(sessionPaymentAnswer, body);
}

/** GET /sessoes/{id}/declaracao.pdf (the session's client, a confirmed payment) → the file. */
export async function fetchStatement(id: string): Promise<{ blob: Blob; contentDisposition: string | null }> {
  const response = await http.get(relative(statementPath(id)));
  const blob = await response.blob();
  return { blob: new Blob([blob], { type: 'application/pdf' }), contentDisposition: response.headers.get('content-disposition') };
}

// ---- the client's copy of a prontuário (CFP 01/2009; api/README.md, "Prontuário") ----

/** GET /prontuario-copias: the client's requests. */
export async function fetchCopias(): Promise<PedidoCopiaCliente[]> {
  return readList(pedidoCopiaClienteAnswer, await http.get('prontuario-copias').json<unknown>());
}

/** POST /prontuario-copias { terapeutaId }: 'Solicitar cópia do prontuário' → the request. */
export async function requestCopia(terapeutaId: string): Promise<PedidoCopiaCliente> {
  return readAnswer(pedidoCopiaClienteAnswer, await http.post('prontuario-copias', { json: { terapeutaId } }).json<unknown>());
}

/** GET /prontuario-copias/{id}/prontuario.pdf, once the therapist released it: the browser saves it. */
export async function baixarCopia(copiaId: string): Promise<void> {
  const blob = await http.get(`prontuario-copias/${seg(copiaId)}/prontuario.pdf`).blob();
  saveFile(new Blob([blob], { type: 'application/pdf' }), 'copia-prontuario.pdf');
}
