// A session as an answer, shaped for who reads it (the answers of every session row, the account's
// export). Read through the slice's one read model (./partes.ts).
import {
  minutesToTime,
  timeToMinutes,
  toAppointmentStatus,
  type Appointment,
  type CancelReason,
  type PaymentMethod,
  type SessionFormat,
  type TherapistAppointment,
  type UserType,
} from '@acolhe/shared-domain';
import { officeAddressFor } from '../perfis/office';
import type { SessaoVista } from './partes';
import { salaUrlOf } from './sala-url';

/**
 * The one place a session becomes an answer, shaped for who reads it. Every route, the export and
 * anything else that hands a session to a person goes through here: the client of a CONFIRMED
 * presencial session gets the office address, nobody else needs it. No session carries clinical
 * notes (the prontuário holds them, encrypted — issue 40 item 4).
 */
export function appointmentFor(row: SessaoVista, viewer: 'terapeuta'): TherapistAppointment;
export function appointmentFor(row: SessaoVista, viewer: UserType): Appointment;
export function appointmentFor(row: SessaoVista, viewer: UserType): Appointment | TherapistAppointment {
  const status = toAppointmentStatus(row.status);
  const appointment: Appointment = {
    id: row.id,
    therapistId: row.terapeutaId,
    therapistName: row.therapistName ?? '',
    clientId: row.clienteId,
    clientName: row.clientName,
    cliente: { name: row.clientName },
    date: row.date,
    time: row.time,
    endTime: minutesToTime((timeToMinutes(row.time) + row.durationMinutes) % (24 * 60)),
    durationMinutes: row.durationMinutes,
    modality: row.modality as SessionFormat,
    status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    meetingLink: row.meetingLink,
    salaUrl: salaUrlOf(row),
    lateCancellation: row.lateCancellation,
    serieId: row.serieId,
  };
  // the waiting-list offer it came from (issue 46 item 4); unsaid where the row was not read with it
  if (row.espera !== undefined) {
    appointment.listaDeEspera = row.espera && {
      ofertadaEm: row.espera.ofertadaEm.toISOString(),
      reservadaAte: row.espera.reservadaAte.toISOString(),
      aceitaEm: row.espera.aceitaEm.toISOString(),
      ofertasAntes: row.espera.ofertasAntes,
    };
  }
  if (row.paymentMethod) appointment.paymentMethod = row.paymentMethod as PaymentMethod;
  if (row.cancelReason) appointment.cancelReason = row.cancelReason as CancelReason;
  if (row.cancelledBy) appointment.cancelledBy = row.cancelledBy as UserType;
  if (status === 'REJECTED' && row.declineReason) appointment.declineReason = row.declineReason;
  const from = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(row.rescheduledFrom);
  if (status === 'PENDING' && from) appointment.rescheduledFrom = { date: from[1]!, time: from[2]! };
  if (viewer === 'terapeuta') return appointment;
  const office = officeAddressFor(viewer, { status, modality: row.modality }, row.office);
  if (office) appointment.officeAddress = office;
  return appointment;
}
