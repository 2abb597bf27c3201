import { cancelledByLabel, isLateCancelled, modalityLabel, sessionTimeRange } from './sessionView';
import { appointment } from '../test/fixtures';

it("shows the time range from time and endTime: '10:00–10:50'", () => {
  expect(sessionTimeRange(appointment({ time: '10:00', endTime: '10:50' }))).toBe('10:00–10:50');
  // an older record without endTime: from its booked length
  expect(sessionTimeRange(appointment({ time: '10:00', endTime: '', durationMinutes: 45 }))).toBe('10:00–10:45');
  expect(sessionTimeRange(appointment({ time: '10:00', endTime: '', durationMinutes: 0 }))).toBe('10:00');
});

it('names the modality with the shared labels', () => {
  expect(modalityLabel(appointment({ modality: 'online' }))).toBe('Online');
  expect(modalityLabel(appointment({ modality: 'presencial' }))).toBe('Presencial');
  expect(modalityLabel(appointment({ modality: undefined as never }))).toBe('');
});

it('says who cancelled and whether it was late', () => {
  expect(cancelledByLabel(appointment({ cancelledBy: 'cliente' }))).toBe('Cliente');
  expect(cancelledByLabel(appointment({ cancelledBy: 'terapeuta' }))).toBe('Você');
  expect(cancelledByLabel(appointment({}))).toBe('');
  expect(isLateCancelled(appointment({ status: 'CANCELLED', lateCancellation: true }))).toBe(true);
  expect(isLateCancelled(appointment({ status: 'CANCELLED', lateCancellation: false }))).toBe(false);
  expect(isLateCancelled(appointment({ status: 'CONFIRMED', lateCancellation: true }))).toBe(false);
});
