// What the 'Ver série' dialog shows of a series (GET /series/{id}, issue 33), for the client's and
// the therapist's areas alike: one line per date — its sessions and the dates that were skipped,
// with why — in date order. Pure functions.
import {
  RECURRENCE_CHOICES,
  SERIES_MENU_LABEL,
  formatDate,
  formatTime,
  onWeekdays,
  seriesTermsOf,
  statusLabel,
  type SeriesAnswer,
  type SeriesChangeItem,
  type SeriesTerms,
} from '@acolhe/shared-domain';

export const SERIE_TEXTS = {
  // not 'Série' alone: the badge beside it already says it
  menu: SERIES_MENU_LABEL,
  // issue 44 item 1: the note that says what the series commits to
  termos: 'O que a série reserva',
  ver: 'Ver série',
  titulo: 'Sessões da série',
  carregando: 'Carregando a série',
  erro: 'Não foi possível carregar a série.',
  tentarDeNovo: 'Tentar novamente',
  puladas: 'Datas não agendadas',
  semPuladas: 'Todas as datas da série foram agendadas.',
  encerrada: 'Série encerrada',
  recusada: 'Série recusada',
  pendente: 'Aguardando a confirmação do(a) terapeuta',
} as const;

export interface LinhaDaSerie {
  /** YYYY-MM-DD, for the order and the key */
  data: string;
  texto: string;
  pulada: boolean;
}

/** 'Toda semana, às terças-feiras, 19:00' (and the state when it is not going on). */
export function resumoDaSerie(serie: Pick<SeriesAnswer, 'recorrencia' | 'diaSemana' | 'hora' | 'estado' | 'fim'>): string {
  const recorrencia = RECURRENCE_CHOICES.find((c) => c.value === serie.recorrencia)?.label ?? '';
  const base = `${recorrencia}, ${onWeekdays(serie.diaSemana)}, ${formatTime(serie.hora)}`;
  if (serie.estado === 'encerrada') return `${base} · ${SERIE_TEXTS.encerrada}${serie.fim ? ` (até ${formatDate(serie.fim)})` : ''}`;
  if (serie.estado === 'recusada') return `${base} · ${SERIE_TEXTS.recusada}`;
  if (serie.estado === 'pendente') return `${base} · ${SERIE_TEXTS.pendente}`;
  return base;
}

/** What the series read commits to on `today` (null when refused or ended). */
export function termosDaSerie(serie: Pick<SeriesAnswer, 'recorrencia' | 'inicio' | 'hora' | 'estado' | 'precoSessao' | 'ocorrencias'>, today: string): SeriesTerms | null {
  return seriesTermsOf({ ...serie, preco: serie.precoSessao }, today);
}

/** Every session of the series and every skipped date, by date: 'dd/MM/yyyy às HH:mm — Confirmada',
 * a moved one with the date it stands for, a skipped one with its reason. */
export function linhasDaSerie(serie: Pick<SeriesAnswer, 'ocorrencias' | 'puladas'>): LinhaDaSerie[] {
  const sessoes = serie.ocorrencias.map((o) => ({
    data: o.date,
    pulada: false,
    texto:
      `${formatDate(o.date)} às ${formatTime(o.time)} — ${statusLabel(o.status)}` +
      (o.date !== o.dataDaSerie ? ` (no lugar de ${formatDate(o.dataDaSerie)})` : '') +
      (o.lateCancellation ? ' · cancelamento tardio' : ''),
  }));
  const puladas = serie.puladas.map((p) => ({ data: p.data, pulada: true, texto: `${formatDate(p.data)} — não agendada: ${p.motivoTexto}` }));
  return [...sessoes, ...puladas].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
}

/** A move of a series waiting for an answer (issue 40), as both areas show it: the rule it has
 * now and the one asked for, from its first date. */
export function mudancaDaSerie(item: Pick<SeriesChangeItem, 'recorrencia' | 'diaSemana' | 'hora' | 'mudanca'>): { atual: string; nova: string } {
  const regra = (diaSemana: number, hora: string) => resumoDaSerie({ recorrencia: item.recorrencia, diaSemana, hora, estado: 'ativa', fim: null });
  return {
    atual: regra(item.diaSemana, item.hora),
    nova: `${regra(item.mudanca.diaSemana, item.mudanca.hora)}, a partir de ${formatDate(item.mudanca.primeiraData)}`,
  };
}
