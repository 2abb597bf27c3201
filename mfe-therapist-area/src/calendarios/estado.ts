// The state of a connected calendar in words (issue 45 item 4): 'Sincronizado às 14:05',
// 'Sincronizando…', 'Erro: senha recusada desde 12/03 10:00'. Pure: the clock comes in, the times
// are read on the Brazil wall clock (America/Sao_Paulo) with shared-domain's helpers.
import { formatDate, instantToWallClock, todayIso } from '@acolhe/shared-domain';

/** What the sentence needs of the api's answer for a calendar. */
export interface EstadoDoCalendario {
  estado: 'ok' | 'erro' | 'sincronizando';
  sincronizadoEm: string | null;
  erro: { mensagem: string; desde: string } | null;
}

export type Tom = 'ok' | 'erro' | 'andamento';

/** 'YYYY-MM-DD' and 'HH:MM' of an instant on the Brazil wall clock; null when not a date. */
function brasilia(iso: string): { date: string; time: string } | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const [date = '', time = ''] = instantToWallClock(instant).split('T');
  return { date, time };
}

/** 'às 14:05' today, else 'em 12/03/2026 às 14:05'. */
function quando(iso: string, now: Date): string | null {
  const at = brasilia(iso);
  if (!at) return null;
  return at.date === todayIso(now) ? `às ${at.time}` : `em ${formatDate(at.date)} às ${at.time}`;
}

/** '12/03 10:00' (the year only when it is not this year's: '12/03/2025 10:00'). */
function desde(iso: string, now: Date): string | null {
  const at = brasilia(iso);
  if (!at) return null;
  const full = formatDate(at.date);
  const day = at.date.slice(0, 4) === todayIso(now).slice(0, 4) ? full.slice(0, 5) : full;
  return `${day} ${at.time}`;
}

/** The sentence under a calendar's name, and its tone (the badge's colour). */
export function estadoEmPalavras(calendario: EstadoDoCalendario, now: Date): { texto: string; tom: Tom } {
  if (calendario.estado === 'erro') {
    const mensagem = calendario.erro?.mensagem.trim().replace(/[.]$/, '') || 'não foi possível ler o calendário';
    const since = calendario.erro ? desde(calendario.erro.desde, now) : null;
    return { texto: since ? `Erro: ${mensagem} desde ${since}` : `Erro: ${mensagem}`, tom: 'erro' };
  }
  const at = calendario.estado === 'ok' && calendario.sincronizadoEm ? quando(calendario.sincronizadoEm, now) : null;
  // never read yet (or being read now): the first reading is on its way
  if (!at) return { texto: 'Sincronizando…', tom: 'andamento' };
  return { texto: `Sincronizado ${at}`, tom: 'ok' };
}

/** Why Acolhe's sessions could not be written to the account's receiving calendar yet (the api
 * retries; bookings never wait): 'Sessões não enviadas ao seu calendário: <mensagem> desde 12/03
 * 10:00'; null when nothing is failing. */
export function envioEmPalavras(erroEnvio: { mensagem: string; desde: string } | null | undefined, now: Date): string | null {
  if (!erroEnvio) return null;
  const mensagem = erroEnvio.mensagem.trim().replace(/[.]$/, '');
  const since = desde(erroEnvio.desde, now);
  return `Sessões não enviadas ao seu calendário: ${mensagem}${since ? ` desde ${since}` : ''}`;
}

/** A connected calendar as its card shows it. */
export interface LinhaDoCalendario {
  id: string;
  rotulo: string;
  tipo: 'ics' | 'caldav';
  estado: { texto: string; tom: Tom };
  colecoes: { id: string; nome: string; bloqueia: boolean }[];
  /** the account's calendar that receives Acolhe's sessions, or null */
  recebeSessoes: string | null;
  /** the write-back's failure in words, or null */
  envio: string | null;
}

export function linhaDoCalendario(
  calendario: EstadoDoCalendario & {
    id: string;
    rotulo: string;
    tipo: 'ics' | 'caldav';
    colecoes: { id: string; nome: string; bloqueia: boolean; recebeSessoes: boolean }[];
    erroEnvio?: { mensagem: string; desde: string } | null;
  },
  now: Date,
): LinhaDoCalendario {
  return {
    id: calendario.id,
    rotulo: calendario.rotulo,
    tipo: calendario.tipo,
    estado: estadoEmPalavras(calendario, now),
    colecoes: calendario.colecoes.map(({ id, nome, bloqueia }) => ({ id, nome, bloqueia })),
    recebeSessoes: calendario.colecoes.find((c) => c.recebeSessoes)?.id ?? null,
    envio: envioEmPalavras(calendario.erroEnvio, now),
  };
}
