// The booking selection as a pure state machine: date → time → notes,
// plus the session's format when the therapist offers both. Shared by the profile's booking card
// and the /agendar page so both follow the same rules.
import type { HourMinute, IsoDate, SeriesRecurrence, SessionFormat, Slot } from '@acolhe/shared-domain';
import { availableTimes, monthStart, sameMonth } from '@acolhe/shared-domain';

export interface BookingSelection {
  date: IsoDate | null;
  time: HourMinute | null;
  notes: string;
  /** the client's answer to 'Online ou Presencial' (null: not asked or not answered) */
  modality: SessionFormat | null;
}

/** Why the selection changed without the user asking: shown next to the form. */
export type BookingNotice = 'slot-unavailable' | null;

export interface BookingState extends BookingSelection {
  /** 'Toda semana' / 'A cada 15 dias' (issue 33); null: 'Sessão única' */
  recurrence: SeriesRecurrence | null;
  /** first day of the month the calendar shows ('YYYY-MM-01'); its slots are loaded */
  month: IsoDate;
  /** the selection came back from a request saved before login */
  restored: boolean;
  notice: BookingNotice;
}

export type BookingAction =
  | { type: 'showMonth'; month: IsoDate }
  | { type: 'selectDate'; date: IsoDate }
  | { type: 'selectTime'; time: HourMinute }
  | { type: 'changeNotes'; notes: string }
  | { type: 'selectModality'; modality: SessionFormat }
  | { type: 'selectRecurrence'; recurrence: SeriesRecurrence | null }
  | { type: 'restore'; selection: RestoredSelection }
  | { type: 'slotsLoaded'; month: IsoDate; slots: readonly Slot[] }
  | { type: 'slotTaken' }
  | { type: 'reset' };

export interface RestoredSelection {
  date: IsoDate;
  time: HourMinute;
  notes: string;
  modality?: SessionFormat | null;
  recorrencia?: SeriesRecurrence;
}

export function initialBookingState(today: IsoDate): BookingState {
  return { date: null, time: null, notes: '', modality: null, recurrence: null, month: monthStart(today), restored: false, notice: null };
}

/** A state showing a request saved before login, on the month of its date. */
export function restoredBookingState(today: IsoDate, selection: RestoredSelection): BookingState {
  return bookingReducer(initialBookingState(today), { type: 'restore', selection });
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'showMonth': {
      const month = monthStart(action.month);
      return month === state.month ? state : { ...state, month };
    }
    case 'selectDate':
      // Choosing the same day keeps the time; a new day clears it (its times differ).
      if (action.date === state.date) return state;
      return { ...state, date: action.date, time: null, month: monthStart(action.date), notice: null };
    case 'selectTime':
      if (!state.date) return state; // a time only exists within a chosen day
      return { ...state, time: action.time, notice: null };
    case 'changeNotes':
      return { ...state, notes: action.notes };
    case 'selectModality':
      return { ...state, modality: action.modality };
    case 'selectRecurrence':
      return { ...state, recurrence: action.recurrence };
    case 'restore':
      return {
        ...state,
        date: action.selection.date,
        time: action.selection.time,
        notes: action.selection.notes,
        modality: action.selection.modality ?? null,
        recurrence: action.selection.recorrencia ?? null,
        month: monthStart(action.selection.date),
        restored: true,
        notice: null,
      };
    case 'slotsLoaded':
      return reconcile(state, action.month, action.slots);
    case 'slotTaken':
      return { ...state, time: null, notice: 'slot-unavailable' };
    case 'reset':
      // A fresh form on the month the user was looking at.
      return initialBookingState(state.month);
  }
}

/** Fresh slots may no longer offer what is selected (someone else booked it, or it started):
 * drop what vanished and say so, keeping the notes the user typed. */
function reconcile(state: BookingState, month: IsoDate, slots: readonly Slot[]): BookingState {
  if (!state.date || !sameMonth(state.date, month)) return state;
  const times = availableTimes(slots, state.date);
  if (times.length === 0) return { ...state, date: null, time: null, notice: 'slot-unavailable' };
  if (state.time && !times.includes(state.time)) return { ...state, time: null, notice: 'slot-unavailable' };
  return state;
}

/** product.md#sessions-appointments: choosing a time reveals the notes field. */
export function notesVisible(state: BookingSelection): boolean {
  return state.date !== null && state.time !== null;
}

export function selectionComplete(state: BookingSelection): state is BookingSelection & { date: IsoDate; time: HourMinute } {
  return state.date !== null && state.time !== null;
}
