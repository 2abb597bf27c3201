// The waiting list's numbers (issue 46), one place: the api's checks, the database's limits (rendered
// from here), the fronts' texts and the documentation read them.

/** A client waits in at most this many lists at once (active entries). */
export const ESPERA_MAX_ENTRADAS = 5;
/** An entry leaves the list by itself this many days after it was made (the client is told before). */
export const ESPERA_VALIDADE_DIAS = 60;
/** How long an offer is held for its person, by default (the therapist's setting). */
export const OFERTA_DURACAO_PADRAO_MIN = 30;
/** The therapist's setting stays within these bounds. */
export const OFERTA_DURACAO_MIN_MIN = 5;
export const OFERTA_DURACAO_MAX_MIN = 240;

/** The hold is never longer than this share of the time left until the session: a time that starts
 * soon must reach the next in line while it can still be taken. */
export const OFERTA_FRACAO_DO_TEMPO_RESTANTE = 4;
/** How far ahead a freed stretch is offered (an open-ended change, e.g. new weekly hours). */
export const OFERTA_HORIZONTE_DIAS = 30;

const MINUTE = 60_000;

/**
 * How long an offer is held, in minutes: the therapist's setting (`duracaoMin`), but at most a
 * quarter of the time left until the session starts — a session in 2 hours is held at most 30
 * minutes, in 1 hour 15 — and never under OFERTA_DURACAO_MIN_MIN.
 */
export function offerHoldMinutes(duracaoMin: number, now: Date, startsAt: Date): number {
  const left = Math.floor((startsAt.getTime() - now.getTime()) / MINUTE / OFERTA_FRACAO_DO_TEMPO_RESTANTE);
  return Math.max(OFERTA_DURACAO_MIN_MIN, Math.min(duracaoMin, left));
}

/** Until when an offer made at `now` is held (offerHoldMinutes). */
export function offerExpiresAt(duracaoMin: number, now: Date, startsAt: Date): Date {
  return new Date(now.getTime() + offerHoldMinutes(duracaoMin, now, startsAt) * MINUTE);
}

/** What of an entry decides whether a freed time suits it. */
export interface EsperaJanela {
  /** 0 = domingo … 6 = sábado */
  diasDaSemana: readonly number[];
  /** 'HH:MM' */
  inicio: string;
  fim: string;
  /** null: either format */
  modalidade: 'online' | 'presencial' | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A freed time suits an entry when its weekday (São Paulo) is one of the entry's, the whole
 * session (`time` + its length) lies within the window, and the therapist offers the entry's format
 * (`offered`; none asked: any).
 */
export function entryFits(entry: EsperaJanela, slot: { weekday: number; time: string; durationMinutes: number }, offered: readonly ('online' | 'presencial')[]): boolean {
  if (!entry.diasDaSemana.includes(slot.weekday)) return false;
  const start = minutesOf(slot.time);
  if (start < minutesOf(entry.inicio) || start + slot.durationMinutes > minutesOf(entry.fim)) return false;
  return entry.modalidade === null ? offered.length > 0 : offered.includes(entry.modalidade);
}
