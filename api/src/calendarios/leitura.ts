// Reading an external calendar (issue 45 items 1 and 2) through the safe outbound fetch
// (lib/saida): an ICS address with If-None-Match / If-Modified-Since (304: unchanged), or a CalDAV
// account with tsdav (discovery with basic auth; a collection whose ctag or sync-token is the one
// of the last read is not read again). What it gives back is only busy intervals. Every failure is
// a LeituraError with the pt-BR message the therapist sees; nothing here logs (an error's text
// could carry the address).
import { createDAVClient } from 'tsdav';
import { SaidaError, type SafeFetch } from '../lib/saida/saida';
import { CALENDARIOS_MSG as M } from './mensagens';
import { busyIntervals, NotICalendarError, type BusyInterval } from './intervalos';
import type { Segredo } from './segredo';

export class LeituraError extends Error {
  override name = 'LeituraError';
}

export interface Janela {
  from: Date;
  to: Date;
}

export function fromSaida(error: SaidaError): LeituraError {
  switch (error.falha) {
    case 'bloqueado':
      return new LeituraError(M.enderecoProibido);
    case 'grande':
      return new LeituraError(M.grandeDemais);
    case 'demorado':
      return new LeituraError(M.demorou);
    default:
      return new LeituraError(M.inalcancavel);
  }
}

export function fromStatus(status: number): LeituraError {
  if (status === 401 || status === 403) return new LeituraError(M.acessoRecusado);
  if (status === 404 || status === 410) return new LeituraError(M.naoEncontrado);
  return new LeituraError(M.erroDoServidor(status));
}

export type LeituraIcs = { mudou: false } | { mudou: true; intervalos: BusyInterval[]; etag: string | null; ultimaModificacao: string | null };

export async function readIcs(fetch: SafeFetch, url: string, known: { etag?: string | null; ultimaModificacao?: string | null }, janela: Janela): Promise<LeituraIcs> {
  const headers: Record<string, string> = { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5' };
  if (known.etag) headers['if-none-match'] = known.etag;
  if (known.ultimaModificacao) headers['if-modified-since'] = known.ultimaModificacao;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (error) {
    throw error instanceof SaidaError ? fromSaida(error) : new LeituraError(M.inalcancavel);
  }
  if (response.status === 304) return { mudou: false };
  if (!response.ok) throw fromStatus(response.status);
  try {
    const intervalos = busyIntervals(await response.text(), janela);
    return { mudou: true, intervalos, etag: response.headers.get('etag'), ultimaModificacao: response.headers.get('last-modified') };
  } catch (error) {
    if (error instanceof NotICalendarError) throw new LeituraError(M.naoEIcs);
    throw error;
  }
}

/** A collection as the server lists it; `intervalos` null: unchanged since the last read (or not
 * read because it blocks nothing). */
export interface ColecaoLida {
  url: string;
  nome: string;
  ctag: string | null;
  syncToken: string | null;
  intervalos: BusyInterval[] | null;
}

/** What the last read knew of a collection (by its url). */
export interface ColecaoConhecida {
  ctag: string | null;
  syncToken: string | null;
  bloqueia: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

export async function readCaldav(fetch: SafeFetch, segredo: Segredo, known: ReadonlyMap<string, ColecaoConhecida>, janela: Janela): Promise<ColecaoLida[]> {
  let refused = false;
  // tsdav turns a 401 into an empty discovery or an error of its own: the status says which it was
  const watching = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    if (response.status === 401) refused = true;
    return response;
  }) as typeof globalThis.fetch;
  try {
    const client = await createDAVClient({
      serverUrl: segredo.url,
      credentials: { username: segredo.usuario ?? '', password: segredo.senha ?? '' },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: watching,
    });
    const calendars = (await client.fetchCalendars()).filter((c) => !c.components || c.components.includes('VEVENT'));
    if (refused) throw new LeituraError(M.senhaRecusada);
    if (calendars.length === 0) throw new LeituraError(M.semCalendarios);
    const lidas: ColecaoLida[] = [];
    for (const calendar of calendars) {
      const ctag = text(calendar.ctag);
      const syncToken = text(calendar.syncToken);
      const before = known.get(calendar.url);
      const unchanged = before && ((ctag !== null && before.ctag === ctag) || (syncToken !== null && before.syncToken === syncToken));
      const nome = text(calendar.displayName) ?? 'Calendário';
      if (unchanged || (before && !before.bloqueia)) {
        lidas.push({ url: calendar.url, nome, ctag, syncToken, intervalos: null });
        continue;
      }
      const objects = await client.fetchCalendarObjects({ calendar, timeRange: { start: janela.from.toISOString(), end: janela.to.toISOString() } });
      if (refused) throw new LeituraError(M.senhaRecusada);
      const intervalos: BusyInterval[] = [];
      for (const object of objects) {
        if (typeof object.data !== 'string') continue;
        try {
          intervalos.push(...busyIntervals(object.data, janela));
        } catch (error) {
          // one unreadable event does not hide the others
          if (!(error instanceof NotICalendarError)) throw error;
        }
      }
      lidas.push({ url: calendar.url, nome, ctag, syncToken, intervalos });
    }
    return lidas;
  } catch (error) {
    if (refused) throw new LeituraError(M.senhaRecusada);
    if (error instanceof LeituraError) throw error;
    if (error instanceof SaidaError) throw fromSaida(error);
    throw new LeituraError(M.inalcancavel);
  }
}
