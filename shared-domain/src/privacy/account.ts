// LGPD art. 18: every account can export and erase its data. The erase dialog asks the user to
// type this word, so an account is never erased by a stray click.
export const ERASE_CONFIRMATION_WORD = 'EXCLUIR';

export function isEraseConfirmed(typed: string): boolean {
  return typed.trim() === ERASE_CONFIRMATION_WORD;
}

/** File name of GET /me/export's download. */
export const EXPORT_FILE_NAME = 'acolhe-meus-dados.json';

/** Why an appointment was cancelled by the platform rather than by one of its sides. */
export const CANCEL_REASONS = ['conta-excluida', 'conflito-de-horario', 'solicitacao-expirada'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  'conta-excluida': 'A outra parte excluiu a conta',
  // sessions that overlapped before the database refused overlaps (migration 0004)
  'conflito-de-horario': 'Horário em conflito com outra sessão',
  // a request the therapist did not answer before the booking notice (the slot was freed)
  'solicitacao-expirada': 'O(a) terapeuta não respondeu a tempo',
};
