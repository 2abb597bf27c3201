// The choice of a date and a time over a therapist's available slots (the month on screen, read
// fresh), shared by 'Remarcar' and 'Mudar dia e horário da série', with what is wrong with the
// choice or its sending (shown in the dialog, cleared by a new choice).
import { useMemo, useReducer, useState } from 'react';
import { apiErrorMessage, httpStatusOf } from '@acolhe/shared-auth';
import { todayIso, yearMonthOf } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate } from '@acolhe/shared-domain';
import { useSlotChoice } from '@acolhe/shared-ui/dates';
import { useTherapistMonthSlots } from '../api';
import { initialRemarcarState, remarcarReducer } from './remarcar';

export function useEscolhaDeHorario(therapistId: string, fromDate: IsoDate) {
  const today = useMemo(() => todayIso(), []);
  const [state, dispatch] = useReducer(remarcarReducer, undefined, () => initialRemarcarState(fromDate, today));
  const { year, month } = yearMonthOf(state.month);
  const choice = useSlotChoice(state, today, useTherapistMonthSlots(therapistId, year, month), (shown, slots) =>
    dispatch({ type: 'slotsLoaded', month: shown, slots }),
  );
  /** what is wrong, shown in the dialog (validation, the api's 409 message, or no answer) */
  const [problem, setProblem] = useState<string | null>(null);

  return {
    state,
    ...choice,
    showMonth: (m: IsoDate) => dispatch({ type: 'showMonth', month: m }),
    selectDate: (date: IsoDate) => {
      dispatch({ type: 'selectDate', date });
      setProblem(null);
    },
    selectTime: (time: HourMinute) => {
      dispatch({ type: 'selectTime', time });
      setProblem(null);
    },
    problem,
    setProblem,
    /** The api refused the choice: its message goes to the dialog; a 409 (the slot was taken
     * meanwhile, or a day the therapist does not work) also drops the time (the slots are read again). */
    refused: (err: unknown, fallback: string) => {
      if (httpStatusOf(err) === 409) dispatch({ type: 'slotTaken' });
      setProblem(apiErrorMessage(err, fallback));
    },
  };
}

export type EscolhaDeHorario = ReturnType<typeof useEscolhaDeHorario>;
