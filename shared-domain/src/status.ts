// Appointment status machine (product.md#sessions-appointments, completed where docs/product.md is silent — see README).
import type { AppointmentStatus, UserType } from './enums';
import { toAppointmentStatus } from './enums';
import { appointmentStartsAt } from './dates';

export type Actor = UserType;

export interface Transition {
  to: AppointmentStatus;
  actors: readonly Actor[];
  /** 'before-start': only while the session has not started; 'after-start': only once it has. */
  when: 'any' | 'before-start' | 'after-start';
}

export const appointmentTransitions: Readonly<Record<AppointmentStatus, readonly Transition[]>> = {
  PENDING: [
    { to: 'CONFIRMED', actors: ['terapeuta'], when: 'any' },
    { to: 'REJECTED', actors: ['terapeuta'], when: 'any' },
    { to: 'CANCELLED', actors: ['cliente', 'terapeuta'], when: 'before-start' },
  ],
  CONFIRMED: [
    { to: 'CANCELLED', actors: ['cliente', 'terapeuta'], when: 'before-start' },
    { to: 'COMPLETED', actors: ['terapeuta'], when: 'after-start' },
  ],
  // Terminal states.
  REJECTED: [],
  COMPLETED: [],
  CANCELLED: [],
};

export interface TransitionTiming {
  /** when the session starts (appointmentStartsAt(date, time)) */
  startsAt: Date;
  now: Date;
}

export function canTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  actor: Actor,
  { startsAt, now }: TransitionTiming,
): boolean {
  const rule = appointmentTransitions[from]?.find((t) => t.to === to);
  if (!rule || !rule.actors.includes(actor)) return false;
  const started = now.getTime() >= startsAt.getTime();
  if (rule.when === 'before-start') return !started;
  if (rule.when === 'after-start') return started;
  return true;
}

/** Statuses `actor` may move `from` to right now (for showing action buttons). */
export function allowedTransitions(
  from: AppointmentStatus,
  actor: Actor,
  timing: TransitionTiming,
): AppointmentStatus[] {
  return (appointmentTransitions[from] ?? [])
    .map((t) => t.to)
    .filter((to) => canTransition(from, to, actor, timing));
}

/** Statuses that hold a therapist's slot (one active appointment per slot). */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['PENDING', 'CONFIRMED'];

/** Statuses of a session that is on or was held: it has a payment ("payable"), its therapist has
 * seen the client. The api's SQL takes the same list (api/src/db/statuses.ts). */
export const PAYABLE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['CONFIRMED', 'COMPLETED'];

/** `status` is one of PAYABLE_APPOINTMENT_STATUSES: the session is on or was held. */
export function isPayableStatus(status: unknown): boolean {
  return (PAYABLE_APPOINTMENT_STATUSES as readonly unknown[]).includes(status);
}

/** The instant a session ends (its start in Brazil plus its length). */
export function appointmentEndsAt(date: string, time: string, durationMinutes: number): Date {
  return new Date(appointmentStartsAt(date, time).getTime() + durationMinutes * 60_000);
}

/** What "took place" reads of a session. */
export interface HeldSession {
  status: unknown;
  date: string;
  time: string;
  durationMinutes: number;
}

/**
 * The session took place at `now`: it is payable (confirmed or done — never cancelled or declined)
 * and its end has passed. A CONFIRMED session that ended counts before the sweep marks it
 * COMPLETED. The one rule; api/src/db/statuses.ts `tookPlace` is its SQL.
 */
export function tookPlace(s: HeldSession, now: Date): boolean {
  return (
    isPayableStatus(s.status) &&
    appointmentEndsAt(s.date, s.time, s.durationMinutes).getTime() <= now.getTime()
  );
}

export type ClientTab = 'proximas' | 'pendentes' | 'anteriores';
export const CLIENT_TABS: readonly ClientTab[] = ['proximas', 'pendentes', 'anteriores'];
export const CLIENT_TAB_LABELS: Record<ClientTab, string> = {
  proximas: 'Próximas',
  pendentes: 'Pendentes',
  anteriores: 'Anteriores',
};

/** product.md#sessions-appointments: REJECTED and CANCELLED appear in no client tab. */
export function clientTab(status: unknown): ClientTab | null {
  if (status === 'CONFIRMED') return 'proximas';
  if (status === 'PENDING') return 'pendentes';
  if (status === 'COMPLETED') return 'anteriores';
  return null;
}

export type TherapistGroup = 'pendentes' | 'confirmadas' | 'historico';
export const THERAPIST_GROUPS: readonly TherapistGroup[] = ['pendentes', 'confirmadas', 'historico'];
export const THERAPIST_GROUP_LABELS: Record<TherapistGroup, string> = {
  pendentes: 'Solicitações pendentes',
  confirmadas: 'Confirmadas',
  historico: 'Histórico',
};

/** Unknown statuses count as PENDING, consistent with statusLabel. */
export function therapistGroup(status: unknown): TherapistGroup {
  const s = toAppointmentStatus(status);
  if (s === 'PENDING') return 'pendentes';
  if (s === 'CONFIRMED') return 'confirmadas';
  return 'historico';
}
