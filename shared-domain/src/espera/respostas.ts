// The waiting list's answers (issue 46). The therapist reads first names only: nothing else about
// a person waiting until an accepted offer makes them a client of a session.
import * as v from 'valibot';
import { hourMinuteText, instantText, isoDateText } from '../answers/common';
import { SESSION_FORMATS } from '../enums';

/** The offer held for the entry's client: the freed date and time (São Paulo) and until when it is held. */
export const esperaOfertaAnswer = v.strictObject({
  id: v.string(),
  date: isoDateText,
  time: hourMinuteText,
  expiraEm: instantText,
});
export type EsperaOferta = v.InferOutput<typeof esperaOfertaAnswer>;

/** One entry of the client's (POST's 201 and each item of GET /me/lista-de-espera). */
export const esperaEntradaAnswer = v.strictObject({
  id: v.string(),
  therapistId: v.string(),
  therapistName: v.string(),
  /** 0 = domingo … 6 = sábado, São Paulo */
  diasDaSemana: v.array(v.number()),
  inicio: hourMinuteText,
  fim: hourMinuteText,
  /** null: online or in person, either suits */
  modalidade: v.nullable(v.picklist(SESSION_FORMATS)),
  observacao: v.string(),
  criadaEm: instantText,
  /** the entry leaves the list by itself then (60 days after it was made) */
  expiraEm: instantText,
  /** 1 = the first of this therapist's list (created order among the active entries) */
  posicao: v.number(),
  oferta: v.nullable(esperaOfertaAnswer),
});
export type EsperaEntrada = v.InferOutput<typeof esperaEntradaAnswer>;

/** The therapist's view of their own list and its settings. */
export const esperaTerapeutaAnswer = v.strictObject({
  pausada: v.boolean(),
  aceitarAutomaticamente: v.boolean(),
  duracaoOfertaMin: v.number(),
  /** active entries in line order */
  entradas: v.array(
    v.strictObject({
      primeiroNome: v.string(),
      diasDaSemana: v.array(v.number()),
      inicio: hourMinuteText,
      fim: hourMinuteText,
      modalidade: v.nullable(v.picklist(SESSION_FORMATS)),
      /** when the person joined */
      desde: instantText,
    }),
  ),
});
export type EsperaTerapeuta = v.InferOutput<typeof esperaTerapeutaAnswer>;
