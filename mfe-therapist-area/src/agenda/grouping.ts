// product.md#sessions-appointments therapist view groups: pending requests, confirmed, history (every other status).
import { therapistGroup, type TherapistAppointment, type TherapistGroup } from '@acolhe/shared-domain';

export type AppointmentGroups = Record<TherapistGroup, TherapistAppointment[]>;

const startKey = (a: Pick<TherapistAppointment, 'date' | 'time'>) => `${a.date} ${a.time}`;

/** Pending and confirmed come soonest first (what is next); history latest first. */
export function groupAppointments(appointments: readonly TherapistAppointment[]): AppointmentGroups {
  const groups: AppointmentGroups = { pendentes: [], confirmadas: [], historico: [] };
  for (const appointment of appointments) groups[therapistGroup(appointment.status)].push(appointment);
  const ascending = (a: TherapistAppointment, b: TherapistAppointment) => startKey(a).localeCompare(startKey(b));
  groups.pendentes.sort(ascending);
  groups.confirmadas.sort(ascending);
  groups.historico.sort((a, b) => ascending(b, a));
  return groups;
}
