import { availableDates, availableTimes, isSelectableDay, visibleDate, yearMonthOf, type Slot } from '@acolhe/shared-domain';
import { initialRemarcarState, remarcarReducer, type RemarcarAction, type RemarcarState } from './remarcar';

const slot = (date: string, time: string, available = true): Slot => ({ date, time, available });
const SLOTS = [slot('2030-03-10', '14:00'), slot('2030-03-10', '09:00'), slot('2030-03-10', '10:00', false), slot('2030-03-11', '09:00', false)];
const run = (state: RemarcarState, ...actions: RemarcarAction[]) => actions.reduce(remarcarReducer, state);

describe('reschedule calendar', () => {
  it('opens days with an available slot, from today on; lists only available times, sorted', () => {
    const open = availableDates(SLOTS);
    expect([...open]).toEqual(['2030-03-10']);
    expect(isSelectableDay('2030-03-10', '2030-03-05', open)).toBe(true);
    expect(isSelectableDay('2030-03-10', '2030-03-11', open)).toBe(false);
    expect(isSelectableDay('2030-03-11', '2030-03-05', open)).toBe(false);
    expect(availableTimes(SLOTS, '2030-03-10')).toEqual(['09:00', '14:00']);
    expect(availableTimes(SLOTS, null)).toEqual([]);
    expect(yearMonthOf('2030-03-10')).toEqual({ year: 2030, month: 3 });
  });
});

describe('reschedule selection', () => {
  const start = initialRemarcarState('2030-03-05', '2030-02-20');

  it('opens on the month of the session, nothing chosen', () => {
    expect(start).toEqual({ month: '2030-03-01', date: null, time: null });
    expect(initialRemarcarState('2030-01-05', '2030-02-20').month).toBe('2030-02-01');
  });

  it('a time needs a date; a new date clears the time', () => {
    expect(run(start, { type: 'selectTime', time: '09:00' }).time).toBeNull();
    const s = run(start, { type: 'selectDate', date: '2030-03-10' }, { type: 'selectTime', time: '09:00' });
    expect(s).toMatchObject({ date: '2030-03-10', time: '09:00' });
    expect(run(s, { type: 'selectDate', date: '2030-03-12' })).toMatchObject({ date: '2030-03-12', time: null });
  });

  it('another month shows no day chosen; coming back shows it again', () => {
    const s = run(start, { type: 'selectDate', date: '2030-03-10' }, { type: 'showMonth', month: '2030-04-01' });
    expect(visibleDate(s)).toBeNull();
    expect(visibleDate(run(s, { type: 'showMonth', month: '2030-03-15' }))).toBe('2030-03-10');
  });

  it('fresh slots drop a time (or a day) taken meanwhile; a 409 clears the time', () => {
    const s = run(start, { type: 'selectDate', date: '2030-03-10' }, { type: 'selectTime', time: '09:00' });
    expect(remarcarReducer(s, { type: 'slotsLoaded', month: '2030-03-01', slots: SLOTS })).toBe(s);
    expect(remarcarReducer(s, { type: 'slotsLoaded', month: '2030-03-01', slots: [slot('2030-03-10', '14:00')] }).time).toBeNull();
    expect(remarcarReducer(s, { type: 'slotsLoaded', month: '2030-03-01', slots: [] })).toMatchObject({ date: null, time: null });
    expect(remarcarReducer(s, { type: 'slotsLoaded', month: '2030-04-01', slots: [] })).toBe(s);
    expect(remarcarReducer(s, { type: 'slotTaken' })).toMatchObject({ date: '2030-03-10', time: null });
  });
});
