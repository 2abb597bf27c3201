// The therapist area's api calls (api/README.md), plain functions over shared-auth's `http`. Each
// answer is read with the shared-domain schema the api's contract publishes for it (readAnswer /
// readList: an answer that does not match is a pt-BR error, never a cast). State-changing calls
// take the attempt's Idempotency-Key headers from the hook that sends them (useIdempotentAttempt).
import { callApi, http, httpStatusOf, readAnswer, readList, saveFile, type IdempotencyHeaders } from '@acolhe/shared-auth';
import { listSpecialties } from '@acolhe/shared-domain/operations';
import {
  financeEntryAnswer,
  financeiroAnswer,
  paymentSettingsAnswer,
  pedidoCopiaAnswer,
  prontuarioAnswer,
  prontuarioResumoAnswer,
  registroEvolucaoAnswer,
  sessionPaymentAnswer,
  paymentDestinationPath,
  sessionPaymentPath,
  sessionReceiptPath,
  type CabecalhoInput,
  type PaymentDestination,
  type FinanceEntry,
  type Financeiro,
  type PaymentSettings,
  type PaymentSettingsInput,
  type PedidoCopia,
  type Prontuario,
  type ProntuarioResumo,
  type ReciboInput,
  type RegistroEvolucao,
  type SessionPayment,
  agendaBlockAnswer,
  agendaHolidayAnswer,
  availabilityAnswer,
  calendarFeedAnswer,
  photoAnswer,
  preferencesAnswer,
  privateTherapistAnswer,
  publicProfileAnswer,
  reviewAnswer,
  seriesAnswer,
  seriesChangeItemAnswer,
  slotAnswer,
  therapistAppointmentAnswer,
  verificacaoAnswer,
  type AgendaBlock,
  type AgendaBlockKind,
  type AgendaHoliday,
  type AppointmentStatus,
  type AvailabilityRecord,
  type CalendarFeed,
  type NotificationPreferences,
  type PublicationStatus,
  type Review,
  type SeriesAnswer,
  type SeriesChangeItem,
  type Slot,
  type Specialty,
  type Therapist,
  type TherapistAppointment,
  type TherapistProfileForm,
} from '@acolhe/shared-domain';
import * as v from 'valibot';

const seg = (value: string) => encodeURIComponent(value);
const therapistPath = (id: string) => `terapeutas/${seg(id)}`;
const agendaPath = (id: string) => `agenda/terapeutas/${seg(id)}`;

/** The owner's read: the record plus what keeps it out of the public pages. */
export type OwnTherapist = Therapist & PublicationStatus;

/** null for a 404 (`whenMissing`), else the answer or the error. */
async function orWhenMissing<T, M>(read: () => Promise<T>, whenMissing: M): Promise<T | M> {
  try {
    return await read();
  } catch (err) {
    if (httpStatusOf(err) === 404) return whenMissing;
    throw err;
  }
}

// ---- the therapist's own record ----

/** GET /terapeutas/{id} (private read, own record). null while the therapist has no profile yet. */
export function fetchMyTherapist(id: string): Promise<OwnTherapist | null> {
  return orWhenMissing(async () => readAnswer(privateTherapistAnswer, await http.get(therapistPath(id)).json<unknown>()), null);
}

/** PUT /terapeutas/{id} with the profile form (specialties as ids); the record is read again after. */
export async function saveTherapistProfile(id: string, profile: TherapistProfileForm): Promise<void> {
  await http.put(therapistPath(id), { json: profile });
}

/** The specialty catalogue (row listSpecialties). */
export async function fetchSpecialties(): Promise<Specialty[]> {
  return callApi(listSpecialties, {});
}

/** POST /terapeutas/{id}/upload-profile-image, multipart field `file` → the new photo's url. */
export async function uploadProfileImage(id: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = readAnswer(photoAnswer, await http.post(`${therapistPath(id)}/upload-profile-image`, { body }).json<unknown>());
  const url = answer.url || answer.imageUrl;
  if (!url) throw new Error('upload sem url');
  return url;
}

/** DELETE /terapeutas/{id}/profile-image: removes the own photo (the api deletes the stored file). */
export async function removeProfileImage(id: string): Promise<void> {
  await http.delete(`${therapistPath(id)}/profile-image`);
}

// ---- professional verification (issue 32) ----

/** shared-domain's verificacaoAnswer. */
export type Verificacao = v.InferOutput<typeof verificacaoAnswer>;

/** Before the first save of the profile there is nothing to verify yet: nothing sent. */
export const VERIFICACAO_VAZIA: Verificacao = {
  estado: 'nao_enviado',
  crp: '',
  conselho: null,
  enviadoEm: null,
  decididoEm: null,
  motivo: null,
  documento: null,
};

