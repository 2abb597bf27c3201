// The choice of a day over a therapist's slots of the month on screen, for every picker of a
// session (the booking card, /agendar, 'Remarcar', 'Mudar dia e horário da série'): which days are
// open, the shown day's times, and the slots' loading state. The caller owns its state machine and
// its slots query (each remote reads the slots through its own api module).
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { availableDates, availableTimes, isSelectableDay, visibleDate } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate, Slot } from '@acolhe/shared-domain';
import type { SlotCalendarProps } from './SlotCalendar';
import type { TimesStatus } from './TimeGrid';

export interface MonthSlotsQuery {
  data?: readonly Slot[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface SlotChoiceState {
  /** first day of the month on screen, the month `query` was loaded for */
  month: IsoDate;
  date: IsoDate | null;
}

export function useSlotChoice(
  state: SlotChoiceState,
  today: IsoDate,
  query: MonthSlotsQuery,
  /** fresh slots arrived for `month`: the machine drops a day or a time taken meanwhile */
  onSlotsLoaded: (month: IsoDate, slots: readonly Slot[]) => void,
) {
  const slots = query.data;
  const shownMonth = state.month;
  // only fresh data reconciles the choice; the month is the one on screen, the one these slots were loaded for
  const reconcile = useEffectEvent((loaded: readonly Slot[]) => onSlotsLoaded(shownMonth, loaded));
  useEffect(() => {
    if (slots) reconcile(slots);
  }, [slots]);

  const openDays = useMemo(() => availableDates(slots ?? []), [slots]);
  /** the chosen day, only while its month is on screen (the times area follows the calendar) */
  const shownDate = visibleDate(state);
  const times: HourMinute[] = useMemo(() => availableTimes(slots ?? [], shownDate), [slots, shownDate]);
  /** Until the month is loaded every day is closed: nothing can be picked blind. */
  const isDayDisabled = useCallback((date: IsoDate) => !slots || !isSelectableDay(date, today, openDays), [slots, today, openDays]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    today,
    shownDate,
    times,
    isDayDisabled,
    slots: { loading: query.isPending, error: query.isError, retry, monthEmpty: !!slots && openDays.size === 0 },
    /** the times area judges the shown day only once its month's slots are known */
    timesStatus: (slots ? 'ready' : query.isError ? 'error' : 'loading') as TimesStatus,
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;

/** SlotCalendar's props for a choice and its machine (all but the id, the title and the form's error). */
export function slotCalendarProps(
  choice: SlotChoice & {
    state: SlotChoiceState;
    showMonth: (month: IsoDate) => void;
    selectDate: (date: IsoDate) => void;
  },
): Omit<SlotCalendarProps, 'id'> {
  return {
    month: choice.state.month,
    value: choice.state.date,
    today: choice.today,
    isDayDisabled: choice.isDayDisabled,
    loading: choice.slots.loading,
    error: choice.slots.error,
    monthEmpty: choice.slots.monthEmpty,
    onRetry: choice.slots.retry,
    onMonthChange: choice.showMonth,
    onSelect: choice.selectDate,
  };
}
