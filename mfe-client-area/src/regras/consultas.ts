// Rules of the "Minhas sessões" list: which tab shows an appointment (shared-domain clientTab,
// plus 'Canceladas e recusadas'), why a session will not happen, the order inside each tab, what each one shows (format, time range, where) and what
// the client may still do (cancel, reschedule).
import {
  ACTIVE_APPOINTMENT_STATUSES,
  CANCEL_REASON_LABELS,
  CLIENT_TABS,
  CLIENT_TAB_LABELS,
  SALA_MSG,
  SESSION_FORMAT_LABELS,
  appointmentStartsAt,
  canTransition,
  clientTab,
  isLateClientMove,
  formatOfficeAddress,
  formatTime,
  isHttpUrl,
  isLateCancellation,
  type Appointment,
  type ClientTab,
} from '@acolhe/shared-domain';

/** The dashboard's tabs: shared-domain's three (product.md#sessions-appointments) plus the sessions that will not happen. */
export type DashboardTab = ClientTab | 'encerradas';
export const DASHBOARD_TABS: readonly DashboardTab[] = [...CLIENT_TABS, 'encerradas'];
export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  ...CLIENT_TAB_LABELS,
  encerradas: 'Canceladas e recusadas',
};

export type AppointmentsByTab = Record<DashboardTab, Appointment[]>;

const startKey = (a: Appointment) => `${a.date} ${a.time}`;

/** Which tab shows an appointment: shared-domain's for the three of product.md#sessions-appointments; REJECTED and
 * CANCELLED under 'Canceladas e recusadas', so a declined or cancelled request never vanishes. */
export function dashboardTab(status: Appointment['status']): DashboardTab {
  return clientTab(status) ?? 'encerradas';
}

/** Upcoming and pending ones soonest first; past, cancelled and declined ones most recent first. */
export function groupByTab(appointments: readonly Appointment[]): AppointmentsByTab {
  const groups: AppointmentsByTab = { proximas: [], pendentes: [], anteriores: [], encerradas: [] };
  for (const appointment of appointments) groups[dashboardTab(appointment.status)].push(appointment);
  for (const tab of DASHBOARD_TABS) {
    groups[tab].sort((a, b) => startKey(a).localeCompare(startKey(b)));
  }
  groups.anteriores.reverse();
  groups.encerradas.reverse();
  return groups;
}

/** Why a session will not happen, in the client's words ('' for any other status). */
export function closedReasonOf(appointment: Pick<Appointment, 'status' | 'cancelledBy' | 'cancelReason'>): string {
  if (appointment.status === 'REJECTED') return 'Recusada pelo(a) terapeuta';
  if (appointment.status !== 'CANCELLED') return '';
  if (appointment.cancelledBy === 'cliente') return 'Cancelada por você';
  if (appointment.cancelledBy === 'terapeuta') return 'Cancelada pelo(a) terapeuta';
  if (appointment.cancelReason) return `Cancelada: ${CANCEL_REASON_LABELS[appointment.cancelReason]}`;
  return 'Cancelada';
}

/** The client cancelled less than 24 h before the start (the therapist was told so). */
export const LATE_CANCELLATION_NOTE = 'Cancelamento tardio (menos de 24 horas antes da sessão)';
export function lateCancellationNoteOf(appointment: Pick<Appointment, 'status' | 'cancelledBy' | 'lateCancellation'>): string | null {
  return appointment.status === 'CANCELLED' && appointment.cancelledBy === 'cliente' && appointment.lateCancellation ? LATE_CANCELLATION_NOTE : null;
}

/** The client may cancel a pending or confirmed appointment until it starts (shared-domain status machine). */
export function canCancel(appointment: Appointment, now: Date): boolean {
  return canTransition(appointment.status, 'CANCELLED', 'cliente', {
    startsAt: appointmentStartsAt(appointment.date, appointment.time),
    now,
  });
}

/** The client may move a pending appointment until it starts, and a confirmed one until 24 h
 * before (later the api refuses: isLateClientMove); the move makes it PENDING again (the
 * therapist confirms the new time). */
export function canReschedule(appointment: Appointment, now: Date): boolean {
  return (
    ACTIVE_APPOINTMENT_STATUSES.includes(appointment.status) &&
    now.getTime() < appointmentStartsAt(appointment.date, appointment.time).getTime() &&
    !isLateClientMove(appointment.status, appointment.date, appointment.time, now)
  );
}

/** '10:00–10:50' (en dash); only the start when the end is unknown. */
export function timeRangeOf(appointment: Pick<Appointment, 'time' | 'endTime'>): string {
  const start = formatTime(appointment.time);
  const end = formatTime(appointment.endTime);
  return end ? `${start}–${end}` : start;
}

/** 'Online' / 'Presencial' (shared-domain labels). */
export function modalityLabelOf(appointment: Pick<Appointment, 'modality'>): string {
  return SESSION_FORMAT_LABELS[appointment.modality] ?? SESSION_FORMAT_LABELS.online;
}

/** The meeting link to show: only for a confirmed online appointment, and only an http(s) address
 * (it is rendered as a link; a javascript: URL typed by anyone must never become one). */
export function meetingLinkOf(appointment: Appointment): string | null {
  if (appointment.status !== 'CONFIRMED' || appointment.modality === 'presencial') return null;
  const link = appointment.meetingLink.trim();
  return link && isHttpUrl(link) ? link : null;
}

/** Where a CONFIRMED session happens: the office (presencial), the meeting link (online), or the
 * link still to come. Nothing before the therapist confirms. */
export type SessionPlace =
  | { kind: 'address'; text: string }
  | { kind: 'link'; href: string }
  | { kind: 'link-pending' }
  /** the Acolhe room (the therapist's choice, issue 33): 'Entrar na sala' opens before the start */
  | { kind: 'sala' }
  | null;

/** What the appointment says of an online session in the Acolhe room. */
export const SALA_PLACE_TEXT = SALA_MSG.localDaSessao;

export function placeOf(appointment: Appointment): SessionPlace {
  if (appointment.status !== 'CONFIRMED') return null;
  if (appointment.modality === 'presencial') {
    return appointment.officeAddress ? { kind: 'address', text: formatOfficeAddress(appointment.officeAddress) } : null;
  }
  // the api's room address: a path of this site for the Acolhe room, the therapist's own link, or ''
  if (appointment.salaUrl?.startsWith('/')) return { kind: 'sala' };
  const href = meetingLinkOf(appointment);
  return href ? { kind: 'link', href } : { kind: 'link-pending' };
}

export const LATE_CANCELLATION_TEXT =
  'Cancelamento tardio: faltam menos de 24 horas para a sessão. O(a) terapeuta será informado(a).';

/** The warning of the cancel confirmation when it is a late cancellation (shared-domain rule). */
export function cancellationWarning(appointment: Pick<Appointment, 'date' | 'time'>, now: Date): string | null {
  return isLateCancellation(appointment.date, appointment.time, now) ? LATE_CANCELLATION_TEXT : null;
}

export const EMPTY_TAB_TEXT: Record<DashboardTab, string> = {
  proximas: 'Você não tem consultas confirmadas.',
  pendentes: 'Você não tem solicitações pendentes.',
  anteriores: 'Você ainda não tem consultas concluídas.',
  encerradas: 'Nenhuma consulta cancelada ou recusada.',
};
