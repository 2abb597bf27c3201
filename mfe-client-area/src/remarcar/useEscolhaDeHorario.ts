// The choice of a date and a time over a therapist's available slots (the month on screen, read
// fresh), shared by 'Remarcar' and 'Mudar dia e horário da série', with what is wrong with the
// choice or its sending (shown in the dialog, cleared by a new choice).
import { useMemo, useReducer, useState } from 'react';
import { apiErrorMessage, apiFieldErrors, httpStatusOf } from '@acolhe/shared-auth';
import { todayIso, yearMonthOf } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate } from '@acolhe/shared-domain';
import { useSlotChoice } from '@acolhe/shared-ui/dates';
import { useTherapistMonthSlots } from '../api';
import { initialRemarcarState, remarcarReducer } from './remarcar';

/** The choice's two fields, and the api's names for them (a session's move: date/time; a
 * series' move: aPartirDe, diaSemana/hora). */
export interface EscolhaFieldErrors {
  date?: string;
  time?: string;
}

export function escolhaFieldErrorsOf(err: unknown): EscolhaFieldErrors {
  const fields = apiFieldErrors(err);
  const date = fields.date ?? fields.aPartirDe;
  const time = fields.time ?? fields.hora ?? fields.diaSemana;
  return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
}

export function useEscolhaDeHorario(therapistId: string, fromDate: IsoDate) {
  const today = useMemo(() => todayIso(), []);
  const [state, dispatch] = useReducer(remarcarReducer, undefined, () => initialRemarcarState(fromDate, today));
  const { year, month } = yearMonthOf(state.month);
  const choice = useSlotChoice(state, today, useTherapistMonthSlots(therapistId, year, month), (shown, slots) =>
    dispatch({ type: 'slotsLoaded', month: shown, slots }),
  );
  /** what is wrong, shown in the dialog (validation, the api's 409 message, or no answer) */
  const [problem, setProblem] = useState<string | null>(null);
  /** the api's refusal of a field, said at that field (cleared by a new choice) */
  const [fieldErrors, setFieldErrors] = useState<EscolhaFieldErrors>({});

  return {
    state,
    ...choice,
    showMonth: (m: IsoDate) => dispatch({ type: 'showMonth', month: m }),
    selectDate: (date: IsoDate) => {
      dispatch({ type: 'selectDate', date });
      setProblem(null);
      setFieldErrors({});
    },
    selectTime: (time: HourMinute) => {
      dispatch({ type: 'selectTime', time });
      setProblem(null);
      setFieldErrors({});
    },
    problem,
    setProblem,
    fieldErrors,
    /** The api refused the choice: its fieldErrors go to the fields, else its message to the dialog; a 409 (the slot was taken
     * meanwhile, or a day the therapist does not work) also drops the time (the slots are read again). */
    refused: (err: unknown, fallback: string) => {
      if (httpStatusOf(err) === 409) dispatch({ type: 'slotTaken' });
      const fields = escolhaFieldErrorsOf(err);
      setFieldErrors(fields);
      // refused fields are said at the fields; the api's message only when it names none
      setProblem(fields.date || fields.time ? null : apiErrorMessage(err, fallback));
    },
  };
}

export type EscolhaDeHorario = ReturnType<typeof useEscolhaDeHorario>;
