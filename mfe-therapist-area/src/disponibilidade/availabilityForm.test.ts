import { generateSlots, type AvailabilityRecord } from '@acolhe/shared-domain';
import {
  availabilityFromRecord,
  blankAvailability,
  dayPreview,
  slotCountLabel,
  updateDay,
  validateAvailability,
} from './availabilityForm';

const record = (over: Partial<AvailabilityRecord> = {}): AvailabilityRecord => ({
  id: '1',
  therapistId: 't1',
  schedule: [
    { dayOfWeek: 2, isAvailable: true, workingHours: { start: '14:00', end: '18:00' } },
  ],
  sessionDuration: 45,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
  ...over,
});

it('before loading every day is off, 08:00–17:00, duration 60', () => {
  const s = blankAvailability();
  expect(s.sessionDuration).toBe(60);
  expect(s.schedule).toHaveLength(7);
  expect(s.schedule.every((d) => !d.isAvailable && d.workingHours.start === '08:00' && d.workingHours.end === '17:00')).toBe(true);
});

it('without a saved schedule: Monday–Friday 09:00–17:00 on, weekend off, duration 60', () => {
  for (const input of [null, undefined, record({ schedule: [] })]) {
    const s = availabilityFromRecord(input);
    expect(s.schedule.map((d) => d.isAvailable)).toEqual([false, true, true, true, true, true, false]);
    expect(s.schedule[1]!.workingHours).toEqual({ start: '09:00', end: '17:00' });
  }
  expect(availabilityFromRecord(null).sessionDuration).toBe(60);
});

it('a saved schedule is used, with its saved session duration (the old load dropped it)', () => {
  const s = availabilityFromRecord(record());
  expect(s.sessionDuration).toBe(45);
  expect(s.schedule[2]).toEqual({ dayOfWeek: 2, isAvailable: true, workingHours: { start: '14:00', end: '18:00' } });
});

it('previews the slots with the shared generator (the api uses the same one)', () => {
  const tuesday = { dayOfWeek: 2 as const, isAvailable: true, workingHours: { start: '14:00', end: '18:00' } };
  expect(dayPreview(tuesday, 50)).toEqual(['14:00', '14:50', '15:40', '16:30']);
  expect(dayPreview(tuesday, 50)).toEqual(generateSlots('14:00', '18:00', 50));
  expect(dayPreview(tuesday, 60)).toHaveLength(4);
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

it('refuses an end time before (or equal to) the start on an available day', () => {
  const bad = updateDay(availabilityFromRecord(null), 3, { start: '18:00', end: '14:00' });
  const result = validateAvailability(bad);
  expect(result.ok).toBe(false);
  expect(result.errors.days[3]).toBe('O horário final deve ser depois do inicial.');
  // an unavailable day with odd hours is not an error
  expect(validateAvailability(updateDay(bad, 3, { isAvailable: false })).ok).toBe(true);
});

it('session duration 30–180, multiple of 15, required', () => {
  const base = availabilityFromRecord(null);
  expect(validateAvailability({ ...base, sessionDuration: 15 }).errors.sessionDuration).toBe(
    'A duração da sessão deve ser entre 30 e 180 minutos.',
  );
  expect(validateAvailability({ ...base, sessionDuration: 195 }).ok).toBe(false);
  expect(validateAvailability({ ...base, sessionDuration: 50 }).errors.sessionDuration).toBe(
    'A duração da sessão deve ser um múltiplo de 15 minutos.',
  );
  expect(validateAvailability({ ...base, sessionDuration: '' }).ok).toBe(false);
  const ok = validateAvailability({ ...base, sessionDuration: '45' });
  expect(ok.ok && ok.sessionDuration).toBe(45);
});
