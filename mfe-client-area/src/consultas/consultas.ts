// Rules of the "Minhas Consultas" list: which tab shows an appointment (shared-domain clientTab,
// SPEC §4), the order inside each tab, and whether the client may still cancel.
import {
  CLIENT_TABS,
  appointmentStartsAt,
  canTransition,
  clientTab,
  isHttpUrl,
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

/** The meeting link to show: only for a confirmed appointment, and only an http(s) address
 * (it is rendered as a link; a javascript: URL typed by anyone must never become one). */
export function meetingLinkOf(appointment: Appointment): string | null {
  if (appointment.status !== 'CONFIRMED') return null;
  const link = appointment.meetingLink.trim();
  return link && isHttpUrl(link) ? link : null;
}

export const EMPTY_TAB_TEXT: Record<ClientTab, string> = {
  proximas: 'Você não tem consultas confirmadas.',
  pendentes: 'Você não tem solicitações pendentes.',
  anteriores: 'Você ainda não tem consultas concluídas.',
};
