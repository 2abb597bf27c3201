// 'Entrar na sala' on the dashboards: shown for a confirmed online session while its room is open,
// pointing at the Acolhe room — or at the therapist's own link when the api's `salaUrl` says so.
import { appointmentStartsAt } from '../dates';
import { salaPagePath } from './constants';
import { janelaDaSala, salaAberta } from './janela';

export interface SessaoComSala {
  id: string;
  status: string;
  modality: string;
  date: string;
  time: string;
  durationMinutes: number;
  /** the api's answer: `/sessao/{id}/sala` (Acolhe room) or the therapist's own http(s) link */
  salaUrl?: string | null;
}

export type EntradaNaSala = { interna: true; caminho: string } | { interna: false; href: string };

const ehHttp = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

/** Where 'Entrar na sala' goes now, or null when it must not show (not confirmed, presencial,
 * outside the window, or a link that is not http(s)). */
export function entradaNaSala(sessao: SessaoComSala, agora: Date): EntradaNaSala | null {
  if (sessao.status !== 'CONFIRMED' || sessao.modality !== 'online') return null;
  const inicio = appointmentStartsAt(sessao.date, sessao.time);
  const fim = new Date(inicio.getTime() + sessao.durationMinutes * 60_000);
  if (!salaAberta(agora, janelaDaSala(inicio, fim))) return null;
  if (sessao.salaUrl === undefined || sessao.salaUrl === null) return { interna: true, caminho: salaPagePath(sessao.id) };
  const url = sessao.salaUrl.trim();
  // '': the therapist prefers their own link and has not set it yet — nothing to enter
  if (url === '') return null;
  // any path of ours is this session's room (never an arbitrary path from a field)
  if (url.startsWith('/')) return { interna: true, caminho: salaPagePath(sessao.id) };
  return ehHttp(url) ? { interna: false, href: url } : null;
}
