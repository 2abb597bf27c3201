// The private area's week at a glance (issue 19 item 15): pure rules over the sessions the area
// already loads (GET /sessoes). Weeks run Monday to Sunday; "today" is Brazil's
// (America/Sao_Paulo), whatever the machine's zone. Dates stay 'YYYY-MM-DD' strings.
import {
  DAY_OF_WEEK_LABELS,
  SESSION_FORMAT_LABELS,
  dayOfWeekOf,
  firstName,
  formatDate,
  therapistGroup,
  todayIso,
  type TherapistAppointment,
  type AppointmentStatus,
  type DayOfWeek,
  type SessaoComSala,
} from '@acolhe/shared-domain';

/** What the week shows and counts: sessions the therapist confirmed — still ahead (CONFIRMED) or
 * already held (COMPLETED, which a confirmed session becomes by itself once it ends), so a past
 * week keeps its sessions. Pending, declined and cancelled ones are not in the agenda. */
export const WEEK_STATUSES: readonly AppointmentStatus[] = ['CONFIRMED', 'COMPLETED'];

const isAgendaSession = (a: Pick<TherapistAppointment, 'status'>) => WEEK_STATUSES.includes(a.status);

/** 'YYYY-MM-DD' + n days (n may be negative), by the calendar (no time zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: string): string {
  return addDays(date, -((dayOfWeekOf(date) + 6) % 7));
}

/** The Monday `offset` weeks from the current week in Brazil (0 this week, -1 the last one). */
export function weekStart(now: Date, offset = 0): string {
  return addDays(mondayOf(todayIso(now)), offset * 7);
}

export interface WeekSession {
  id: string;
  /** '10:00–10:50' (the start alone when an old record has no end) */
  timeRange: string;
  /** the client's first name only */
  clientFirstName: string;
  modality: string;
  status: AppointmentStatus;
  /** belongs to a weekly or fortnightly series (issue 33): marked 'Série' */
  serie: boolean;
  /** what 'Entrar na sala' needs (shown while an online session's room is open) */
  sala: SessaoComSala;
}

export interface WeekDay {
  date: string;
  /** 'Segunda-feira' */
  weekday: string;
  /** 'Seg' */
  shortWeekday: string;
  /** '24/11' */
  dayMonth: string;
  /** 'Segunda-feira, 24/11/2026' (the column's accessible name) */
  fullLabel: string;
  isToday: boolean;
  sessions: WeekSession[];
}

const SHORT = (weekday: string) => weekday.slice(0, 3);

function toWeekSession(a: TherapistAppointment): WeekSession {
  return {
    id: a.id,
    timeRange: a.endTime ? `${a.time}–${a.endTime}` : a.time,
    clientFirstName: firstName(a.clientName || a.cliente?.name) || 'Cliente',
    modality: SESSION_FORMAT_LABELS[a.modality] ?? '',
    status: a.status,
    serie: Boolean(a.serieId),
    sala: { id: a.id, status: a.status, modality: a.modality, date: a.date, time: a.time, durationMinutes: a.durationMinutes, salaUrl: a.salaUrl },
  };
}

/** The seven days (Monday first) of the week starting `monday`, each with its confirmed sessions
 * soonest first. */
export function buildWeek(appointments: readonly TherapistAppointment[], monday: string, today: string): WeekDay[] {
  const byDate = new Map<string, TherapistAppointment[]>();
  for (const a of appointments) {
    if (!isAgendaSession(a)) continue;
    const list = byDate.get(a.date) ?? [];
    list.push(a);
    byDate.set(a.date, list);
  }
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const weekday = DAY_OF_WEEK_LABELS[dayOfWeekOf(date) as DayOfWeek];
    const sessions = (byDate.get(date) ?? []).slice().sort((a, b) => a.time.localeCompare(b.time)).map(toWeekSession);
    return {
      date,
      weekday,
      shortWeekday: SHORT(weekday),
      dayMonth: formatDate(date).slice(0, 5),
      fullLabel: `${weekday}, ${formatDate(date)}`,
      isToday: date === today,
      sessions,
    };
  });
}

/** '24/11/2026 a 30/11/2026' */
export function weekRangeLabel(monday: string): string {
  return `${formatDate(monday)} a ${formatDate(addDays(monday, 6))}`;
}

export interface AreaCounts {
  /** confirmed (or held) sessions in the current week, Monday to Sunday */
  thisWeek: number;
  /** the same in the current calendar month */
  thisMonth: number;
  /** requests waiting for an answer (the 'Solicitações pendentes' tab) */
  pending: number;
}

/** The numbers at the top of the area, for the week and month of `now` in Brazil. */
export function areaCounts(appointments: readonly TherapistAppointment[], now: Date): AreaCounts {
  const today = todayIso(now);
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  const month = today.slice(0, 7);
  let thisWeek = 0;
  let thisMonth = 0;
  let pending = 0;
  for (const a of appointments) {
    if (therapistGroup(a.status) === 'pendentes') pending++; // as the tab counts them
    if (!isAgendaSession(a)) continue;
    if (a.date >= monday && a.date <= sunday) thisWeek++;
    if (a.date.startsWith(month)) thisMonth++;
  }
  return { thisWeek, thisMonth, pending };
}

/** 'Nenhuma sessão' / '1 sessão' / '3 sessões' */
export function sessionCountLabel(n: number): string {
  return n === 0 ? 'Nenhuma sessão' : n === 1 ? '1 sessão' : `${n} sessões`;
}
