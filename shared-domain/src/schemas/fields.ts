// Reusable field schemas. Each takes its message so every form keeps the exact product wording.
import * as v from 'valibot';
import { isValidIsoDate, isValidTime, todayIso } from '../dates';
import { onlyDigits } from '../masks';
import { isHttpUrl, normalizeMeetingLink } from '../url';
import { cleanText, visibleLength } from '../text';
import { VALIDATION_MESSAGES as M } from './messages';

const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Non-string input (missing field, null) reports the field's own message, never valibot's English default. */
export const text = (message: string) => v.string(message);

export interface TextFieldOptions {
  /** the field's message: a missing or non-string value, and by default every other problem */
  message: string;
  /** at least this many visible characters (text.ts visibleLength: three U+200B are 0) */
  min?: number;
  minMessage?: string;
  /** at most this many characters of the stored (cleaned) string */
  max?: number;
  maxMessage?: string;
  /** keeps line breaks and tabs (bios, reviews, notes); default one line */
  multiline?: boolean;
}

/**
 * THE field of a name or free text (issue 40): NFC, format characters (bidi controls, zero-width
 * characters, BOM…) removed, control characters as its kind allows, trimmed (text.ts cleanText);
 * the minimum counted on visible characters. Every name and free text of every schema goes through
 * here, so the forms and the api refuse and store the same.
 */
export const textField = ({ message, min, minMessage = message, max, maxMessage = message, multiline = false }: TextFieldOptions) =>
  v.pipe(
    v.string(message),
    v.transform((s: string) => cleanText(s, { multiline })),
    v.check((s: string) => min === undefined || visibleLength(s) >= min, minMessage),
    v.check((s: string) => max === undefined || s.length <= max, maxMessage),
  );

/** One line, at least `min` visible characters (textField). */
export const minText = (min: number, message: string) => textField({ message, min });

/** Optional text limited to `max` characters (textField); '' when absent. */
export const optionalText = (max: number, message: string, options: { multiline?: boolean } = {}) =>
  v.optional(textField({ message, max, multiline: options.multiline }), '');

export const email = (requiredMessage: string, invalidMessage = requiredMessage) =>
  v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.email(invalidMessage));

export const password = (message: string) => v.pipe(v.string(message), v.minLength(6, message));

/** A real calendar date 'YYYY-MM-DD'. */
export const isoDate = (message: string) =>
  v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check((s: string) => isValidIsoDate(s), message));

/** 24-hour 'HH:MM'. */
export const hourMinute = (message: string) => v.pipe(v.string(message), v.check((s: string) => isValidTime(s), message));

/** Birth date: a real date, not after today (Brazil), not before 1900-01-01 (product.md#validation/product.md#limits). */
export const birthDate = () =>
  v.pipe(
    isoDate(M.birthDateRequired),
    v.check((d) => d >= EARLIEST_BIRTH_DATE, M.birthDateTooOld),
    v.check((d) => d <= todayIso(), M.birthDateFuture),
  );

/** Phone: at least 10 digits once mask characters are ignored, at most 15 (E.164). */
export const phone = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^[\d\s()+-]*$/, message),
    v.check((s) => onlyDigits(s).length >= 10 && onlyDigits(s).length <= 15, message),
  );

/** http(s) URL or ''. Other schemes (javascript:, data:) are refused because these are rendered as links. */
export const httpUrlOrEmpty = (message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.check((s) => s === '' || isHttpUrl(s), message)), '');

/** A session's meeting link: '' (none) or an https URL, given back as normalizeMeetingLink stored it
 * — what the validator accepted is exactly what the e-mails and calendar files carry. */
export const meetingLink = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s) => s.trim() === '' || normalizeMeetingLink(s) !== null, message),
    v.transform((s) => (s.trim() === '' ? '' : normalizeMeetingLink(s)!)),
  );

/** Non-empty id (uuid or any opaque string). */
export const id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** v.object whose "missing key" issue carries the field's own message (what the field schema
 * says for undefined) instead of a generic one; a non-object input gets 'Dados inválidos.'. */
export function object<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.input === undefined && typeof key === 'string' && Object.hasOwn(entries, key)) {
      const result = v.safeParse(entries[key] as v.GenericSchema, undefined);
      const first = result.success ? undefined : result.issues[0];
      if (first) return first.message;
    }
    return M.invalidData;
  });
}
