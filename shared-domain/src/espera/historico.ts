// A session's waiting-list history in words (issue 46 item 4): the session that an accepted offer
// made says so on both sides' cards. Pure; São Paulo wall clock.
import { instantToWallClock } from '../dates';

/** What a session's answer tells of the offer that made it (null: booked the ordinary way). */
export interface ListaDeEsperaDaSessao {
  /** when the time was offered (ISO instant) */
  ofertadaEm: string;
  /** until when it was held for the client (ISO instant) */
  reservadaAte: string;
  /** when the client accepted it (ISO instant) */
  aceitaEm: string;
  /** offers of the same time that were declined or ran out before this one was accepted */
  ofertasAntes: number;
}

/** An ISO instant → 'dd/MM às HH:MM' (São Paulo); '' when it is not an instant. */
function diaEHora(instant: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  const wall = instantToWallClock(d); // 'YYYY-MM-DDTHH:MM'
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)} às ${wall.slice(11, 16)}`;
}

/** 'Veio da lista de espera: oferecido em 03/12 às 14:05, aceito em 03/12 às 14:20' ('' for a
 * session booked the ordinary way or an answer without readable instants). */
export function veioDaListaDeEspera(espera: Pick<ListaDeEsperaDaSessao, 'ofertadaEm' | 'aceitaEm'> | null | undefined): string {
  if (!espera) return '';
  const oferecido = diaEHora(espera.ofertadaEm);
  const aceito = diaEHora(espera.aceitaEm);
  if (!oferecido || !aceito) return '';
  return `Veio da lista de espera: oferecido em ${oferecido}, aceito em ${aceito}`;
}
