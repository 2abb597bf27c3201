// Where an online session happens (issue 33 item 4): one rule for the session answers, the e-mails
// and the reminders.
import { salaPagePath } from '@acolhe/shared-domain';

/** The Acolhe room (`/sessao/{id}/sala`) when the session's therapist uses it (the default), else
 * the link the therapist set on the session ('' until set); '' for a presencial session. */
export function salaUrlOf(row: { id: string; modality: string; meetingLink: string; preferenciaSala: string | null }): string {
  if (row.modality !== 'online') return '';
  return row.preferenciaSala === 'link' ? row.meetingLink.trim() : salaPagePath(row.id);
}
