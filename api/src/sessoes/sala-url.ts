// Where an online session happens (issue 33 item 4): one rule for the session answers, the e-mails
// and the reminders.
import { salaPagePath } from '@acolhe/shared-domain';

/** The Acolhe room (`/sessao/{id}/sala`) when the session's therapist uses it (the default), else
 * the link the therapist set on the session ('' until set); '' for a presencial session. */
export function salaUrlOf(row: { id: string; modality: string; meetingLink: string; preferenciaSala: string | null }): string {
  if (row.modality !== 'online') return '';
  return row.preferenciaSala === 'link' ? row.meetingLink.trim() : salaPagePath(row.id);
}

/**
 * Where a series' ONE recurring event says its sessions happen, as `side` sees it. Each session has
 * its own room page, so a series in the Acolhe room points to the side's area (its path), where
 * 'Entrar na sala' opens each session's room; else the link or the office, as for one session (`other`).
 */
export function seriesPlaceOf(
  side: 'cliente' | 'terapeuta',
  row: { modality: string; preferenciaSala: string | null; terapeutaId: string; clienteId: string },
  other: () => string | undefined,
): string | undefined {
  if (row.modality === 'online' && row.preferenciaSala !== 'link') return side === 'terapeuta' ? `/usuario/${row.terapeutaId}` : `/cliente/${row.clienteId}`;
  return other();
}
