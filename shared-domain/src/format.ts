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

// Made on first use, not when the module loads: the first Intl.NumberFormat of a page loads ICU's
// locale data (~50 ms on a desktop CPU), which would otherwise hold back every app's first paint.
let currencyFormatter: Intl.NumberFormat | undefined;

/** 150 → 'R$ 150,00'. Intl separates the symbol with a no-break space (U+00A0); it is turned
 * into a normal space so copy, tests and e2e selectors can use the plain text. Non-finite → R$ 0,00. */
export function formatCurrency(value: number): string {
  const n = Number.isFinite(value) ? value : 0;
  currencyFormatter ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return currencyFormatter.format(n).replace(/\u00a0/g, ' ');
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
