import { showsAppointments, showsSlots } from '@acolhe/shared-domain/contracts';
import { keyMentions, therapistAreaKeys } from './keys';

it('finds a therapist id anywhere in a query key (plain part or inside an object part)', () => {
  expect(keyMentions(['public-therapist', 't1'], 't1')).toBe(true);
  expect(keyMentions(['slots', { therapistId: 't1', year: 2030, month: 3 }], 't1')).toBe(true);
  expect(keyMentions(['slots', { therapistId: 't10' }], 't1')).toBe(false);
  expect(keyMentions(['public-therapist', 't10'], 't1')).toBe(false);
});

it('the appointment list and the calendars are what other rooms refresh by the contract (a booking refreshes them)', () => {
  expect(showsAppointments(therapistAreaKeys.appointments())).toBe(true);
  expect(showsSlots(therapistAreaKeys.slots('t1', 2030, 3), 't1')).toBe(true);
  expect(showsAppointments(therapistAreaKeys.reviews('t1'))).toBe(false);
});
