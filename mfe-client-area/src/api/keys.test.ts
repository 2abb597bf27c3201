import { belongsTo, showsAppointments, showsSlots } from '@acolhe/shared-domain/contracts';
import { clientAreaKeys } from './keys';

it('the appointment list and the calendars are what other rooms refresh by the contract (a booking refreshes them)', () => {
  expect(showsAppointments(clientAreaKeys.appointments())).toBe(true);
  expect(belongsTo(clientAreaKeys.appointments(), 'clientArea')).toBe(true);
  expect(showsSlots(clientAreaKeys.slots('t1', 2030, 3), 't1')).toBe(true);
  expect(showsAppointments(clientAreaKeys.preferences())).toBe(false);
});
