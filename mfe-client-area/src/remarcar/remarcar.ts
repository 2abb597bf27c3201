// The reschedule dialog's selection as a small state machine (month → date → time); which days and
// times can be picked is shared-domain's slot-calendar.
import { availableTimes, monthStart, type HourMinute, type IsoDate, type Slot } from '@acolhe/shared-domain';

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
