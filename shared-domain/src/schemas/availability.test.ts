import { DEFAULT_SCHEDULE, FORM_DEFAULT_SCHEDULE, cloneSchedule } from '../slots';
import { availabilitySchema } from './availability';
import { validate } from './validate';

const errors = (input: unknown) => {
  const r = validate(availabilitySchema, input);
  return r.success ? {} : r.fieldErrors;
};

describe('availabilitySchema', () => {
  it('accepts both default schedules; without a length the profile’s stays as it is', () => {
    expect(validate(availabilitySchema, { schedule: DEFAULT_SCHEDULE })).toEqual({
      success: true,
      output: { schedule: cloneSchedule(DEFAULT_SCHEDULE) },
    });
    expect(validate(availabilitySchema, { schedule: FORM_DEFAULT_SCHEDULE, sessionDuration: 45 }).success).toBe(true);
  });

  it('end must be after start on available days only', () => {
    const schedule = cloneSchedule(DEFAULT_SCHEDULE);
    schedule[1]!.workingHours = { start: '17:00', end: '09:00' };
    schedule[0]!.workingHours = { start: '17:00', end: '09:00' }; // Sunday is off: ignored
    expect(errors({ schedule })).toEqual({ 'schedule.1.workingHours.end': 'O horário final deve ser depois do inicial.' });
    schedule[1]!.workingHours = { start: '09:00', end: '09:00' };
    expect(errors({ schedule })).toEqual({ 'schedule.1.workingHours.end': 'O horário final deve ser depois do inicial.' });
  });

  it('times must be HH:MM', () => {
    const schedule = cloneSchedule(DEFAULT_SCHEDULE);
    schedule[2]!.workingHours.start = '9h';
    expect(errors({ schedule })).toEqual({ 'schedule.2.workingHours.start': 'Informe um horário válido (HH:MM).' });
  });

  it('needs exactly the 7 days, once each', () => {
    const msg = 'Informe a disponibilidade dos 7 dias da semana.';
    expect(errors({ schedule: DEFAULT_SCHEDULE.slice(0, 6) })).toEqual({ schedule: msg });
    const dup = cloneSchedule(DEFAULT_SCHEDULE);
    dup[6]!.dayOfWeek = 5;
    expect(errors({ schedule: dup })).toEqual({ schedule: msg });
    expect(errors({})).toEqual({ schedule: msg });
    const bad = cloneSchedule(DEFAULT_SCHEDULE) as unknown as { dayOfWeek: number }[];
    bad[6]!.dayOfWeek = 7;
    expect(errors({ schedule: bad })['schedule.6.dayOfWeek']).toBe('Dia da semana inválido.');
  });

  it('session length: the profile’s rule (15–180, step 5); buffer and notice optional', () => {
    const schedule = DEFAULT_SCHEDULE;
    expect(errors({ schedule, sessionDuration: 10 })).toEqual({ sessionDuration: 'Duração mínima de 15 minutos' });
    expect(errors({ schedule, sessionDuration: 185 })).toEqual({ sessionDuration: 'Duração máxima de 180 minutos.' });
    expect(errors({ schedule, sessionDuration: 52 })).toEqual({ sessionDuration: 'A duração deve ser um múltiplo de 5 minutos.' });
    for (const d of [15, 45, 50, 180]) expect(errors({ schedule, sessionDuration: d })).toEqual({});
    expect(errors({ schedule, bufferMinutes: 20 })).toEqual({ bufferMinutes: 'Escolha um intervalo de 0, 5, 10 ou 15 minutos.' });
    expect(errors({ schedule, bufferMinutes: 10, minNoticeHours: 24 })).toEqual({});
  });
});
