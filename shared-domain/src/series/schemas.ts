// Requests that change a series (POST /series/{id}/cancelar and /mover).
import * as v from 'valibot';
import { hourMinute, isoDate, object } from '../schemas/fields';

export const SERIES_MESSAGES = {
  recurrence: 'Escolha "Sessão única", "Toda semana" ou "A cada 15 dias".',
  fromDate: 'Informe a partir de qual data (AAAA-MM-DD).',
  weekday: 'Escolha o dia da semana (0 = domingo … 6 = sábado).',
  time: 'Informe o novo horário (HH:MM).',
} as const;

/** 'esta e as próximas': the occurrences from `aPartirDe` on are cancelled and the series ends there. */
export const seriesCancelSchema = object({ aPartirDe: isoDate(SERIES_MESSAGES.fromDate) });
export type SeriesCancelInput = v.InferOutput<typeof seriesCancelSchema>;

/** The series moved to another weekday and time from `aPartirDe` on. */
export const seriesMoveSchema = object({
  aPartirDe: isoDate(SERIES_MESSAGES.fromDate),
  diaSemana: v.pipe(v.number(SERIES_MESSAGES.weekday), v.integer(SERIES_MESSAGES.weekday), v.minValue(0, SERIES_MESSAGES.weekday), v.maxValue(6, SERIES_MESSAGES.weekday)),
  hora: hourMinute(SERIES_MESSAGES.time),
});
export type SeriesMoveInput = v.InferOutput<typeof seriesMoveSchema>;
