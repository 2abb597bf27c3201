// Requests of the waiting list (issue 46): joining a therapist's list, the therapist's settings.
import * as v from 'valibot';
import { BOOKING_NOTES_MAX } from '../constants';
import { SESSION_FORMATS } from '../enums';
import { hourMinute, object, optionalText } from '../schemas/fields';
import { VALIDATION_MESSAGES as M } from '../schemas/messages';
import { ESPERA_MAX_ENTRADAS, ESPERA_VALIDADE_DIAS, OFERTA_DURACAO_MAX_MIN, OFERTA_DURACAO_MIN_MIN } from './rules';

export const ESPERA_MESSAGES = {
  weekdays: 'Escolha ao menos um dia da semana (0 = domingo … 6 = sábado).',
  weekdaysRepeated: 'Cada dia da semana só pode aparecer uma vez.',
  start: 'Informe o início da janela (HH:MM).',
  end: 'Informe o fim da janela (HH:MM).',
  order: 'O fim da janela precisa ser depois do início.',
  paused: 'Informe se a lista de espera está pausada (sim ou não).',
  autoAccept: 'Informe se as ofertas aceitas viram sessões confirmadas (sim ou não).',
  holdMinutes: `A oferta fica reservada de ${OFERTA_DURACAO_MIN_MIN} a ${OFERTA_DURACAO_MAX_MIN} minutos.`,
  /** 409 of a sixth active entry (the database's limit says it) */
  tooMany: `Você já está em ${ESPERA_MAX_ENTRADAS} listas de espera. Saia de uma para entrar em outra.`,
  /** 409: one active entry per client and therapist */
  alreadyWaiting: 'Você já está na lista de espera deste(a) terapeuta. Saia dela para escolher outros dias e horários.',
  notFoundEntry: 'Entrada da lista de espera não encontrada.',
  notFoundOffer: 'Oferta não encontrada.',
  /** 409 of an offer that is no longer live (accepted, declined, expired) */
  offerGone: 'Esta oferta não está mais disponível.',
  onlyClientsJoin: 'Apenas clientes podem entrar na lista de espera.',
  onlyClientsList: 'Apenas clientes têm listas de espera.',
  expiresNotice: `A inscrição vale por ${ESPERA_VALIDADE_DIAS} dias.`,
} as const;

const weekday = v.pipe(v.number(ESPERA_MESSAGES.weekdays), v.integer(ESPERA_MESSAGES.weekdays), v.minValue(0, ESPERA_MESSAGES.weekdays), v.maxValue(6, ESPERA_MESSAGES.weekdays));

/** POST /terapeutas/{id}/lista-de-espera: the weekdays (0 = domingo, São Paulo) and the window in
 * which a freed time suits the client; `modalidade` absent = either. */
export const esperaJoinSchema = v.pipe(
  object({
    diasDaSemana: v.pipe(
      v.array(weekday, ESPERA_MESSAGES.weekdays),
      v.minLength(1, ESPERA_MESSAGES.weekdays),
      v.check((days) => new Set(days).size === days.length, ESPERA_MESSAGES.weekdaysRepeated),
    ),
    inicio: hourMinute(ESPERA_MESSAGES.start),
    fim: hourMinute(ESPERA_MESSAGES.end),
    modalidade: v.optional(v.picklist(SESSION_FORMATS, M.modality)),
    observacao: optionalText(BOOKING_NOTES_MAX, M.notesMax, { multiline: true }),
  }),
  v.forward(
    v.partialCheck([['inicio'], ['fim']], (e) => e.fim > e.inicio, ESPERA_MESSAGES.order),
    ['fim'],
  ),
);
export type EsperaJoinInput = v.InferOutput<typeof esperaJoinSchema>;

/** PATCH /agenda/terapeutas/{therapistId}/lista-de-espera: what is sent changes, the rest stays. */
export const esperaSettingsSchema = object({
  pausada: v.optional(v.boolean(ESPERA_MESSAGES.paused)),
  aceitarAutomaticamente: v.optional(v.boolean(ESPERA_MESSAGES.autoAccept)),
  duracaoOfertaMin: v.optional(
    v.pipe(
      v.number(ESPERA_MESSAGES.holdMinutes),
      v.integer(ESPERA_MESSAGES.holdMinutes),
      v.minValue(OFERTA_DURACAO_MIN_MIN, ESPERA_MESSAGES.holdMinutes),
      v.maxValue(OFERTA_DURACAO_MAX_MIN, ESPERA_MESSAGES.holdMinutes),
    ),
  ),
});
export type EsperaSettingsInput = v.InferOutput<typeof esperaSettingsSchema>;
