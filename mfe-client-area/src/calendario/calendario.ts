// "Adicionar ao calendário" of a confirmed session, pure: the Google Agenda event (title, start,
// end, where) and the name of the downloaded .ics file.
import {
  appointmentStartsAt,
  formatOfficeAddress,
  googleCalendarUrl,
  type Appointment,
  type CalendarEventInput,
} from '@acolhe/shared-domain';
import { meetingLinkOf } from '../regras/consultas';

export const CALENDAR_TEXTS = {
  menu: 'Adicionar ao calendário',
  ics: 'Baixar convite (.ics)',
  google: 'Google Agenda',
  downloadFailedTitle: 'Erro ao baixar convite',
  downloadFailed: 'Não foi possível baixar o convite da sessão. Tente novamente.',
} as const;

export const DEFAULT_ICS_FILE_NAME = 'sessao-acolhe.ics';

/** A confirmed session still to come: only then have both sides agreed on the date (the api
 * serves its .ics only for CONFIRMED) and is there anything to put in a calendar. */
export function canAddToCalendar(appointment: Pick<Appointment, 'status' | 'date' | 'time'>, now: Date): boolean {
  return appointment.status === 'CONFIRMED' && now.getTime() < appointmentStartsAt(appointment.date, appointment.time).getTime();
}

/** Where the session happens: the office (presencial) or the meeting link (online), when known. */
function locationOf(appointment: Appointment): string | undefined {
  if (appointment.modality === 'presencial') {
    return appointment.officeAddress ? formatOfficeAddress(appointment.officeAddress) : undefined;
  }
  return meetingLinkOf(appointment) ?? undefined;
}

/** The session as a calendar event: 'Sessão com <therapist>', start and end in Brazil time. */
export function calendarEventOf(appointment: Appointment): CalendarEventInput {
  const name = appointment.therapistName || 'terapeuta';
  const start = appointmentStartsAt(appointment.date, appointment.time);
  const minutes = appointment.durationMinutes > 0 ? appointment.durationMinutes : 50;
  const end =
    appointment.durationMinutes > 0 || !appointment.endTime
      ? new Date(start.getTime() + minutes * 60_000)
      : appointmentStartsAt(appointment.date, appointment.endTime);
  const location = locationOf(appointment);
  return {
    title: `Sessão com ${name}`,
    start: start.toISOString(),
    end: end.toISOString(),
    details: appointment.modality === 'presencial' ? 'Sessão presencial agendada pelo Acolhe.' : 'Sessão online agendada pelo Acolhe.',
    ...(location ? { location } : {}),
  };
}

/** The Google Agenda template link of the session. */
export function googleCalendarLinkOf(appointment: Appointment): string {
  return googleCalendarUrl(calendarEventOf(appointment));
}

/** The file name a Content-Disposition header gives (filename*=UTF-8''… first, then filename=…),
 * reduced to a safe base name; the default when there is none. */
export function icsFileNameFrom(contentDisposition: string | null | undefined): string {
  const header = contentDisposition ?? '';
  let name = '';
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = '';
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
    name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  }
  name = name.split(/[\\/]/).pop() ?? '';
  name = name.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return name && name !== '.' && name !== '..' ? name : DEFAULT_ICS_FILE_NAME;
}
