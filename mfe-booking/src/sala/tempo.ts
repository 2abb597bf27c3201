// Times the room page says: 'HH:MM' in Brazil, countdowns and time left.
import { formatDate, instantToWallClock } from '@acolhe/shared-domain';

/** An instant → 'HH:MM' on the Brazil wall clock (the product's time, whatever the browser's zone). */
export function horaNoBrasil(instante: string | Date): string {
  return instantToWallClock(new Date(instante)).slice(11, 16);
}

/** The Brazil calendar day of an instant → 'dd/MM/yyyy'. */
export function dataNoBrasil(instante: string | Date): string {
  return formatDate(instantToWallClock(new Date(instante)).slice(0, 10));
}

const HORA = 3_600_000;
const DIA = 24 * HORA;

/**
 * The countdown until the room opens, in words a person reads at a glance (issue 44: 'Faltam
 * 32:08:37'): a day or more → 'Abre em 1 dia e 8 h'; an hour or more → 'Faltam 8 h 05 min';
 * under an hour the live 'Faltam MM:SS'. Rounded down, never negative.
 */
export function contagemAteAbrir(ms: number): string {
  const falta = Math.max(0, ms);
  if (falta >= DIA) {
    const dias = Math.floor(falta / DIA);
    const horas = Math.floor((falta % DIA) / HORA);
    return `Abre em ${dias} ${dias === 1 ? 'dia' : 'dias'}${horas > 0 ? ` e ${horas} h` : ''}`;
  }
  if (falta >= HORA) {
    const minutos = Math.floor((falta % HORA) / 60_000);
    return `Faltam ${Math.floor(falta / HORA)} h ${String(minutos).padStart(2, '0')} min`;
  }
  return `Faltam ${duracao(falta)}`;
}

/** Milliseconds → 'H:MM:SS' (≥ 1 hour) or 'MM:SS'; never negative. */
export function duracao(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** 'ws:'/'wss:' URL of an api path, on the api's own origin (apiBaseUrl may carry a path prefix). */
export function urlDoSocket(apiBaseUrl: string, caminho: string, origemDaPagina: string): string {
  const base = new URL(apiBaseUrl.replace(/\/*$/, '/'), origemDaPagina);
  const url = new URL(caminho.replace(/^\/+/, ''), base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
