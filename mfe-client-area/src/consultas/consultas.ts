// Rules of the "Minhas Consultas" list: which tab shows an appointment (shared-domain clientTab),
// the order inside each tab, what each one shows (format, time range, where) and what
// the client may still do (cancel, reschedule).
import {
  ACTIVE_APPOINTMENT_STATUSES,
  CLIENT_TABS,
  SESSION_FORMAT_LABELS,
  appointmentStartsAt,
  canTransition,
  clientTab,
  formatOfficeAddress,
  formatTime,
  isHttpUrl,
  isLateCancellation,
  type Appointment,
  type ClientTab,
} from '@acolhe/shared-domain';

export type AppointmentsByTab = Record<ClientTab, Appointment[]>;

const startKey = (a: Appointment) => `${a.date} ${a.time}`;

/** Upcoming and pending ones soonest first; past ones most recent first. REJECTED and CANCELLED
 * appear in no tab. */
export function groupByTab(appointments: readonly Appointment[]): AppointmentsByTab {
  const groups: AppointmentsByTab = { proximas: [], pendentes: [], anteriores: [] };
  for (const appointment of appointments) {
    const tab = clientTab(appointment.status);
    if (tab) groups[tab].push(appointment);
  }
  for (const tab of CLIENT_TABS) {
    groups[tab].sort((a, b) => startKey(a).localeCompare(startKey(b)));
  }
  groups.anteriores.reverse();
  return groups;
}

/** The client may cancel a pending or confirmed appointment until it starts (shared-domain status machine). */
export function canCancel(appointment: Appointment, now: Date): boolean {
  return canTransition(appointment.status, 'CANCELLED', 'cliente', {
    startsAt: appointmentStartsAt(appointment.date, appointment.time),
    now,
  });
}

/** The client may move a pending or confirmed appointment to another slot until it starts; the
 * move makes it PENDING again (the therapist confirms the new time). */
export function canReschedule(appointment: Appointment, now: Date): boolean {
  return (
    ACTIVE_APPOINTMENT_STATUSES.includes(appointment.status) &&
    now.getTime() < appointmentStartsAt(appointment.date, appointment.time).getTime()
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
  | null;

export function placeOf(appointment: Appointment): SessionPlace {
  if (appointment.status !== 'CONFIRMED') return null;
  if (appointment.modality === 'presencial') {
    return appointment.officeAddress ? { kind: 'address', text: formatOfficeAddress(appointment.officeAddress) } : null;
  }
  const href = meetingLinkOf(appointment);
  return href ? { kind: 'link', href } : { kind: 'link-pending' };
}

export const LATE_CANCELLATION_TEXT =
  'Cancelamento tardio: faltam menos de 24 horas para a sessão. O terapeuta será informado.';

/** The warning of the cancel confirmation when it is a late cancellation (shared-domain rule). */
export function cancellationWarning(appointment: Pick<Appointment, 'date' | 'time'>, now: Date): string | null {
  return isLateCancellation(appointment.date, appointment.time, now) ? LATE_CANCELLATION_TEXT : null;
}

export const EMPTY_TAB_TEXT: Record<ClientTab, string> = {
  proximas: 'Você não tem consultas confirmadas.',
  pendentes: 'Você não tem solicitações pendentes.',
  anteriores: 'Você ainda não tem consultas concluídas.',
};
