// The choice of a date and a time over a therapist's available slots (the month on screen, read
// fresh), shared by 'Remarcar' and 'Mudar dia e horário da série'.
import { useCallback, useEffect, useEffectEvent, useMemo, useReducer } from 'react';
import { availableDates, availableTimes, isSelectableDay, todayIso, yearMonthOf } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate } from '@acolhe/shared-domain';
import { useTherapistMonthSlots } from '../api';
import { initialRemarcarState, remarcarReducer, visibleDate } from './remarcar';

export function useEscolhaDeHorario(therapistId: string, fromDate: IsoDate) {
  const today = useMemo(() => todayIso(), []);
  const [state, dispatch] = useReducer(remarcarReducer, undefined, () => initialRemarcarState(fromDate, today));
  const { year, month } = yearMonthOf(state.month);
  const slotsQuery = useTherapistMonthSlots(therapistId, year, month);
  const slots = slotsQuery.data;
  const shownMonth = state.month;
  // only fresh data reconciles the choice; the month is the one on screen, the one these slots were loaded for
  const reconcile = useEffectEvent((loaded: NonNullable<typeof slots>) =>
    dispatch({ type: 'slotsLoaded', month: shownMonth, slots: loaded }),
  );
  useEffect(() => {
    if (slots) reconcile(slots);
  }, [slots]);

  const openDays = useMemo(() => availableDates(slots ?? []), [slots]);
  const shownDate = visibleDate(state);
  const times = useMemo(() => availableTimes(slots ?? [], shownDate), [slots, shownDate]);
  const isDayDisabled = useCallback((date: IsoDate) => !slots || !isSelectableDay(date, today, openDays), [slots, today, openDays]);

  return {
    state,
    today,
    shownDate,
    times,
    isDayDisabled,
    slots: {
      loading: slotsQuery.isPending,
      error: slotsQuery.isError,
      retry: () => void slotsQuery.refetch(),
      monthEmpty: !!slots && openDays.size === 0,
    },
    showMonth: (m: IsoDate) => dispatch({ type: 'showMonth', month: m }),
    selectDate: (date: IsoDate) => dispatch({ type: 'selectDate', date }),
    selectTime: (time: HourMinute) => dispatch({ type: 'selectTime', time }),
    /** the chosen time was taken meanwhile (a 409): drop it */
    slotTaken: () => dispatch({ type: 'slotTaken' }),
  };
}
