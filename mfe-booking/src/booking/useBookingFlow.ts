// The selection of one booking form (card or /agendar page): the state machine, the slots of
// the month on screen, and a request saved before login, restored once.
import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useState } from 'react';
import { todayIso } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate, SeriesRecurrence, SessionFormat } from '@acolhe/shared-domain';
import { useMonthSlots } from '../api/hooks';
import { availableDates, availableTimes, isSelectableDay, yearMonthOf } from '@acolhe/shared-domain';
import { bookingReducer, initialBookingState, restoredBookingState, visibleDate } from './machine';
import { clearPendingBooking, readPendingBooking, type PendingBooking } from './pendingRequest';
import type { TimesStatus } from '@acolhe/shared-ui/dates';

export function useBookingFlow(therapistId: string) {
  const today = useMemo(() => todayIso(), []);
  // Read once: the saved request seeds the form; it is only deleted when sent or discarded.
  const [restoredFrom] = useState<PendingBooking | null>(() => readPendingBooking(therapistId, today));
  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    restoredFrom ? restoredBookingState(today, restoredFrom) : initialBookingState(today),
  );

  const { year, month } = yearMonthOf(state.month);
  const slotsQuery = useMonthSlots(therapistId, year, month);
  const slots = slotsQuery.data;
  const shownMonth = state.month;

  // only fresh data triggers a reconcile; the month is the one on screen, the one these slots were loaded for
  const reconcile = useEffectEvent((loaded: NonNullable<typeof slots>) =>
    dispatch({ type: 'slotsLoaded', month: shownMonth, slots: loaded }),
  );
  useEffect(() => {
    if (slots) reconcile(slots);
  }, [slots]);

  const openDays = useMemo(() => availableDates(slots ?? []), [slots]);
  /** the chosen day, only while its month is on screen (the times area follows the calendar) */
  const shownDate = visibleDate(state);
  const times = useMemo(() => availableTimes(slots ?? [], shownDate), [slots, shownDate]);
  /** Until the month is loaded every day is closed: nothing can be picked blind. */
  const isDayDisabled = useCallback(
    (date: IsoDate) => !slots || !isSelectableDay(date, today, openDays),
    [slots, today, openDays],
  );

  const { refetch } = slotsQuery;
  const retry = useCallback(() => void refetch(), [refetch]);

  const actions = useMemo(
    () => ({
      showMonth: (m: IsoDate) => dispatch({ type: 'showMonth', month: m }),
      selectDate: (date: IsoDate) => dispatch({ type: 'selectDate', date }),
      selectTime: (time: HourMinute) => dispatch({ type: 'selectTime', time }),
      changeNotes: (notes: string) => dispatch({ type: 'changeNotes', notes }),
      selectModality: (modality: SessionFormat) => dispatch({ type: 'selectModality', modality }),
      selectRecurrence: (recurrence: SeriesRecurrence | null) => dispatch({ type: 'selectRecurrence', recurrence }),
      slotTaken: () => dispatch({ type: 'slotTaken' }),
      reset: () => dispatch({ type: 'reset' }),
      /** 'Descartar': the saved request is forgotten and the form emptied. */
      discard: () => {
        clearPendingBooking();
        dispatch({ type: 'reset' });
      },
    }),
    [],
  );

  return {
    state,
    today,
    restoredFrom,
    slots: {
      loading: slotsQuery.isPending,
      error: slotsQuery.isError,
      retry,
      monthEmpty: !!slots && openDays.size === 0,
    },
    shownDate,
    times,
    /** the times area judges the shown day only once its month's slots are known */
    timesStatus: (slots ? 'ready' : slotsQuery.isError ? 'error' : 'loading') as TimesStatus,
    isDayDisabled,
    ...actions,
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
