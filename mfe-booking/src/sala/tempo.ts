// Times the room page says: 'HH:MM' in Brazil, countdowns and time left.
import { instantToWallClock } from '@acolhe/shared-domain';

/** An instant → 'HH:MM' on the Brazil wall clock (the product's time, whatever the browser's zone). */
export function horaNoBrasil(instante: string | Date): string {
  return instantToWallClock(new Date(instante)).slice(11, 16);
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
