// 24-hour times (pt-BR, 'HH:mm') typed as text. Never the browser's native time input: it follows
// the machine's locale and shows '08:00 AM' on an English system.
import { onlyDigits } from '@acolhe/shared-domain';

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A complete 24-hour 'HH:mm' time ('00:00'–'23:59'). */
export function isHora(value: string | null | undefined): boolean {
  return HORA.test(value ?? '');
}

/** While typing: the digits are kept (at most four) and the colon is put in.
 * '9' → '9', '093' → '09:3', '0930' → '09:30', '13h00' → '13:00', '13:' → '13'. */
export function maskHora(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`;
}

/** On leaving the field, what can only mean one time is written in full: a whole hour ('9' →
 * '09:00', '14' → '14:00') and an hour of one digit with its minutes ('930' → '09:30'). Anything
 * else (a half-typed '14:3', '25:00') is left as typed, for the form's validation to report. */
export function completeHora(value: string | null | undefined): string {
  const masked = maskHora(value);
  const d = onlyDigits(masked);
  let full = masked;
  if (d.length === 1 || d.length === 2) full = `${d.padStart(2, '0')}:00`;
  else if (d.length === 3 && Number(d.slice(0, 2)) > 23) full = `0${d[0]}:${d.slice(1)}`;
  return isHora(full) ? full : masked;
}
