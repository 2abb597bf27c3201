// Every operation of the api, classified once for the security suites (issue 9): by its
// operationId (method, path and access come from its row of the operation table, issue 42), which
// object it reads or writes, and a valid request for its owner. `routes.test.ts` compares this list
// with the table and with the routes the running app documents, so a new operation fails the suite
// until it is classified here (and thereby covered by the forgery, ownership and fuzzing suites).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { instantToWallClock, wallClockToInstant } from '@acolhe/shared-domain';
import { fastifyPath, OPERATIONS, type OperationRow } from '@acolhe/shared-domain/operations';
import {
  completedSession,
  createReadyTherapist,
  multipart,
  newClient,
  newOperador,
  newTherapist,
  PNG_1x1,
  profileBody,
  uniqueRegistration,
  weekdaySchedule,
  type TestContext,
  type TestUser,
} from './helpers';
import { emptyIcsUrl } from './ics-server';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Auth = 'none' | 'optional' | 'required';
/** 'operador': a token of the operators' pool (/operacao/*) */
export type Role = 'terapeuta' | 'cliente' | 'operador';

/** The ids of the objects a route's request refers to (created by `seedWorld`). */
export interface World {
  therapist: TestUser;
  /** the therapist's CRP and CPF (unique among therapists) */
  therapistRegistration: { crp: string; cpf: string };
  /** staff: the operators' pool */
  operador: TestUser;
  client: TestUser;
  /** a second therapist the client has not reviewed yet */
  otherTherapist: TestUser;
  /** a third therapist whose verification (CRP and document) waits for the operators */
  emAnalise: TestUser;
  /** what the operators' queue shows of it: the CRP and the document's id a decision names back */
  emAnaliseVisto: { crp: string; documentoId: string | null };
  reviewId: string;
  /** a block of the therapist's agenda */
  blockId: string;
  /** the therapist's external calendars (issue 45), one per route that changes one: ICS ones
   * (served by testing/ics-server.ts) to read and to remove, a CalDAV account (its rows written
   * directly: no server) whose collection is unticked; and an ICS address that answers */
  externalCalendars: { sync: string; remove: string; caldav: string; caldavCollection: string; icsUrl: string };
  /** one appointment per route that changes an appointment, so each valid call succeeds */
  /** `paid` took place (3 h before the test clock's now) and its statement was issued; `cancelledPaid` was
   * paid, then cancelled by the client (its payment a_reembolsar: issue 41) */
  sessions: { patchBody: string; patchPath: string; detail: string; move: string; paid: string; sala: string; cancelledPaid: string };
  /** accepted weekly series of the client with `otherTherapist`, one per route that changes a series;
   * `accept` and `decline` with `therapist`, and `withdraw`, each with the client's move waiting (issue 40) */
  series: { read: string; cancel: string; move: string; end: string; accept: string; decline: string; withdraw: string };
  /** the verification code of the statement of the paid session */
  statementCode: string;
  /** the secret of the therapist's private calendar feed */
  feedToken: string;
  /** the therapist's prontuário entry about the client (session `detail`), and the client's copy request (released) */
  registroId: string;
  copiaId: string;
}

