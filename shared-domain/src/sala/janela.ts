// When a session's room is open: pure, so the api and the page agree to the minute.
import { SALA_ABRE_MINUTOS_ANTES, SALA_AVISO_ENCERRAMENTO_MINUTOS, SALA_FECHA_MINUTOS_DEPOIS } from './constants';

export interface JanelaDaSala {
  /** first instant the room is open */
  abreEm: Date;
  /** first instant the room is closed again */
  fechaEm: Date;
}

const MINUTO_MS = 60_000;

/** The window of a session from `inicio` to `fim`: 10 minutes before until 15 minutes after. */
export function janelaDaSala(inicio: Date, fim: Date): JanelaDaSala {
  return {
    abreEm: new Date(inicio.getTime() - SALA_ABRE_MINUTOS_ANTES * MINUTO_MS),
    fechaEm: new Date(fim.getTime() + SALA_FECHA_MINUTOS_DEPOIS * MINUTO_MS),
  };
}

/** Open from `abreEm` (inclusive) to `fechaEm` (exclusive). */
export function salaAberta(now: Date, janela: JanelaDaSala): boolean {
  const t = now.getTime();
  return t >= janela.abreEm.getTime() && t < janela.fechaEm.getTime();
}

export type EstadoDaSala = 'antes' | 'aberta' | 'encerrada';

/** Before the window, in it, or after it. */
export function estadoDaSala(now: Date, janela: JanelaDaSala): EstadoDaSala {
  if (now.getTime() < janela.abreEm.getTime()) return 'antes';
  return salaAberta(now, janela) ? 'aberta' : 'encerrada';
}

/** When `{ tipo: 'encerramento' }` is due: 5 minutes before the room closes. */
export function avisoDeEncerramentoEm(janela: JanelaDaSala): Date {
  return new Date(janela.fechaEm.getTime() - SALA_AVISO_ENCERRAMENTO_MINUTOS * MINUTO_MS);
}
