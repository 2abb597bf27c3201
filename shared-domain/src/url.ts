// URL check shared by the link fields and the video parser. Only http(s): these values are
// rendered as links or iframes, where javascript:/data: URLs would be dangerous.
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Anything that can break a line or hide text where a link is shown or sent: ASCII and C1
 * controls (CR, LF, TAB, NUL…) and the Unicode line/paragraph separators. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The meeting link as it is stored and sent: the `https:` URL itself, normalised by the URL parser
 * (`new URL(…).href`), or null when it is not one. The parser would quietly drop a CR/LF inside
 * and encode spaces, so they are refused before it sees them: a link is pasted into e-mails and
 * calendar files, where a line break starts a new line of text ("URGENTE: pague em …") or a new
 * property. Surrounding spaces of a paste are trimmed; a user:password@ prefix (which makes
 * `https://meet.example@evil.example` open evil.example) is refused.
 */
export function normalizeMeetingLink(value: string): string | null {
  if (CONTROL_CHARACTERS.test(value)) return null;
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}
