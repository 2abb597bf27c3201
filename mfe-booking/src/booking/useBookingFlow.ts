// The selection of one booking form (card or /agendar page): the state machine, the slots of
// the month on screen, and a request saved before login, restored once.
import { useMemo, useReducer, useState } from 'react';
import { todayIso, yearMonthOf } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate, SeriesRecurrence, SessionFormat } from '@acolhe/shared-domain';
import { useSlotChoice } from '@acolhe/shared-ui/dates';
import { useMonthSlots } from '../api/hooks';
import { bookingReducer, initialBookingState, restoredBookingState } from './machine';
import { clearPendingBooking, readPendingBooking, type PendingBooking } from '@acolhe/shared-domain/contracts';

export function useBookingFlow(therapistId: string) {
  const today = useMemo(() => todayIso(), []);
  // Read once: the saved request seeds the form; it is deleted when sent or discarded (or when read
  // stale, past or malformed: readPendingBooking).
  const [restoredFrom] = useState<PendingBooking | null>(() => readPendingBooking(therapistId));
  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    restoredFrom ? restoredBookingState(today, restoredFrom) : initialBookingState(today),
  );

  const { year, month } = yearMonthOf(state.month);
  const choice = useSlotChoice(state, today, useMonthSlots(therapistId, year, month), (shown, slots) =>
    dispatch({ type: 'slotsLoaded', month: shown, slots }),
  );

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

  return { state, restoredFrom, ...choice, ...actions };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
