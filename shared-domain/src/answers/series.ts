// A series of sessions as its client or its therapist reads it (GET /series/{id}), and the
// changes of a series waiting for an answer (GET /series/mudancas, issue 40).
import * as v from 'valibot';
import { APPOINTMENT_STATUSES, USER_TYPES } from '../enums';
import { SERIES_RECURRENCES, SERIES_SKIP_REASONS, SERIES_STATES } from '../series/rules';
import { hourMinuteText, instantText, isoDateText } from './common';

/** A move of the series asked by one side and waiting for the other (issue 40): the series keeps
 * its rule until it is accepted; declined or withdrawn, nothing changes. */
export const seriesChangeAnswer = v.strictObject({
  /** the occurrences of the current rule from this date on would be cancelled */
  aPartirDe: isoDateText,
  /** the new weekday (0 = Sunday … 6 = Saturday, São Paulo) and time */
  diaSemana: v.number(),
  hora: hourMinuteText,
  /** the first session on the new rule: the first `diaSemana` from `aPartirDe` */
  primeiraData: isoDateText,
  pedidaPor: v.picklist(USER_TYPES),
  pedidaEm: instantText,
});
export type SeriesChange = v.InferOutput<typeof seriesChangeAnswer>;

export const seriesAnswer = v.strictObject({
  id: v.string(),
  therapistId: v.string(),
  therapistName: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  recorrencia: v.picklist(SERIES_RECURRENCES),
  /** 0 = Sunday … 6 = Saturday, São Paulo */
  diaSemana: v.number(),
  hora: hourMinuteText,
  modality: v.picklist(['online', 'presencial'] as const),
  estado: v.picklist(SERIES_STATES),
  inicio: isoDateText,
  /** exclusive: no occurrence from this date on (null while it goes on) */
  fim: v.nullable(isoDateText),
  /** the series this one continues (moved to another weekday/time), or null */
  origemId: v.nullable(v.string()),
  createdAt: instantText,
  ocorrencias: v.array(
    v.strictObject({
      id: v.string(),
      /** the date of the rule it stands for */
      dataDaSerie: isoDateText,
      date: isoDateText,
      time: hourMinuteText,
      status: v.picklist(APPOINTMENT_STATUSES),
      lateCancellation: v.boolean(),
    }),
  ),
  puladas: v.array(v.strictObject({ data: isoDateText, motivo: v.picklist(SERIES_SKIP_REASONS), motivoTexto: v.string() })),
  /** the move waiting for an answer, or null */
  mudancaPedida: v.nullable(seriesChangeAnswer),
  /** the therapist's price per session in reais (issue 44 item 1: what the series commits to);
   * null when the profile has none */
  precoSessao: v.nullable(v.number()),
});
export type SeriesAnswer = v.InferOutput<typeof seriesAnswer>;

/** One item of GET /series/mudancas: a series of the caller with a change waiting for an answer,
 * its current rule and the change. */
export const seriesChangeItemAnswer = v.strictObject({
  serieId: v.string(),
  therapistId: v.string(),
  therapistName: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  recorrencia: v.picklist(SERIES_RECURRENCES),
  diaSemana: v.number(),
  hora: hourMinuteText,
  modality: v.picklist(['online', 'presencial'] as const),
  mudanca: seriesChangeAnswer,
});
export type SeriesChangeItem = v.InferOutput<typeof seriesChangeItemAnswer>;
