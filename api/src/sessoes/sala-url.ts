// Where an online session happens (issue 33 item 4): one rule for the session answers, the e-mails
// and the reminders.
import { salaPagePath, serieSalaPagePath } from '@acolhe/shared-domain';

/** The Acolhe room (`/sessao/{id}/sala`) when the session's therapist uses it (the default), else
 * the link the therapist set on the session ('' until set); '' for a presencial session. */
export function salaUrlOf(row: { id: string; modality: string; meetingLink: string; preferenciaSala: string | null }): string {
  if (row.modality !== 'online') return '';
  return row.preferenciaSala === 'link' ? row.meetingLink.trim() : salaPagePath(row.id);
}

/**
 * Where a series' ONE recurring event says its sessions happen (issue 41): in the Acolhe room, the
 * series' room page (`/serie/{id}/sala`, which opens the room of the session happening now or next:
 * each session has its own room); else the link or the office, as for one session (`other`).
 */
export function seriesPlaceOf(serieId: string, row: { modality: string; preferenciaSala: string | null }, other: () => string | undefined): string | undefined {
  if (row.modality === 'online' && row.preferenciaSala !== 'link') return serieSalaPagePath(serieId);
  return other();
}
