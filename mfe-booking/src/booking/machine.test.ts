import { visibleDate, type Slot } from '@acolhe/shared-domain';
import {
  bookingReducer,
  initialBookingState,
  notesVisible,
  restoredBookingState,
  selectionComplete,
  type BookingState,
} from './machine';

const TODAY = '2026-11-20';
const slot = (date: string, time: string, available = true): Slot => ({ date, time, available });

function run(state: BookingState, ...actions: Parameters<typeof bookingReducer>[1][]): BookingState {
  return actions.reduce(bookingReducer, state);
}

describe('booking state machine (date → time → notes)', () => {
  it('starts empty on the month of today, notes hidden', () => {
    const s = initialBookingState(TODAY);
    expect(s).toEqual({ date: null, time: null, notes: '', modality: null, recurrence: null, month: '2026-11-01', restored: false, notice: null });
    expect(notesVisible(s)).toBe(false);
    expect(selectionComplete(s)).toBe(false);
  });

  it('a time cannot be chosen before a date', () => {
    const s = run(initialBookingState(TODAY), { type: 'selectTime', time: '10:00' });
    expect(s.time).toBeNull();
  });

  it('choosing a time reveals the notes and completes the selection', () => {
    const s = run(initialBookingState(TODAY), { type: 'selectDate', date: '2026-11-23' }, { type: 'selectTime', time: '10:00' });
    expect(s).toMatchObject({ date: '2026-11-23', time: '10:00' });
    expect(notesVisible(s)).toBe(true);
    expect(selectionComplete(s)).toBe(true);
  });

  it('choosing a new date clears the time (and hides the notes) but keeps what was typed', () => {
    const s = run(
      initialBookingState(TODAY),
      { type: 'selectDate', date: '2026-11-23' },
      { type: 'selectTime', time: '10:00' },
      { type: 'changeNotes', notes: 'ansiedade' },
      { type: 'selectDate', date: '2026-11-25' },
    );
    expect(s).toMatchObject({ date: '2026-11-25', time: null, notes: 'ansiedade' });
    expect(notesVisible(s)).toBe(false);
  });

  it('choosing the same date again keeps the time', () => {
    const s = run(initialBookingState(TODAY), { type: 'selectDate', date: '2026-11-23' }, { type: 'selectTime', time: '10:00' }, { type: 'selectDate', date: '2026-11-23' });
    expect(s.time).toBe('10:00');
  });

  it('showing another month keeps the selection; choosing a date moves to its month', () => {
    let s = run(initialBookingState(TODAY), { type: 'showMonth', month: '2026-12-15' });
    expect(s.month).toBe('2026-12-01');
    s = run(s, { type: 'selectDate', date: '2027-01-04' });
    expect(s.month).toBe('2027-01-01');
  });

  it('restores a saved request on its month, flagged as restored', () => {
    const s = restoredBookingState(TODAY, { date: '2026-12-02', time: '09:00', notes: 'oi' });
    expect(s).toMatchObject({ date: '2026-12-02', time: '09:00', notes: 'oi', month: '2026-12-01', restored: true });
  });

  it('reset empties the form and the restored flag, staying on the shown month', () => {
    const s = run(restoredBookingState(TODAY, { date: '2026-12-02', time: '09:00', notes: 'oi' }), { type: 'reset' });
    expect(s).toEqual({ date: null, time: null, notes: '', modality: null, recurrence: null, month: '2026-12-01', restored: false, notice: null });
  });

  it('keeps the format answered, restores a saved one, and forgets it on reset', () => {
    let s = run(initialBookingState(TODAY), { type: 'selectModality', modality: 'presencial' }, { type: 'selectDate', date: '2026-11-23' });
    expect(s.modality).toBe('presencial');
    s = restoredBookingState(TODAY, { date: '2026-11-23', time: '09:00', notes: '', modality: 'online' });
    expect(s.modality).toBe('online');
    expect(run(s, { type: 'reset' }).modality).toBeNull();
    expect(restoredBookingState(TODAY, { date: '2026-11-23', time: '09:00', notes: '' }).modality).toBeNull();
  });

  it('a date picked in another month than the one shown is not visible there', () => {
    const s = run(initialBookingState(TODAY), { type: 'selectDate', date: '2026-11-23' }, { type: 'selectTime', time: '10:00' });
    expect(visibleDate(s)).toBe('2026-11-23');
    const next = run(s, { type: 'showMonth', month: '2026-12-01' });
    expect(visibleDate(next)).toBeNull();
    expect(next).toMatchObject({ date: '2026-11-23', time: '10:00' }); // kept for the way back
    expect(visibleDate(run(next, { type: 'showMonth', month: '2026-11-01' }))).toBe('2026-11-23');
    expect(visibleDate(initialBookingState(TODAY))).toBeNull();
  });

  describe('fresh slots', () => {
    const chosen = () => run(initialBookingState(TODAY), { type: 'selectDate', date: '2026-11-23' }, { type: 'selectTime', time: '10:00' }, { type: 'changeNotes', notes: 'x' });

    it('keep a selection that is still available', () => {
      const s = chosen();
      expect(bookingReducer(s, { type: 'slotsLoaded', month: '2026-11-01', slots: [slot('2026-11-23', '10:00')] })).toBe(s);
    });

    it('drop a time someone else took, with a notice, keeping date and notes', () => {
      const s = bookingReducer(chosen(), {
        type: 'slotsLoaded',
        month: '2026-11-01',
        slots: [slot('2026-11-23', '10:00', false), slot('2026-11-23', '11:00')],
      });
      expect(s).toMatchObject({ date: '2026-11-23', time: null, notes: 'x', notice: 'slot-unavailable' });
    });

    it('drop a day left without any slot', () => {
      const s = bookingReducer(chosen(), { type: 'slotsLoaded', month: '2026-11-01', slots: [slot('2026-11-23', '10:00', false)] });
      expect(s).toMatchObject({ date: null, time: null, notice: 'slot-unavailable' });
    });

    it('of another month do not touch the selection', () => {
      const s = chosen();
      expect(bookingReducer(s, { type: 'slotsLoaded', month: '2026-12-01', slots: [] })).toBe(s);
    });
  });

  it('a 409 clears the time with a notice; choosing again clears the notice', () => {
    let s = run(initialBookingState(TODAY), { type: 'selectDate', date: '2026-11-23' }, { type: 'selectTime', time: '10:00' }, { type: 'slotTaken' });
    expect(s).toMatchObject({ time: null, notice: 'slot-unavailable' });
    s = bookingReducer(s, { type: 'selectTime', time: '11:00' });
    expect(s).toMatchObject({ time: '11:00', notice: null });
  });
});

describe('the recurrence (issue 33)', () => {
  it("is chosen, kept by a restored request, and back to 'Sessão única' on reset", () => {
    let s = run(initialBookingState(TODAY), { type: 'selectRecurrence', recurrence: 'quinzenal' });
    expect(s.recurrence).toBe('quinzenal');
    s = run(s, { type: 'reset' });
    expect(s.recurrence).toBeNull();
    expect(restoredBookingState(TODAY, { date: '2026-11-23', time: '09:00', notes: '', recorrencia: 'semanal' }).recurrence).toBe('semanal');
  });
});