export interface Request {
  url: string;
  body?: unknown;
  /** multipart payload and headers instead of a JSON body */
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

export interface RouteSpec {
  /** the row of the operation table (method, path and access are its) */
  operationId: string;
  method: Method;
  /** as Fastify registers it (`:id`) */
  path: string;
  auth: Auth;
  /** for `required` routes: the role of the caller whose valid request succeeds */
  role?: Role;
  /** the route reads or writes one user's object (ownership matrix) */
  owned?: boolean;
  /** query keys the route reads (fuzzing) */
  query?: readonly string[];
  /** a valid request of the object's owner (or of a user of `role`), answered 2xx */
  valid: (w: World) => Request;
}

/** One operation as the inventory writes it: the row's id and what the suites need beyond the row. */
type InventoryEntry = Omit<RouteSpec, 'operationId' | 'method' | 'path' | 'auth'> & { operation: string };

const AUTH_OF: Record<OperationRow['access'], Auth> = { guest: 'none', optional: 'optional', conta: 'required', cliente: 'required', terapeuta: 'required', operador: 'required' };

/** The entry completed from its row: a role row's caller is of that role unless the entry says. */
function fromRow({ operation, ...entry }: InventoryEntry): RouteSpec {
  const row = OPERATIONS[operation];
  if (!row) throw new Error(`inventory: ${operation} is not a row of the operation table`);
  const roleOfRow = row.access === 'cliente' || row.access === 'terapeuta' || row.access === 'operador' ? row.access : undefined;
  const role = entry.role ?? roleOfRow;
  return { ...entry, ...(role ? { role } : {}), operationId: row.operationId, method: row.method, path: fastifyPath(row.path), auth: AUTH_OF[row.access] };
}

const PIX_SETTINGS = { forma: 'pix', chaveTipo: 'email', chave: 'dona@agenda.com.br', nome: 'Dona da Agenda', cidade: 'São Paulo' };

const png = () => multipart({ filename: 'foto.png', contentType: 'image/png', bytes: PNG_1x1 });

const ENTRIES: readonly InventoryEntry[] = [
  { operation: 'liveness', valid: () => ({ url: '/health' }) },
  { operation: 'readiness', valid: () => ({ url: '/ready' }) },
  { operation: 'listSpecialties', valid: () => ({ url: '/especialidades' }) },
  {
    operation: 'searchTherapists', query: ['search', 'modalidade', 'cidade', 'page', 'size', 'therapy-type'],
    valid: () => ({ url: '/public-terapeutas?search=ana&modalidade=online&cidade=sao-paulo&page=0&size=5' }),
  },
  { operation: 'listFeaturedTherapists', valid: () => ({ url: '/public-terapeutas/destaques' }) },
  { operation: 'getPublicProfile', valid: (w) => ({ url: `/public-terapeutas/${w.therapist.sub}` }) },
  {
    operation: 'listMonthSlots', query: ['year', 'month'],
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/slots-mes?year=2030&month=2` }),
  },
  { operation: 'lookUpCep', valid: () => ({ url: '/cep/01310-100' }) },
  // `npm run operador`: the api reads the operator at the identity provider (any e-mail: 204)
  {
    operation: 'syncOperator', valid: () => ({ url: '/identidade/operadores/sincronizar', body: { email: 'ninguem@acolhe.com.br' } }),
  },
  // public, but only with the feed's secret (a wrong or missing one: 404, like an unknown therapist)
  {
    operation: 'downloadTherapistCalendar', query: ['token'],
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/calendario.ics?token=${encodeURIComponent(w.feedToken)}` }),
  },

  { operation: 'getOwnTherapistProfile', role: 'terapeuta', owned: true, valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}` }) },
  // the therapist's own CRP and CPF: a new CRP would send the verified profile back to analysis
  { operation: 'saveTherapistProfile', valid: (w) => ({ url: '/terapeutas', body: profileBody(w.therapistRegistration) }) },
  {
    operation: 'updateTherapistProfile', owned: true,
    valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}`, body: profileBody(w.therapistRegistration) }),
  },
  {
    operation: 'uploadTherapistPhoto', owned: true,
    valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}/upload-profile-image`, multipart: png() }),
  },
  // removing the own photo (idempotent: a valid call succeeds with or without a photo)
  {
    operation: 'removeTherapistPhoto', owned: true,
    valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}/profile-image` }),
  },
  {
    operation: 'createReview', valid: (w) => ({ url: '/avaliacoes', body: { terapeutaId: w.otherTherapist.sub, nota: 4, comentario: 'Atendimento atencioso e pontual.' } }),
  },
  {
    operation: 'updateReviewById', owned: true,
    valid: (w) => ({ url: '/avaliacoes', body: { id: w.reviewId, nota: 4, comentario: 'Revisada pelo próprio autor.' } }),
  },
  {
    operation: 'updateReview', owned: true,
    valid: (w) => ({ url: `/avaliacoes/${w.reviewId}`, body: { nota: 5, comentario: 'Revisada de novo pelo autor.' } }),
  },
  {
    operation: 'getAvailability', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/disponibilidade` }),
  },
  {
    operation: 'saveAvailability', owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/disponibilidade`, body: { schedule: weekdaySchedule(), sessionDuration: 60 } }),
  },
  {
    operation: 'bookSession', valid: (w) => ({ url: '/sessoes', body: { therapistId: w.therapist.sub, date: '2030-02-13', time: '11:00', notes: 'válida', modality: 'online' } }),
  },
  {
    operation: 'changeSessionStatusById', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: '/sessoes', body: { id: w.sessions.patchBody, status: 'CONFIRMED' } }),
  },
  {
    operation: 'changeSessionStatus', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.patchPath}`, body: { status: 'CONFIRMED' } }),
  },
  { operation: 'listTherapistSessions', valid: () => ({ url: '/sessoes' }) },
  { operation: 'listClientSessions', valid: () => ({ url: '/sessoes/cliente' }) },
  { operation: 'getSession', role: 'terapeuta', owned: true, valid: (w) => ({ url: `/sessoes/${w.sessions.detail}` }) },
  {
    operation: 'updateSessionDetails', owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.detail}`, body: { meetingLink: 'https://meet.exemplo/abc' } }),
  },
  {
    operation: 'downloadSessionCalendar', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.detail}/calendario.ics` }),
  },
  // payments (issue 34): the therapist's settings, a confirmed session's BR Code and its payment state
  { operation: 'getPaymentSettings', owned: true, valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}/pagamento` }) },
  {
    operation: 'savePaymentSettings', owned: true,
    valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}/pagamento`, body: PIX_SETTINGS }),
  },
  { operation: 'listSessionPayments', role: 'cliente', valid: () => ({ url: '/pagamentos' }) },
  { operation: 'getSessionRoom', role: 'terapeuta', owned: true, valid: (w) => ({ url: `/sessoes/${w.sessions.detail}/sala` }) },
  {
    operation: 'createSessionRoomTicket', role: 'cliente',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.sala}/sala/ticket`, body: {} }),
  },
  { operation: 'getSessionPix', role: 'cliente', owned: true, valid: (w) => ({ url: `/sessoes/${w.sessions.detail}/pix` }) },
  {
    operation: 'actOnSessionPayment', role: 'cliente',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.detail}/pagamento`, body: { acao: 'informar' } }),
  },
  // finances, receipts and statements (issue 34 items 3–5): the therapist's own month, the
  // receipt mark of a paid session (its therapist), its statement (its client), the public check
  { operation: 'getFinances', query: ['mes', 'cliente'], valid: () => ({ url: '/financeiro?mes=2030-02' }) },
  {
    operation: 'markReceipt', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.paid}/recibo`, body: { emitido: true, numero: '123' } }),
  },
  {
    operation: 'downloadPaymentStatement', role: 'cliente',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.paid}/declaracao.pdf` }),
  },
  { operation: 'verifyPaymentStatement', valid: (w) => ({ url: `/declaracoes/${w.statementCode}` }) },
  // issue 41: what became of the received payment of a cancelled session (its therapist)
  {
    operation: 'markPaymentDestination', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.cancelledPaid}/pagamento/destino`, body: { destino: 'reembolsado' } }),
  },
  // the prontuário (issue 34 item 6): only the therapist who has seen the client; the client's copy
  { operation: 'listRecords', valid: () => ({ url: '/prontuario' }) },
  { operation: 'getRecord', owned: true, valid: (w) => ({ url: `/prontuario/${w.client.sub}` }) },
  {
    operation: 'saveRecordHeader', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/prontuario/${w.client.sub}`, body: { nome: 'Dona dos Objetos', contato: '', dataNascimento: '', demanda: 'Ansiedade no trabalho.' } }),
  },
  { operation: 'exportRecordPdf', owned: true, valid: (w) => ({ url: `/prontuario/${w.client.sub}/prontuario.pdf` }) },
  {
    operation: 'addRecordEntry', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/prontuario/${w.client.sub}/registros`, body: { texto: 'Registro sem sessão.' } }),
  },
  {
    operation: 'reviseRecordEntry', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/prontuario/${w.client.sub}/registros/${w.registroId}`, body: { texto: 'Registro revisto.' } }),
  },
  {
    operation: 'releaseRecordCopy', owned: true,
    valid: (w) => ({ url: `/prontuario/${w.client.sub}/copias/${w.copiaId}/liberar`, body: {} }),
  },
  { operation: 'listRecordCopyRequests', valid: () => ({ url: '/prontuario-copias' }) },
  { operation: 'requestRecordCopy', role: 'cliente', owned: true, valid: (w) => ({ url: '/prontuario-copias', body: { terapeutaId: w.therapist.sub } }) },
  { operation: 'downloadRecordCopyPdf', owned: true, valid: (w) => ({ url: `/prontuario-copias/${w.copiaId}/prontuario.pdf` }) },
  // the caller's own feed (no object id in the path)
  { operation: 'getCalendarFeed', valid: () => ({ url: '/agenda/calendario' }) },
  { operation: 'renewCalendarFeed', valid: () => ({ url: '/agenda/calendario/token', body: {} }) },
  { operation: 'getOwnClientProfile', role: 'cliente', owned: true, valid: (w) => ({ url: `/clientes/${w.client.sub}` }) },
  { operation: 'saveClientProfile', valid: () => ({ url: '/clientes', body: { name: 'Dona dos Objetos' } }) },
  {
    operation: 'updateClientProfile', owned: true,
    valid: (w) => ({ url: `/clientes/${w.client.sub}`, body: { name: 'Dona dos Objetos' } }),
  },
  {
    operation: 'uploadClientPhoto', owned: true,
    valid: (w) => ({ url: `/clientes/${w.client.sub}/upload-profile-image`, multipart: png() }),
  },
  {
    operation: 'removeClientPhoto', owned: true,
    valid: (w) => ({ url: `/clientes/${w.client.sub}/profile-image` }),
  },
  // series of sessions (issue 33)
  { operation: 'getSeries', role: 'cliente', owned: true, valid: (w) => ({ url: `/series/${w.series.read}` }) },
  { operation: 'downloadSeriesCalendar', role: 'cliente', owned: true, valid: (w) => ({ url: `/series/${w.series.read}/calendario.ics` }) },
  { operation: 'getSeriesRoom', role: 'cliente', owned: true, valid: (w) => ({ url: `/series/${w.series.read}/sala` }) },
  {
    operation: 'cancelSeriesFrom', role: 'cliente',
    owned: true,
    valid: (w) => ({ url: `/series/${w.series.cancel}/cancelar`, body: { aPartirDe: '2030-02-18' } }),
  },
  {
    operation: 'moveSeries', role: 'cliente',
    owned: true,
    valid: (w) => ({ url: `/series/${w.series.move}/mover`, body: { aPartirDe: '2030-02-18', diaSemana: 3, hora: '11:00' } }),
  },
  { operation: 'endSeries', role: 'cliente', owned: true, valid: (w) => ({ url: `/series/${w.series.end}/encerrar` }) },
  // a client's move of a series waiting for the therapist (issue 40)
  { operation: 'listSeriesChanges', role: 'cliente', valid: () => ({ url: '/series/mudancas' }) },
  { operation: 'acceptSeriesChange', role: 'terapeuta', owned: true, valid: (w) => ({ url: `/series/${w.series.accept}/mudanca/aceitar` }) },
  { operation: 'declineSeriesChange', role: 'terapeuta', owned: true, valid: (w) => ({ url: `/series/${w.series.decline}/mudanca/recusar` }) },
  { operation: 'withdrawSeriesChange', role: 'cliente', owned: true, valid: (w) => ({ url: `/series/${w.series.withdraw}/mudanca` }) },
  {
    operation: 'rescheduleSession', role: 'cliente',
    owned: true,
    valid: (w) => ({ url: `/sessoes/${w.sessions.move}/remarcar`, body: { date: '2030-02-14', time: '09:00' } }),
  },
  {
    operation: 'listAgendaBlocks', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/bloqueios` }),
  },
  {
    operation: 'createAgendaBlock', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/bloqueios`, body: { start: '2030-03-04T09:00', end: '2030-03-04T12:00', reason: 'consulta médica' } }),
  },
  {
    operation: 'deleteAgendaBlock', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/bloqueios/${w.blockId}` }),
  },
  {
    operation: 'listExternalCalendars', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/calendarios-externos` }),
  },
  {
    operation: 'connectExternalCalendar', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/calendarios-externos`, body: { tipo: 'ics', url: w.externalCalendars.icsUrl } }),
  },
  {
    operation: 'updateExternalCalendar', role: 'terapeuta',
    owned: true,
    valid: (w) => ({
      url: `/agenda/terapeutas/${w.therapist.sub}/calendarios-externos/${w.externalCalendars.caldav}`,
      body: { colecoes: [{ id: w.externalCalendars.caldavCollection, bloqueia: false }], recebeSessoes: w.externalCalendars.caldavCollection },
    }),
  },
  {
    operation: 'deleteExternalCalendar', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/calendarios-externos/${w.externalCalendars.remove}` }),
  },
  {
    operation: 'syncExternalCalendar', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/calendarios-externos/${w.externalCalendars.sync}/sincronizar` }),
  },
  {
    operation: 'listHolidays', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/feriados?ano=2030` }),
  },
  {
    operation: 'setHolidayOpen', role: 'terapeuta',
    owned: true,
    valid: (w) => ({ url: `/agenda/terapeutas/${w.therapist.sub}/feriados/2030-12-25`, body: { open: true } }),
  },
  {
    operation: 'answerReview', owned: true,
    valid: (w) => ({ url: `/avaliacoes/${w.reviewId}/resposta`, body: { texto: 'Obrigada pela confiança.' } }),
  },
  {
    operation: 'changeReviewAnswer', owned: true,
    valid: (w) => ({ url: `/avaliacoes/${w.reviewId}/resposta`, body: { texto: 'Obrigada pela confiança, de novo.' } }),
  },
  // anyone signed in but the author reports a review, once: here the reviewed therapist
  {
    operation: 'reportReview', role: 'terapeuta',
    valid: (w) => ({ url: `/avaliacoes/${w.reviewId}/denuncias`, body: { motivo: 'ofensiva', texto: 'Linguagem ofensiva.' } }),
  },
  {
    operation: 'removeReviewAnswer', owned: true,
    valid: (w) => ({ url: `/avaliacoes/${w.reviewId}/resposta` }),
  },
  { operation: 'exportAccount', role: 'cliente', valid: () => ({ url: '/me/export' }) },
  // the caller's own first sign-in mark; no object id in the path
  { operation: 'registerSiteAccess', role: 'cliente', valid: () => ({ url: '/me/acesso' }) },
  // the caller's own preferences
  { operation: 'getPreferences', role: 'cliente', valid: () => ({ url: '/me/preferencias' }) },
  { operation: 'savePreferences', role: 'terapeuta', valid: () => ({ url: '/me/preferencias', body: { lembretesEmail: false } }) },
  { operation: 'listNotifications', role: 'terapeuta', valid: () => ({ url: '/notificacoes' }) },
  // the caller's own notifications only (no object id in the path: nothing for the ownership matrix)
  { operation: 'markNotificationsRead', role: 'cliente', valid: () => ({ url: '/notificacoes/lidas', body: {} }) },
  // the operator keeps the reported review (before its author deletes it, below)
  {
    operation: 'decideReview', // 'manter': the review stays for the routes below
    valid: (w) => ({ url: `/operacao/avaliacoes/${w.reviewId}`, body: { decisao: 'manter', motivo: 'Dentro das regras de uso.' } }),
  },
  // near the end: it removes the review the routes above refer to
  { operation: 'deleteReview', owned: true, valid: (w) => ({ url: `/avaliacoes/${w.reviewId}` }) },
  // the therapist's professional verification (issue 32): a new CRP each time (each submission
  // sends the profile back to analysis, so it comes late in the inventory)
  { operation: 'getTherapistVerification', role: 'terapeuta', owned: true, valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}/verificacao` }) },
  {
    operation: 'submitTherapistVerification', owned: true,
    valid: (w) => ({ url: `/terapeutas/${w.therapist.sub}/verificacao`, multipart: verificationDocument(uniqueRegistration().crp) }),
  },
  // last: it erases the client every route above acts as
  { operation: 'eraseAccount', role: 'cliente', valid: () => ({ url: '/me' }) },
  // the very last: every token of the therapist issued until now is refused from then on
  // ('Sair de todos os dispositivos'); only the caller's own account, no object id in the path
  { operation: 'signOutEverywhere', role: 'terapeuta', valid: () => ({ url: '/me/sessoes/encerrar' }) },

  // the operators' console (issue 32): only the operators' pool's tokens
  {
    operation: 'listAuditLog', query: ['acao', 'alvoTipo', 'alvoId', 'operadorEmail', 'desde', 'ate', 'page', 'size'],
    valid: () => ({ url: '/operacao/auditoria?page=0&size=20' }),
  },
  { operation: 'listVerificationQueue', query: ['estado', 'page', 'size'], valid: () => ({ url: '/operacao/verificacoes?estado=em_analise' }) },
  { operation: 'readVerificationDocument', valid: (w) => ({ url: `/operacao/verificacoes/${w.emAnalise.sub}/documento` }) },
  {
    operation: 'decideVerification', valid: (w) => ({ url: `/operacao/verificacoes/${w.emAnalise.sub}`, body: { decisao: 'recusar', motivo: 'Documento ilegível.', ...w.emAnaliseVisto } }),
  },
  { operation: 'searchTherapistsOperacao', query: ['q', 'page'], valid: () => ({ url: '/operacao/terapeutas?q=Terapeuta&page=0' }) },
  {
    operation: 'suspendTherapist', valid: (w) => ({ url: `/operacao/terapeutas/${w.emAnalise.sub}/suspensao`, body: { motivo: 'Perfil falso.' } }),
  },
  {
    operation: 'reactivateTherapist', valid: (w) => ({ url: `/operacao/terapeutas/${w.emAnalise.sub}/reativacao`, body: { motivo: 'Documentos conferidos.' } }),
  },
  { operation: 'operationsOverview', valid: () => ({ url: '/operacao/resumo' }) },
  { operation: 'listReviewReports', query: ['estado'], valid: () => ({ url: '/operacao/denuncias?estado=pendentes' }) },
];

