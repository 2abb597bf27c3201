// Appointment answers: a session as either side reads it. The therapist's clinical notes are not
// part of a session (issue 40 item 4): they live in the client's prontuário, encrypted.
import * as v from 'valibot';
import { APPOINTMENT_STATUSES, PAYMENT_METHODS, SESSION_FORMATS, USER_TYPES } from '../enums';
import { CANCEL_REASONS } from '../privacy/account';
import { hourMinuteText, instantText, isoDateText } from './common';
import { officeAddressAnswer } from './therapist';

const appointmentEntries = {
  id: v.string(),
  therapistId: v.string(),
  therapistName: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  cliente: v.strictObject({ name: v.string() }),
  date: isoDateText,
  time: hourMinuteText,
  endTime: hourMinuteText,
  durationMinutes: v.number(),
  modality: v.picklist(SESSION_FORMATS),
  status: v.picklist(APPOINTMENT_STATUSES),
  notes: v.string(),
  createdAt: instantText,
  meetingLink: v.string(),
  /** where the online session happens: '/sessao/{id}/sala' (the Acolhe room, the therapist's default)
   * or the therapist's own link (meetingLink, '' until set); '' for a presencial session. The api
   * always sends it; optional in the type so older fixtures of the fronts still describe a session. */
  salaUrl: v.optional(v.string()),
  lateCancellation: v.boolean(),
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS)),
  cancelReason: v.optional(v.picklist(CANCEL_REASONS)),
  cancelledBy: v.optional(v.picklist(USER_TYPES)),
  /** the office, for the client of a CONFIRMED presencial session (officeAddressFor) */
  officeAddress: v.optional(officeAddressAnswer),
  declineReason: v.optional(v.string()),
  rescheduledFrom: v.optional(v.strictObject({ date: isoDateText, time: hourMinuteText })),
  /** the series it is an occurrence of (issue 33), null for a single session (the api always sends
   * it; optional so that answers stored by older fronts' mocks still parse) */
  serieId: v.optional(v.nullable(v.string())),
  /** the waiting-list offer this session came from (issue 46 item 4); null when booked the ordinary
   * way (the lists and the one-session reads send it; optional so older mocks still parse) */
  listaDeEspera: v.optional(
    v.nullable(
      v.strictObject({ ofertadaEm: instantText, reservadaAte: instantText, aceitaEm: instantText, ofertasAntes: v.number() }),
    ),
  ),
  /** GET /sessoes/cliente only */
  canReview: v.optional(v.boolean()),
};

/** A session as its client reads it (never the therapist's notes). */
export const clientAppointmentAnswer = v.strictObject(appointmentEntries);
/** A session as its therapist reads it: the same fields (no notes — they are the prontuário's). */
export const therapistAppointmentAnswer = clientAppointmentAnswer;
/** One session read by either side. */
export const appointmentAnswer = clientAppointmentAnswer;
