// The answer schemas and the wire types of types.ts describe the same shapes: the type-level
// checks below fail `tsc` when one of them changes alone; the runtime cases check that a schema
// refuses a field it does not document (answers are strict).
import * as v from 'valibot';
import type { Appointment, AgendaBlock, AgendaHoliday, AvailabilityRecord, Client, Review, Slot, TherapistAppointment } from '../types';
import type { CalendarFeed, NotificationInbox, NotificationPreferences } from '../notifications';
import type { PaymentSettings, SessionPayment, SessionPix } from '../pix/pagamento';
import type { FinanceEntry, Financeiro } from '../financeiro/financeiro';
import type { DeclaracaoPublica } from '../financeiro/declaracao';
import type { PedidoCopia, PedidoCopiaCliente, Prontuario, ProntuarioResumo, RegistroEvolucao } from '../prontuario/prontuario';
import {
  agendaBlockAnswer,
  agendaHolidayAnswer,
  availabilityAnswer,
  calendarFeedAnswer,
  clientAnswer,
  clientAppointmentAnswer,
  declaracaoPublicaAnswer,
  financeEntryAnswer,
  financeiroAnswer,
  firstAccessAnswer,
  notificationInboxAnswer,
  paymentSettingsAnswer,
  pedidoCopiaAnswer,
  pedidoCopiaClienteAnswer,
  preferencesAnswer,
  prontuarioAnswer,
  prontuarioResumoAnswer,
  registroEvolucaoAnswer,
  reviewAnswer,
  sessionPaymentAnswer,
  sessionPixAnswer,
  slotAnswer,
  therapistAppointmentAnswer,
} from './index';

/** true only when A and B are the same type */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

describe('answer schemas', () => {
  it('describe the wire types of shared-domain', () => {
    expect([
      same<v.InferOutput<typeof reviewAnswer>, Review>(true),
      same<v.InferOutput<typeof slotAnswer>, Slot>(true),
      same<v.InferOutput<typeof agendaBlockAnswer>, AgendaBlock>(true),
      same<v.InferOutput<typeof agendaHolidayAnswer>, AgendaHoliday>(true),
      same<v.InferOutput<typeof calendarFeedAnswer>, CalendarFeed>(true),
      same<v.InferOutput<typeof preferencesAnswer>, NotificationPreferences>(true),
      same<v.InferOutput<typeof notificationInboxAnswer>, NotificationInbox>(true),
      same<v.InferOutput<typeof paymentSettingsAnswer>, PaymentSettings>(true),
      same<v.InferOutput<typeof sessionPaymentAnswer>, SessionPayment>(true),
      same<v.InferOutput<typeof sessionPixAnswer>, SessionPix>(true),
      same<v.InferOutput<typeof financeEntryAnswer>, FinanceEntry>(true),
      same<v.InferOutput<typeof financeiroAnswer>, Financeiro>(true),
      same<v.InferOutput<typeof declaracaoPublicaAnswer>, DeclaracaoPublica>(true),
      same<v.InferOutput<typeof firstAccessAnswer>, { primeiroAcesso: boolean }>(true),
      same<v.InferOutput<typeof prontuarioAnswer>, Prontuario>(true),
      same<v.InferOutput<typeof prontuarioResumoAnswer>, ProntuarioResumo>(true),
      same<v.InferOutput<typeof registroEvolucaoAnswer>, RegistroEvolucao>(true),
      same<v.InferOutput<typeof pedidoCopiaAnswer>, PedidoCopia>(true),
      same<v.InferOutput<typeof pedidoCopiaClienteAnswer>, PedidoCopiaCliente>(true),
    ]).not.toContain(false);
  });

  it('refuse an answer with a field they do not document', () => {
    expect(v.safeParse(preferencesAnswer, { lembretesEmail: true }).success).toBe(true);
    expect(v.safeParse(preferencesAnswer, { lembretesEmail: true, cpf: '1' }).success).toBe(false);
  });

  it('no view of a session carries clinical notes (they are the prontuário’s: issue 40 item 4)', () => {
    const session = {
      id: 's1', therapistId: 't1', therapistName: 'Ana', clientId: 'c1', clientName: 'Joana', cliente: { name: 'Joana' },
      date: '2030-02-04', time: '09:00', endTime: '10:00', durationMinutes: 60, modality: 'online', status: 'PENDING',
      notes: '', createdAt: '2030-01-16T13:00:00.000Z', meetingLink: '', lateCancellation: false, serieId: null,
    };
    expect(v.safeParse(clientAppointmentAnswer, session).success).toBe(true);
    expect(v.safeParse(clientAppointmentAnswer, { ...session, therapistNotes: 'x' }).success).toBe(false);
    expect(v.safeParse(therapistAppointmentAnswer, session).success).toBe(true);
    expect(v.safeParse(therapistAppointmentAnswer, { ...session, therapistNotes: 'x' }).success).toBe(false);
  });

  it('keep the prontuário’s contents out of the client’s copy request', () => {
    const pedido = { id: 'k1', estado: 'liberada', solicitadaEm: '2030-02-04T12:00:00.000Z', liberadaEm: '2030-02-05T12:00:00.000Z', terapeutaId: 't1', terapeutaNome: 'Ana' };
    expect(v.safeParse(pedidoCopiaClienteAnswer, pedido).success).toBe(true);
    expect(v.safeParse(pedidoCopiaClienteAnswer, { ...pedido, demanda: 'x' }).success).toBe(false);
    expect(v.safeParse(pedidoCopiaClienteAnswer, { ...pedido, estado: 'apagada' }).success).toBe(false);
  });
});

// Wider ones: the wire type is assignable to the answer (the answer may list fields the type does not).
const _appointment: v.InferOutput<typeof clientAppointmentAnswer> = {} as Appointment;
const _therapistAppointment: v.InferOutput<typeof therapistAppointmentAnswer> = {} as TherapistAppointment;
const _availability: v.InferOutput<typeof availabilityAnswer> = {} as AvailabilityRecord;
const _client: v.InferOutput<typeof clientAnswer> = {} as Client;
void [_appointment, _therapistAppointment, _availability, _client];