/** GET /terapeutas/{id}/verificacao: the state, the CRP sent, the dates and a refusal's reason. */
export function fetchVerificacao(id: string): Promise<Verificacao> {
  return orWhenMissing(async () => readAnswer(verificacaoAnswer, await http.get(`${therapistPath(id)}/verificacao`).json<unknown>()), VERIFICACAO_VAZIA);
}

/** POST /terapeutas/{id}/verificacao, multipart `crp` + `documento` → the new state. */
export async function sendVerificacao(id: string, crp: string, documento: File): Promise<Verificacao> {
  const body = new FormData();
  body.append('crp', crp);
  body.append('documento', documento);
  return readAnswer(verificacaoAnswer, await http.post(`${therapistPath(id)}/verificacao`, { body }).json<unknown>());
}

// ---- appointments ----

/** GET /sessoes: the therapist's appointments. */
export async function fetchTherapistAppointments(): Promise<TherapistAppointment[]> {
  return readList(therapistAppointmentAnswer, await http.get('sessoes').json<unknown>());
}

export interface StatusChange {
  appointment: TherapistAppointment;
  status: AppointmentStatus;
  /** a decline's optional word to the client */
  declineReason?: string;
}

/** PATCH /sessoes/{id} { status, declineReason? }: the one form every remote uses for a session's change. */
export async function changeAppointmentStatus({ appointment, status, declineReason }: StatusChange, headers: IdempotencyHeaders): Promise<void> {
  await http.patch(`sessoes/${seg(appointment.id)}`, { json: { status, ...(declineReason ? { declineReason } : {}) }, headers });
}

/** PUT /sessoes/{id} { meetingLink } — the session's notes are written in the prontuário now. */
export async function updateAppointmentDetails(id: string, meetingLink: string): Promise<void> {
  await http.put(`sessoes/${seg(id)}`, { json: { meetingLink } });
}

/** POST /sessoes/{id}/remarcar { date, time } → the appointment (a therapist's reschedule keeps
 * its status); 409 when the slot was taken meanwhile. */
export async function rescheduleAppointment(id: string, date: string, time: string, headers: IdempotencyHeaders): Promise<void> {
  await http.post(`sessoes/${seg(id)}/remarcar`, { json: { date, time }, headers });
}

// ---- series (issue 33) ----

/** GET /series/{id}: the series, its sessions and the dates skipped. */
export async function fetchSeries(id: string): Promise<SeriesAnswer> {
  return readAnswer(seriesAnswer, await http.get(`series/${seg(id)}`).json<unknown>());
}

/** POST /series/{id}/encerrar: the series ends today, its sessions still to come cancelled. */
export async function endSeries(id: string): Promise<void> {
  await http.post(`series/${seg(id)}/encerrar`);
}

/** GET /series/mudancas: the clients' moves of series waiting for this therapist (issue 40). */
export async function fetchSeriesChanges(): Promise<SeriesChangeItem[]> {
  return readList(seriesChangeItemAnswer, await http.get('series/mudancas').json<unknown>());
}

/** POST /series/{id}/mudanca/aceitar (the move applied: 409 when its first session cannot be made)
 * or /recusar (the series stays as it is). */
export async function answerSeriesChange(id: string, answer: 'aceitar' | 'recusar', headers: IdempotencyHeaders): Promise<void> {
  await http.post(`series/${seg(id)}/mudanca/${answer}`, { headers });
}

// ---- weekly availability ----

/** GET /agenda/terapeutas/{id}/disponibilidade; null when the therapist never saved one. */
export function fetchAvailability(id: string): Promise<AvailabilityRecord | null> {
  return orWhenMissing(
    async () => readAnswer(v.nullable(availabilityAnswer), await http.get(`${agendaPath(id)}/disponibilidade`).json<unknown>()),
    null,
  );
}

/** POST /agenda/terapeutas/{id}/disponibilidade → the saved record. */
export async function saveAvailability(id: string, record: AvailabilityRecord): Promise<AvailabilityRecord> {
  return readAnswer(availabilityAnswer, await http.post(`${agendaPath(id)}/disponibilidade`, { json: record }).json<unknown>());
}

// ---- the agenda's exceptions and the month slots ----

export interface NewAgendaBlock {
  start: string;
  end: string;
  reason: string;
  kind: AgendaBlockKind;
}

/** GET /agenda/terapeutas/{id}/bloqueios: days off and extra hours. */
export async function fetchAgendaBlocks(id: string): Promise<AgendaBlock[]> {
  return readList(agendaBlockAnswer, await http.get(`${agendaPath(id)}/bloqueios`).json<unknown>());
}

