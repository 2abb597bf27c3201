// Rules of the reschedule dialog as pure functions: which days and times of the therapist's month
// can be picked, and the dialog's selection as a small state machine (month → date → time).
import type { HourMinute, IsoDate, Slot } from '@acolhe/shared-domain';

/** '2030-03-05' → '2030-03-01', the month the calendar shows. */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** `{ year, month }` (month 1-based, as slots-mes takes it). */
export function yearMonthOf(date: IsoDate): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** Days with at least one available slot. */
export function availableDates(slots: readonly Slot[]): Set<IsoDate> {
  return new Set(slots.filter((s) => s.available).map((s) => s.date));
}

/** The available times of one day, sorted, without repeats (unavailable ones cannot be picked). */
export function availableTimes(slots: readonly Slot[], date: IsoDate | null): HourMinute[] {
  if (!date) return [];
  return [...new Set(slots.filter((s) => s.available && s.date === date).map((s) => s.time))].sort();
}

/** A day can be picked from today on, when it has an available slot. */
export function isSelectableDay(date: IsoDate, today: IsoDate, open: ReadonlySet<IsoDate>): boolean {
  return date >= today && open.has(date);
}

export interface RemarcarState {
  /** first day of the month on screen */
  month: IsoDate;
  date: IsoDate | null;
  time: HourMinute | null;
}

export type RemarcarAction =
  | { type: 'showMonth'; month: IsoDate }
  | { type: 'selectDate'; date: IsoDate }
  | { type: 'selectTime'; time: HourMinute }
  | { type: 'slotsLoaded'; month: IsoDate; slots: readonly Slot[] }
  | { type: 'slotTaken' };

/** The dialog opens on the month of the session being moved (or today's, if that is later). */
export function initialRemarcarState(sessionDate: IsoDate, today: IsoDate): RemarcarState {
  return { month: monthStart(sessionDate > today ? sessionDate : today), date: null, time: null };
}

export function remarcarReducer(state: RemarcarState, action: RemarcarAction): RemarcarState {
  switch (action.type) {
    case 'showMonth': {
      const month = monthStart(action.month);
      return month === state.month ? state : { ...state, month };
    }
    case 'selectDate':
      return action.date === state.date ? state : { ...state, date: action.date, time: null, month: monthStart(action.date) };
    case 'selectTime':
      return state.date ? { ...state, time: action.time } : state;
    case 'slotsLoaded': {
      // a slot taken meanwhile is dropped rather than sent
      if (!state.date || monthStart(state.date) !== monthStart(action.month)) return state;
      const times = availableTimes(action.slots, state.date);
      if (times.length === 0) return { ...state, date: null, time: null };
      return state.time && !times.includes(state.time) ? { ...state, time: null } : state;
    }
    case 'slotTaken':
      return { ...state, time: null };
  }
}

/** The chosen date while its month is on screen (another month shows no day chosen). */
export function visibleDate(state: RemarcarState): IsoDate | null {
  return state.date && monthStart(state.date) === state.month ? state.date : null;
}
