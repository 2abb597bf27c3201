// Dates typed in the pt-BR order (dd/MM/yyyy), e.g. in a birth-date input; forms and the api keep
// 'YYYY-MM-DD'. dayjs would need its parse plugin for this, and a wrong guess (MM/dd) must never
// be stored silently, so anything that is not a real calendar date gives null.
import { isValidIsoDate } from './dates';

/** 'dd/mm/aaaa' (or an ISO date) → 'YYYY-MM-DD'; null when incomplete or not a real date. */
export function parseBrDate(input: string): string | null {
  const text = input.trim();
  if (isValidIsoDate(text)) return text;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}