export const ROUTES: readonly RouteSpec[] = ENTRIES.map(fromRow);

/** A verification submission: the CRP and a PNG of the carteira. */
export function verificationDocument(crp: string, bytes: Buffer = PNG_1x1, filename = 'carteira.png', contentType = 'image/png') {
  return multipart({ field: 'documento', filename, contentType, bytes }, { crp });
}

/** Routes outside the product surface: the OpenAPI UI and the static uploads. */
export const NOT_PRODUCT = (path: string) => path.startsWith('/docs') || path.startsWith('/uploads');

export const key = (method: string, path: string) => `${method} ${path}`;

/** The objects every security suite works on, created through the api. */
export async function seedWorld(t: TestContext): Promise<World> {
  const therapistRegistration = uniqueRegistration();
  const therapist = await createReadyTherapist(t, { user: newTherapist('Dona da Agenda'), profile: therapistRegistration });
  const otherTherapist = await createReadyTherapist(t, { user: newTherapist('Outra Terapeuta') });
  const emAnalise = newTherapist('Terapeuta Em Análise');
  const registration = uniqueRegistration();
  const profile = await t.call({ method: 'POST', url: '/terapeutas', user: emAnalise, body: profileBody({ fullName: 'Terapeuta Em Análise', ...registration }) });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  const submitted = await t.app.inject({ method: 'POST', url: `/terapeutas/${emAnalise.sub}/verificacao`, headers: { authorization: `Bearer ${await t.token(emAnalise)}`, ...verificationDocument(registration.crp).headers }, payload: verificationDocument(registration.crp).payload });
  if (submitted.statusCode !== 200) throw new Error(`verification: ${submitted.statusCode} ${submitted.body}`);
  const operador = newOperador();
  const queue = await t.call({ method: 'GET', url: '/operacao/verificacoes?estado=em_analise&size=200', user: operador });
  const shown = (queue.json().content as { terapeutaId: string; crp: string; documento: { id: string } | null }[]).find((c) => c.terapeutaId === emAnalise.sub);
  if (!shown) throw new Error(`queue: ${queue.statusCode} ${queue.body}`);
  const emAnaliseVisto = { crp: shown.crp, documentoId: shown.documento?.id ?? null };
  const client = newClient('Dona dos Objetos');
  // reviews come from sessions (issue 32): one that took place first
  await completedSession(t, client, therapist.sub);
  await completedSession(t, client, otherTherapist.sub);
  const review = await t.call({
    method: 'POST',
    url: '/avaliacoes',
    user: client,
    body: { terapeutaId: therapist.sub, nota: 5, comentario: 'Excelente atendimento sempre.' },
  });
  if (review.statusCode !== 201) throw new Error(`review: ${review.statusCode} ${review.body}`);
  // an open report of it, for the operator's decision (the therapist's own report is a route below)
  const reported = await t.call({ method: 'POST', url: `/avaliacoes/${review.json().id}/denuncias`, user: otherTherapist, body: { motivo: 'falsa' } });
  if (reported.statusCode !== 201) throw new Error(`report: ${reported.statusCode} ${reported.body}`);
  const book = async (date: string, time: string) => {
    const res = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time } });
    if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  // Each confirmed at once (except the two the PATCH routes confirm), so the client holds at most
  // 2 pending requests and every valid booking stays under the limit.
  const confirm = async (id: string) => {
    const confirmed = await t.call({ method: 'PATCH', url: `/sessoes/${id}`, user: therapist, body: { status: 'CONFIRMED' } });
    if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
    return id;
  };
  const sessions = {
    patchBody: await book('2030-02-04', '09:00'),
    patchPath: await book('2030-02-04', '10:00'),
    detail: await confirm(await book('2030-02-05', '09:00')),
    move: await confirm(await book('2030-02-05', '10:00')),
    paid: await confirm(await book('2030-02-06', '09:00')),
    sala: await confirm(await book('2030-02-06', '10:00')),
    cancelledPaid: await confirm(await book('2030-02-07', '09:00')),
  };
  // weekly series with the other therapist (Mondays and Tuesdays from 04/02/2030), accepted
  const seriesOf = async (date: string, time: string, with_ = otherTherapist) => {
    const res = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: with_.sub, date, time, recorrencia: 'semanal' } });
    if (res.statusCode !== 201) throw new Error(`series: ${res.statusCode} ${res.body}`);
    const accepted = await t.call({ method: 'PATCH', url: `/sessoes/${res.json().id}`, user: with_, body: { status: 'CONFIRMED' } });
    if (accepted.statusCode !== 200) throw new Error(`series accepted: ${accepted.statusCode} ${accepted.body}`);
    return res.json().serieId as string;
  };
  /** the client asks to move the series (a request the therapist answers) */
  const moveAsked = async (id: string, body: { aPartirDe: string; diaSemana: number; hora: string }) => {
    const res = await t.call({ method: 'POST', url: `/series/${id}/mover`, user: client, body });
    if (res.statusCode !== 200) throw new Error(`series move asked: ${res.statusCode} ${res.body}`);
    return id;
  };
  const series = {
    read: await seriesOf('2030-02-04', '09:00'),
    cancel: await seriesOf('2030-02-04', '10:00'),
    move: await seriesOf('2030-02-05', '09:00'),
    end: await seriesOf('2030-02-05', '10:00'),
    // Thursdays with the therapist, moved to Fridays from 15/02 (a time no other request takes)
    accept: await moveAsked(await seriesOf('2030-02-07', '10:00', therapist), { aPartirDe: '2030-02-14', diaSemana: 5, hora: '11:00' }),
    decline: await moveAsked(await seriesOf('2030-02-07', '11:00', therapist), { aPartirDe: '2030-02-14', diaSemana: 5, hora: '10:00' }),
    withdraw: await moveAsked(await seriesOf('2030-02-06', '09:00'), { aPartirDe: '2030-02-14', diaSemana: 4, hora: '11:00' }),
  };
  // the room's session starts 5 minutes from the test clock's now: its room is open (tickets)
  const salaInicio = new Date(t.clock.now().getTime() + 5 * 60_000);
  await t.db.execute(
    sql`UPDATE sessoes SET starts_at = ${salaInicio.toISOString()}::timestamptz, occupied_until = ${salaInicio.toISOString()}::timestamptz + make_interval(mins => duration_minutes) WHERE id = ${sessions.sala}`,
  );
  // the client gives a CPF (asked before paying), pays the 'paid' session, the therapist confirms
  const cpf = await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name: 'Dona dos Objetos', cpf: '11144477735' } });
  if (cpf.statusCode !== 200) throw new Error(`cpf: ${cpf.statusCode} ${cpf.body}`);
  for (const id of [sessions.paid, sessions.cancelledPaid]) {
    for (const [user, acao] of [[client, 'informar'], [therapist, 'confirmar']] as const) {
      const paid = await t.call({ method: 'POST', url: `/sessoes/${id}/pagamento`, user, body: { acao } });
      if (paid.statusCode !== 200) throw new Error(`${acao}: ${paid.statusCode} ${paid.body}`);
    }
  }
  const cancelled = await t.call({ method: 'PATCH', url: `/sessoes/${sessions.cancelledPaid}`, user: client, body: { status: 'CANCELLED' } });
  if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.statusCode} ${cancelled.body}`);
  // the paid session took place (a statement is issued only then): it started 3 h before now
  const heldAt = instantToWallClock(new Date(t.clock.now().getTime() - 3 * 3_600_000));
  const [heldDate, heldTime] = heldAt.split('T') as [string, string];
  const heldStart = wallClockToInstant(heldAt).toISOString();
  await t.db.execute(
    sql`UPDATE sessoes SET date = ${heldDate}, time = ${heldTime}, starts_at = ${heldStart}::timestamptz,
      occupied_until = ${heldStart}::timestamptz + make_interval(mins => duration_minutes) WHERE id = ${sessions.paid}`,
  );
  const statement = await t.call({ method: 'GET', url: `/sessoes/${sessions.paid}/declaracao.pdf`, user: client });
  if (statement.statusCode !== 200) throw new Error(`statement: ${statement.statusCode} ${statement.body}`);
  const codes = (await t.db.execute(sql`SELECT codigo FROM declaracoes WHERE sessao_id = ${sessions.paid}`)) as unknown as { rows?: { codigo: string }[] } | { codigo: string }[];
  const statementCode = (Array.isArray(codes) ? codes : (codes.rows ?? []))[0]?.codigo ?? '';
  const block = await t.call({
    method: 'POST',
    url: `/agenda/terapeutas/${therapist.sub}/bloqueios`,
    user: therapist,
    body: { start: '2030-03-11T08:00', end: '2030-03-11T12:00', reason: 'reunião' },
  });
  if (block.statusCode !== 201) throw new Error(`block: ${block.statusCode} ${block.body}`);
  const icsUrl = await emptyIcsUrl();
  const connectIcs = async () => {
    const res = await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/calendarios-externos`, user: therapist, body: { tipo: 'ics', url: icsUrl } });
    if (res.statusCode !== 201) throw new Error(`external calendar: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  const caldav = randomUUID();
  const caldavCollection = randomUUID();
  await t.db.execute(sql`INSERT INTO calendarios_externos (id, terapeuta_id, tipo, rotulo, segredo, chave_id, chave_dados, estado)
    VALUES (${caldav}, ${therapist.sub}, 'caldav', 'dav.example · dona', 'selado', 'teste', 'selado', 'ok')`);
  await t.db.execute(sql`INSERT INTO calendarios_externos_colecoes (id, calendario_id, url, nome) VALUES (${caldavCollection}, ${caldav}, 'https://dav.example/dona/pessoal/', 'Pessoal')`);
  const externalCalendars = { sync: await connectIcs(), remove: await connectIcs(), caldav, caldavCollection, icsUrl };
  const pix = await t.call({ method: 'PUT', url: `/terapeutas/${therapist.sub}/pagamento`, user: therapist, body: PIX_SETTINGS });
  if (pix.statusCode !== 200) throw new Error(`pix: ${pix.statusCode} ${pix.body}`);
  const feed = await t.call({ method: 'GET', url: '/agenda/calendario', user: therapist });
  if (feed.statusCode !== 200) throw new Error(`feed: ${feed.statusCode} ${feed.body}`);
  const feedToken = new URL(feed.json().url as string).searchParams.get('token') ?? '';
  const registro = await t.call({ method: 'POST', url: `/prontuario/${client.sub}/registros`, user: therapist, body: { sessaoId: sessions.detail, texto: 'Primeiro registro.' } });
  if (registro.statusCode !== 201) throw new Error(`registro: ${registro.statusCode} ${registro.body}`);
  const copia = await t.call({ method: 'POST', url: '/prontuario-copias', user: client, body: { terapeutaId: therapist.sub } });
  if (copia.statusCode !== 201) throw new Error(`copia: ${copia.statusCode} ${copia.body}`);
  const liberada = await t.call({ method: 'POST', url: `/prontuario/${client.sub}/copias/${copia.json().id}/liberar`, user: therapist, body: {} });
  if (liberada.statusCode !== 200) throw new Error(`liberar: ${liberada.statusCode} ${liberada.body}`);
  return {
    therapist,
    therapistRegistration,
    operador,
    client,
    otherTherapist,
    emAnalise,
    emAnaliseVisto,
    reviewId: review.json().id,
    blockId: block.json().id,
    externalCalendars,
    sessions,
    series,
    feedToken,
    statementCode,
    registroId: registro.json().id,
    copiaId: copia.json().id,
  };
}

/** The owner of a route's object, or a user of the route's role. */
export function ownerOf(route: RouteSpec, w: World): TestUser {
  if (route.role === 'operador') return w.operador;
  return route.role === 'terapeuta' ? w.therapist : w.client;
}

/** Sends a route's request as it is built by `valid` (JSON or multipart), with any token. */
export async function send(t: TestContext, route: RouteSpec, request: Request, authorization?: string) {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (request.multipart) {
    return t.app.inject({ method: route.method, url: request.url, headers: { ...headers, ...request.multipart.headers }, payload: request.multipart.payload });
  }
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: route.method,
    url: request.url,
    headers,
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
}

/** Every row of the product tables, to prove a refused call changed nothing. */
export async function snapshot(t: TestContext): Promise<string> {
  const tables = ['contas', 'terapeutas', 'clientes', 'avaliacoes', 'sessoes', 'disponibilidades', 'terapeuta_especialidades', 'bloqueios', 'feriados_abertos', 'notificacoes', 'recebimentos', 'pagamentos', 'declaracoes', 'lembretes_recibos', 'prontuarios', 'prontuario_registros', 'prontuario_versoes', 'prontuario_acessos', 'prontuario_copias', 'series', 'series_ocorrencias_puladas', 'auditoria_operacao', 'denuncias_avaliacao', 'operadores'];
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const result = (await t.db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY 1, 2`))) as unknown as { rows?: unknown[] } | unknown[];
    const rows = (Array.isArray(result) ? result : result.rows) as Record<string, unknown>[];
    // the stored next free slot is a cache any read may refresh (public-terapeutas/next-slot.ts),
    // not data a call changes
    out[table] = table === 'terapeutas' ? rows.map(({ proximo_horario: _slot, proximo_horario_em: _at, ...row }) => row) : rows;
  }
  return JSON.stringify(out);
}
