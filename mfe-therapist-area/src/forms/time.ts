// 24-hour times typed as text (never the browser's native time input, which shows AM/PM in some
// locales): the digits are kept and the colon is put in while typing.
import { onlyDigits } from '@acolhe/shared-domain';

/** '9' → '9', '093' → '09:3', '0930' → '09:30', '09:30' → '09:30'; at most 4 digits. */
export function maskTime(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`;
}
