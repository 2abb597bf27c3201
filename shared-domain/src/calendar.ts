// Calendar links both sides build the same way: the "Adicionar ao Google Agenda" template URL of
// a session (the client dashboard) — pure, no DOM.

/** How far back the therapist's private calendar feed goes (days): the recent past stays visible. */
export const AGENDA_PRIVADA_DIAS_PASSADOS = 30;

export interface CalendarEventInput {
  title: string;
  /** ISO instants */
  start: string;
  end: string;
  details?: string;
  /** meeting link or office address */
  location?: string;
}

/** 20261124T130000Z: the UTC form Google's template expects. */
function googleInstant(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&… for one event. */
export function googleCalendarUrl(event: CalendarEventInput): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleInstant(event.start)}/${googleInstant(event.end)}`,
    ctz: 'America/Sao_Paulo',
  });
  if (event.details) params.set('details', event.details);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