/** POST /agenda/terapeutas/{id}/bloqueios → the new block. */
export async function createAgendaBlock(id: string, block: NewAgendaBlock, headers: IdempotencyHeaders): Promise<AgendaBlock> {
  return readAnswer(agendaBlockAnswer, await http.post(`${agendaPath(id)}/bloqueios`, { json: block, headers }).json<unknown>());
}

/** DELETE /agenda/terapeutas/{id}/bloqueios/{blockId}. */
export async function deleteAgendaBlock(id: string, blockId: string, headers: IdempotencyHeaders): Promise<void> {
  await http.delete(`${agendaPath(id)}/bloqueios/${seg(blockId)}`, { headers });
}

/** GET /agenda/terapeutas/{id}/feriados?ano=YYYY: the national holidays and whether each is open. */
export async function fetchHolidays(id: string, year: number): Promise<AgendaHoliday[]> {
  return readList(agendaHolidayAnswer, await http.get(`${agendaPath(id)}/feriados`, { searchParams: { ano: year } }).json<unknown>());
}

/** PUT /agenda/terapeutas/{id}/feriados/{date} { open } → the holiday. */
export async function setHolidayOpen(id: string, date: string, open: boolean, headers: IdempotencyHeaders): Promise<AgendaHoliday> {
  return readAnswer(agendaHolidayAnswer, await http.put(`${agendaPath(id)}/feriados/${seg(date)}`, { json: { open }, headers }).json<unknown>());
}

/** GET /agenda/terapeutas/{id}/slots-mes?year&month (month 1-based): what a reschedule may pick. */
export async function fetchMonthSlots(id: string, year: number, month: number): Promise<Slot[]> {
  return readList(slotAnswer, await http.get(`${agendaPath(id)}/slots-mes`, { searchParams: { year, month } }).json<unknown>());
}

// ---- reviews received ----

/** GET /public-terapeutas/{id} → its reviews; a profile not public yet has none. */
export function fetchReceivedReviews(id: string): Promise<Review[]> {
  return orWhenMissing(async () => readAnswer(publicProfileAnswer, await http.get(`public-terapeutas/${seg(id)}`).json<unknown>()).reviews, []);
}

export type ReviewReplyAction = 'publicar' | 'editar' | 'remover';
const REPLY_METHOD = { publicar: 'post', editar: 'put', remover: 'delete' } as const;

/** POST (publish; 409 once answered), PUT (edit) or DELETE (remove) /avaliacoes/{id}/resposta → the review. */
export async function replyToReview(reviewId: string, texto: string, action: ReviewReplyAction, headers: IdempotencyHeaders): Promise<Review> {
  const path = `avaliacoes/${seg(reviewId)}/resposta`;
  return readAnswer(reviewAnswer, await http[REPLY_METHOD[action]](path, { ...(action === 'remover' ? {} : { json: { texto } }), headers }).json<unknown>());
}

// ---- the account's settings ----

/** GET /me/preferencias: reminder e-mails. */
export async function fetchPreferences(): Promise<NotificationPreferences> {
  return readAnswer(preferencesAnswer, await http.get('me/preferencias').json<unknown>());
}

/** PUT /me/preferencias → the saved preferences. */
export async function savePreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return readAnswer(preferencesAnswer, await http.put('me/preferencias', { json: preferences }).json<unknown>());
}

