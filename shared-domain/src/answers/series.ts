// A series of sessions as its client or its therapist reads it (GET /series/{id}).
import * as v from 'valibot';
import { APPOINTMENT_STATUSES } from '../enums';
import { SERIES_RECURRENCES, SERIES_SKIP_REASONS, SERIES_STATES } from '../series/rules';
import { hourMinuteText, instantText, isoDateText } from './common';

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
});
export type SeriesAnswer = v.InferOutput<typeof seriesAnswer>;
