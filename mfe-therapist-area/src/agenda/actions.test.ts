import { availableActions, canReschedule } from './actions';
import { appointment } from '../test/fixtures';

// 2030-03-05 14:00 in Brazil (UTC-3) is 17:00 UTC.
const before = new Date('2030-03-05T16:59:00Z');
const after = new Date('2030-03-05T17:00:00Z');

it('pending requests are answered (confirm or decline) or rescheduled before they start — never both Recusar and Cancelar', () => {
  expect(availableActions(appointment({ status: 'PENDING' }), before)).toEqual(['confirm', 'decline', 'reschedule']);
  // After the start time the shared status machine decides whether a late confirmation is allowed.
  expect(availableActions(appointment({ status: 'PENDING' }), after)).toContain('decline');
  expect(availableActions(appointment({ status: 'PENDING' }), after)).not.toContain('cancel');
  expect(availableActions(appointment({ status: 'PENDING' }), after)).not.toContain('reschedule');
});

it('confirmed sessions can be rescheduled or cancelled before they start and completed only once they started', () => {
  expect(availableActions(appointment({ status: 'CONFIRMED' }), before)).toEqual(['reschedule', 'cancel']);
  expect(availableActions(appointment({ status: 'CONFIRMED' }), after)).toEqual(['complete']);
});

it('history entries offer no action', () => {
  for (const status of ['REJECTED', 'COMPLETED', 'CANCELLED'] as const) {
    expect(availableActions(appointment({ status }), before)).toEqual([]);
    expect(canReschedule(appointment({ status }), before)).toBe(false);
  }
});
