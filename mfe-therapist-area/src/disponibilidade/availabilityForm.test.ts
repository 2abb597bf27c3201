import { generateSlots, type AvailabilityRecord } from '@acolhe/shared-domain';
import { DEFAULT_SESSION_SETTINGS } from '../sessionSettings/sessionSettings';
import {
  availabilityFromRecord,
  blankAvailability,
  dayPreview,
  liveErrors,
  slotCountLabel,
  updateDay,
  validateAvailability,
} from './availabilityForm';

const record = (over: Partial<AvailabilityRecord> = {}): AvailabilityRecord => ({
  id: '1',
  therapistId: 't1',
  schedule: [{ dayOfWeek: 2, isAvailable: true, workingHours: { start: '14:00', end: '18:00' } }],
  sessionDuration: 45,
  bufferMinutes: 0,
  minNoticeHours: 12,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
  ...over,
});
const settings = DEFAULT_SESSION_SETTINGS;

it('before loading every day is off, 08:00–17:00', () => {
  const s = blankAvailability();
  expect(s.schedule).toHaveLength(7);
  expect(s.schedule.every((d) => !d.isAvailable && d.workingHours.start === '08:00' && d.workingHours.end === '17:00')).toBe(true);
});

it('without a saved schedule: Monday–Friday 09:00–17:00 on, weekend off', () => {
  for (const input of [null, undefined, record({ schedule: [] })]) {
    const s = availabilityFromRecord(input);
    expect(s.schedule.map((d) => d.isAvailable)).toEqual([false, true, true, true, true, true, false]);
    expect(s.schedule[1]!.workingHours).toEqual({ start: '09:00', end: '17:00' });
  }
});

it('a saved schedule is used', () => {
  expect(availabilityFromRecord(record()).schedule[2]).toEqual({ dayOfWeek: 2, isAvailable: true, workingHours: { start: '14:00', end: '18:00' } });
});

it('previews the slots with the shared generator, stepping by length + rest (the api uses the same one)', () => {
  const tuesday = { dayOfWeek: 2 as const, isAvailable: true, workingHours: { start: '14:00', end: '18:00' } };
  expect(dayPreview(tuesday, 50)).toEqual(['14:00', '14:50', '15:40', '16:30']);
  expect(dayPreview(tuesday, 50)).toEqual(generateSlots('14:00', '18:00', 50));
  expect(dayPreview(tuesday, 50, 10)).toEqual(['14:00', '15:00', '16:00', '17:00']);
  expect(dayPreview(tuesday, '45', 15)).toEqual(generateSlots('14:00', '18:00', 45, 15));
  expect(dayPreview({ ...tuesday, isAvailable: false }, 50)).toEqual([]);
  expect(dayPreview(tuesday, '')).toEqual([]);
  expect([0, 1, 4].map(slotCountLabel)).toEqual(['Nenhum horário', '1 horário', '4 horários']);
});

it('updates one day without touching the others', () => {
  const s = updateDay(availabilityFromRecord(null), 2, { start: '14:00', end: '18:00' });
  expect(s.schedule[2]!.workingHours).toEqual({ start: '14:00', end: '18:00' });
  expect(s.schedule[3]!.workingHours).toEqual({ start: '09:00', end: '17:00' });
  expect(updateDay(s, 0, { isAvailable: true }).schedule[0]!.isAvailable).toBe(true);
});

it('refuses an end time before (or equal to) the start on an available day, on that card', () => {
  const bad = updateDay(availabilityFromRecord(null), 3, { start: '18:00', end: '14:00' });
  const result = validateAvailability(bad, settings);
  expect(result.ok).toBe(false);
  expect(result.errors.days[3]).toEqual({ end: 'O horário final deve ser depois do inicial.' });
  // an unavailable day with odd hours is not an error
  expect(validateAvailability(updateDay(bad, 3, { isAvailable: false }), settings).ok).toBe(true);
});

it('a half-typed time is reported on its own field, but only after a save attempt', () => {
  const typing = updateDay(availabilityFromRecord(null), 1, { start: '9', end: '17:0' });
  const { errors } = validateAvailability(typing, settings);
  expect(errors.days[1]).toEqual({ start: 'Informe um horário válido (HH:MM).', end: 'Informe um horário válido (HH:MM).' });
  expect(liveErrors(errors)).toEqual({ days: {} });
  const backwards = validateAvailability(updateDay(typing, 1, { start: '18:00', end: '17:00' }), settings).errors;
  expect(liveErrors(backwards)).toEqual({ days: { 1: { end: 'O horário final deve ser depois do inicial.' } } });
});

it('the session settings follow the shared rules: length 15–180 step 5, rest 0/5/10/15, notice 0–72 h', () => {
  const base = availabilityFromRecord(null);
  const check = (over: Partial<typeof settings>) => validateAvailability(base, { ...settings, ...over });
  expect(check({ sessionDuration: 10 }).errors.sessionDuration).toBe('Duração mínima de 15 minutos');
  expect(check({ sessionDuration: 185 }).errors.sessionDuration).toBe('Duração máxima de 180 minutos.');
  expect(check({ sessionDuration: 52 }).errors.sessionDuration).toBe('A duração deve ser um múltiplo de 5 minutos.');
  expect(check({ sessionDuration: '' }).ok).toBe(false);
  expect(check({ minNoticeHours: 73 }).errors.minNoticeHours).toBe('A antecedência mínima deve ser de 0 a 72 horas.');
  expect(check({ minNoticeHours: '' }).errors.minNoticeHours).toBe('A antecedência mínima deve ser de 0 a 72 horas.');
  const ok = check({ sessionDuration: '45', bufferMinutes: 10, minNoticeHours: 0 });
  expect(ok.ok && ok.payload).toMatchObject({ sessionDuration: 45, bufferMinutes: 10, minNoticeHours: 0 });
  expect(ok.ok && ok.payload.schedule).toHaveLength(7);
});
