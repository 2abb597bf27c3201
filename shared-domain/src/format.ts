// Display formatting in pt-BR: R$ amounts, dd/MM/yyyy dates, long dates, times, names.
import dayjs from 'dayjs';
import ptBr from 'dayjs/locale/pt-br.js';

// Registered once, on this module's dayjs instance, without changing the global default
// locale of whoever else uses dayjs. Importing the locale file also registers it on the
// instance it resolves to, which lets Mantine's DatesProvider use locale 'pt-br'.
dayjs.locale(ptBr, undefined, true);
export const DAYJS_LOCALE = 'pt-br';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A dayjs value in pt-BR. Plain 'YYYY-MM-DD' strings are read as that calendar day (no time-zone shift). */
export function dayjsBr(value: string | Date): dayjs.Dayjs {
  if (typeof value === 'string') {
    const m = ISO_DATE.exec(value);
    if (m) return dayjs(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).locale(DAYJS_LOCALE);
  }
  return dayjs(value).locale(DAYJS_LOCALE);
}

/** '0999' → '1000': one added to a string of digits. */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/** The whole and fraction digits of `abs` (≥ 0) rounded to `places`, half up on its shortest decimal
 * text (0.015 → 0.02), as Intl.NumberFormat rounds. */
function roundedParts(abs: number, places: number): [string, string] {
  const text = String(abs);
  if (text.includes('e')) {
    const [whole = '0', fraction = ''] = abs.toFixed(places).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return [whole, fraction.padEnd(places, '0')];
  let digits = `${whole}${fraction.slice(0, places)}`;
  if (fraction[places]! >= '5') digits = incremented(digits);
  return [digits.slice(0, digits.length - places) || '0', digits.slice(digits.length - places)];
}

/**
 * 1234.5 → '1.234,50': pt-BR digits with `places` decimals, grouped by thousands, rounded as
 * Intl.NumberFormat('pt-BR') rounds. Written out rather than asked of Intl: the first
 * Intl.NumberFormat of a page loads ICU's locale data (~25 ms on a desktop CPU, ~100 ms on the
 * bench's phone), in the middle of hydrating the first price on screen. Non-finite → 0.
 */
export function formatDecimal(value: number, places: number): string {
  const n = Number.isFinite(value) ? value : 0;
  const [whole, fraction] = roundedParts(Math.abs(n), places);
  const digits = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${places ? `,${fraction}` : ''}`;
  return n < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** 150 → 'R$ 150,00', with a plain space (Intl's is U+00A0), so copy, tests and e2e selectors can
 * use the plain text; -10 → '-R$ 10,00'. Non-finite → R$ 0,00. */
export function formatCurrency(value: number): string {
  const text = formatDecimal(value, 2);
  return text.startsWith('-') ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
}

/** 'YYYY-MM-DD' | Date → 'dd/MM/yyyy'; '' when the value is not a date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = dayjsBr(value);
  return d.isValid() ? d.format('DD/MM/YYYY') : '';
}

/** 'YYYY-MM-DD' | Date → 'sexta-feira, 27 de novembro de 2026'; '' when not a date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = dayjsBr(value);
  return d.isValid() ? d.format('dddd, D [de] MMMM [de] YYYY') : '';
}

/** 'H:MM', 'HH:MM:SS' or a Date → 'HH:MM'; '' when not a time. */
export function formatTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayjs(value).format('HH:mm');
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return '';
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** Avatar initials: first letter of the first and last words, upper case; 'U' when there is no name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'U';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? '') + (last?.[0] ?? '')).toLocaleUpperCase('pt-BR');
}

/** 'Ana Maria Souza' → 'Ana'; '' when empty. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