/** Only an http(s) address is shown (and copied) as the feed. */
function calendarFeed(body: unknown): CalendarFeed {
  const feed = readAnswer(calendarFeedAnswer, body);
  if (!/^https?:\/\//i.test(feed.url)) throw new Error('endereço do calendário ausente');
  return feed;
}

/** GET /agenda/calendario: the private calendar feed's URL. */
export async function fetchCalendarFeed(): Promise<CalendarFeed> {
  return calendarFeed(await http.get('agenda/calendario').json<unknown>());
}

/** POST /agenda/calendario/token: a new secret URL (the old one stops working). */
export async function rotateCalendarFeed(): Promise<CalendarFeed> {
  return calendarFeed(await http.post('agenda/calendario/token').json<unknown>());
}

// ---- payments (api/README.md, "Pagamentos") ----

/** shared-domain's paths start with '/'; the client's are relative to the api base. */
const relative = (path: string) => path.replace(/^\//, '');

/** GET /terapeutas/{id}/pagamento: how they take payment (Pix key, name, city, mode, link). */
export async function fetchPaymentSettings(id: string): Promise<PaymentSettings> {
  return readAnswer(paymentSettingsAnswer, await http.get(`${therapistPath(id)}/pagamento`).json<unknown>());
}

/** PUT /terapeutas/{id}/pagamento → the saved settings. */
export async function savePaymentSettings(id: string, input: PaymentSettingsInput): Promise<PaymentSettings> {
  return readAnswer(paymentSettingsAnswer, await http.put(`${therapistPath(id)}/pagamento`, { json: input }).json<unknown>());
}

/** GET /pagamentos: the payments of their confirmed sessions. */
export async function fetchPayments(): Promise<SessionPayment[]> {
  return readList(sessionPaymentAnswer, await http.get('pagamentos').json<unknown>());
}

/** POST /sessoes/{id}/pagamento { acao }: 'Recebido' / 'Não recebi' → the payment. */
export async function answerPayment(id: string, acao: 'confirmar' | 'nao_recebido', headers: IdempotencyHeaders): Promise<SessionPayment> {
  return readAnswer(sessionPaymentAnswer, await http.post(relative(sessionPaymentPath(id)), { json: { acao }, headers }).json<unknown>());
}

/** PUT /sessoes/{id}/pagamento/destino { destino }: what became of a cancelled session's received payment (issue 41). */
export async function markPaymentDestination(id: string, destino: PaymentDestination, headers: IdempotencyHeaders): Promise<SessionPayment> {
  return readAnswer(sessionPaymentAnswer, await http.put(relative(paymentDestinationPath(id)), { json: { destino }, headers }).json<unknown>());
}

// ---- finances (api/README.md, "Financeiro") ----

/** GET /financeiro?mes=&cliente=: the month's totals, six months for the chart, the payments. */
export async function fetchFinanceiro(mes: string, cliente: string): Promise<Financeiro> {
  const searchParams: Record<string, string> = { mes };
  if (cliente) searchParams.cliente = cliente;
  return readAnswer(financeiroAnswer, await http.get('financeiro', { searchParams }).json<unknown>());
}

/** PUT /sessoes/{id}/recibo: 'Recibo emitido no Receita Saúde' (and its number) → the entry. */
export async function markReceipt(id: string, input: ReciboInput, headers: IdempotencyHeaders): Promise<FinanceEntry> {
  return readAnswer(financeEntryAnswer, await http.put(relative(sessionReceiptPath(id)), { json: input, headers }).json<unknown>());
}

// ---- prontuário (api/README.md, "Prontuário") ----

/** GET /prontuario: the clients they have seen. */
export async function fetchProntuarios(): Promise<ProntuarioResumo[]> {
  return readList(prontuarioResumoAnswer, await http.get('prontuario').json<unknown>());
}

/** GET /prontuario/{clienteId}: the record (the api logs the read). */
export async function fetchProntuario(clienteId: string): Promise<Prontuario> {
  return readAnswer(prontuarioAnswer, await http.get(`prontuario/${seg(clienteId)}`).json<unknown>());
}

/** POST /prontuario/{clienteId}/registros { sessaoId?, texto } → the new entry. */
export async function addRegistro(clienteId: string, input: { sessaoId?: string; texto: string }): Promise<RegistroEvolucao> {
  return readAnswer(registroEvolucaoAnswer, await http.post(`prontuario/${seg(clienteId)}/registros`, { json: input }).json<unknown>());
}

/** PUT /prontuario/{clienteId}/registros/{id} { texto }: the entry's next version. */
export async function editRegistro(clienteId: string, id: string, texto: string): Promise<RegistroEvolucao> {
  return readAnswer(registroEvolucaoAnswer, await http.put(`prontuario/${seg(clienteId)}/registros/${seg(id)}`, { json: { texto } }).json<unknown>());
}

/** PUT /prontuario/{clienteId}: identification and demand → the record. */
export async function saveCabecalho(clienteId: string, input: CabecalhoInput): Promise<Prontuario> {
  return readAnswer(prontuarioAnswer, await http.put(`prontuario/${seg(clienteId)}`, { json: input }).json<unknown>());
}

/** POST /prontuario/{clienteId}/copias/{id}/liberar: releases the client's copy. */
export async function releaseCopy(clienteId: string, copiaId: string): Promise<PedidoCopia> {
  return readAnswer(pedidoCopiaAnswer, await http.post(`prontuario/${seg(clienteId)}/copias/${seg(copiaId)}/liberar`, { json: {} }).json<unknown>());
}

/** GET /prontuario/{clienteId}/prontuario.pdf (logged): the browser saves it; nothing is kept in the page. */
export async function downloadProntuarioPdf(clienteId: string): Promise<void> {
  const blob = await http.get(`prontuario/${seg(clienteId)}/prontuario.pdf`).blob();
  saveFile(new Blob([blob], { type: 'application/pdf' }), `prontuario-${new Date().toISOString().slice(0, 10)}.pdf`);
}
