// The address of an external calendar (issue 45): what the therapist pastes from Google, Outlook,
// iCloud or a CalDAV server. Only http(s) is fetched; `webcal:`/`webcals:` (iCloud's and
// Outlook's subscription links) are the same document over https. No user:password@ (the
// credentials have their own fields, encrypted; inside a URL they would travel and be shown).
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Longest address accepted (Google's secret iCal addresses are ~150 characters). */
export const EXTERNAL_CALENDAR_URL_MAX = 2000;

/** The address as it is fetched (`https://…`), or null when it is not a calendar address. */
export function normalizeCalendarUrl(value: string): string | null {
  if (CONTROL_CHARACTERS.test(value)) return null;
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed) || trimmed.length > EXTERNAL_CALENDAR_URL_MAX) return null;
  const fetched = trimmed.replace(/^webcals?:\/\//i, 'https://');
  try {
    const url = new URL(fetched);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * What the therapist sees of an address: never its path or query (the secret of an ICS address
 * lives there) — the host for an ICS address ('calendar.google.com'), host and user for a CalDAV
 * account ('caldav.icloud.com · ana@icloud.com').
 */
export function externalCalendarLabel(input: { tipo: 'ics' | 'caldav'; url: string; usuario?: string }): string {
  const host = new URL(input.url).host;
  return input.tipo === 'caldav' && input.usuario ? `${host} · ${input.usuario}` : host;
}
