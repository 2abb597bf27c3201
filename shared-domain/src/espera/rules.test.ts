import { entryFits, offerExpiresAt, offerHoldMinutes, type EsperaJanela } from './rules';

const at = (iso: string) => new Date(iso);

describe('offerHoldMinutes: the setting, shorter when the session is close', () => {
  const now = at('2030-01-10T12:00:00Z');
  it('holds the setting when the session is far', () => {
    expect(offerHoldMinutes(30, now, at('2030-01-12T12:00:00Z'))).toBe(30);
    expect(offerHoldMinutes(90, now, at('2030-01-12T12:00:00Z'))).toBe(90);
  });
  it('holds at most a quarter of the time left', () => {
    expect(offerHoldMinutes(30, now, at('2030-01-10T14:00:00Z'))).toBe(30); // 2 h → 30
    expect(offerHoldMinutes(30, now, at('2030-01-10T13:00:00Z'))).toBe(15); // 1 h → 15
    expect(offerHoldMinutes(60, now, at('2030-01-10T14:00:00Z'))).toBe(30);
  });
  it('never under 5 minutes', () => {
    expect(offerHoldMinutes(30, now, at('2030-01-10T12:10:00Z'))).toBe(5);
  });
  it('offerExpiresAt adds the hold to now', () => {
    expect(offerExpiresAt(30, now, at('2030-01-10T13:00:00Z')).toISOString()).toBe('2030-01-10T12:15:00.000Z');
  });
});

describe('entryFits', () => {
  const entry: EsperaJanela = { diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00', modalidade: null };
  const both = ['online', 'presencial'] as const;
  it('a weekday and a session within the window', () => {
    expect(entryFits(entry, { weekday: 1, time: '18:00', durationMinutes: 50 }, both)).toBe(true);
    expect(entryFits(entry, { weekday: 3, time: '20:10', durationMinutes: 50 }, both)).toBe(true);
  });
  it('not another weekday', () => {
    expect(entryFits(entry, { weekday: 2, time: '18:00', durationMinutes: 50 }, both)).toBe(false);
  });
  it('not before the window, nor a session that ends after it', () => {
    expect(entryFits(entry, { weekday: 1, time: '17:00', durationMinutes: 50 }, both)).toBe(false);
    expect(entryFits(entry, { weekday: 1, time: '20:30', durationMinutes: 50 }, both)).toBe(false);
  });
  it('the format asked must be offered', () => {
    expect(entryFits({ ...entry, modalidade: 'presencial' }, { weekday: 1, time: '18:00', durationMinutes: 50 }, ['online'])).toBe(false);
    expect(entryFits({ ...entry, modalidade: 'online' }, { weekday: 1, time: '18:00', durationMinutes: 50 }, ['online'])).toBe(true);
  });
});
