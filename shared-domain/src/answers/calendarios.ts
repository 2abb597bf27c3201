// The therapist's external calendars (issue 45). Never the address's path, the user's password
// or any event's content: a label, the state of its last sync and, for a CalDAV account, its
// calendars (collections).
import * as v from 'valibot';
import { instantText } from './common';

export const EXTERNAL_CALENDAR_TYPES = ['ics', 'caldav'] as const;
export type ExternalCalendarType = (typeof EXTERNAL_CALENDAR_TYPES)[number];

/** 'ok': last sync read it; 'erro': the last sync failed (it blocks nothing new); 'sincronizando':
 * never read yet or being read. */
export const EXTERNAL_CALENDAR_STATES = ['ok', 'erro', 'sincronizando'] as const;
export type ExternalCalendarState = (typeof EXTERNAL_CALENDAR_STATES)[number];

export const externalCalendarCollectionAnswer = v.strictObject({
  id: v.string(),
  nome: v.string(),
  /** its events block time in Acolhe */
  bloqueia: v.boolean(),
  /** Acolhe's confirmed sessions are written here (at most one of the account's) */
  recebeSessoes: v.boolean(),
});

export const externalCalendarAnswer = v.strictObject({
  id: v.string(),
  tipo: v.picklist(EXTERNAL_CALENDAR_TYPES),
  /** 'calendar.google.com' (ICS: host only) or 'caldav.icloud.com · ana@icloud.com' (CalDAV) */
  rotulo: v.string(),
  estado: v.picklist(EXTERNAL_CALENDAR_STATES),
  /** the last successful read, or null */
  sincronizadoEm: v.nullable(instantText),
  /** pt-BR, e.g. 'Usuário ou senha recusados pelo servidor de calendário.', since the first failure */
  erro: v.nullable(v.strictObject({ mensagem: v.string(), desde: instantText })),
  /** a CalDAV account's calendars; [] for an ICS address */
  colecoes: v.array(externalCalendarCollectionAnswer),
  /** the account that receives the sessions: why a session's copy could not be written yet, since
   * when (it is retried; bookings never wait for it); absent or null when nothing is failing */
  erroEnvio: v.optional(v.nullable(v.strictObject({ mensagem: v.string(), desde: instantText }))),
});
