import {
  BUFFER_SELECT_OPTIONS,
  DEFAULT_SESSION_SETTINGS,
  bufferFromSelect,
  initialSessionSettings,
  sessionSettingsPayload,
} from './sessionSettings';

it('starts from the profile, then the availability record, then the defaults (50 min, no rest, 12 h)', () => {
  expect(DEFAULT_SESSION_SETTINGS).toEqual({ sessionDuration: 50, bufferMinutes: 0, minNoticeHours: 12 });
  expect(initialSessionSettings(null, null)).toEqual(DEFAULT_SESSION_SETTINGS);
  expect(initialSessionSettings({ sessionDuration: 45, bufferMinutes: 10, minNoticeHours: 0 }, { sessionDuration: 60, bufferMinutes: 5, minNoticeHours: 24 })).toEqual({
    sessionDuration: 45,
    bufferMinutes: 10,
    minNoticeHours: 0,
  });
  // a profile never saved (duration 0, no agenda fields) takes what the availability record has
  expect(initialSessionSettings({ sessionDuration: 0 }, { sessionDuration: 60, bufferMinutes: 15, minNoticeHours: 48 })).toEqual({
    sessionDuration: 60,
    bufferMinutes: 15,
    minNoticeHours: 48,
  });
  // values outside the rules are not taken
  expect(initialSessionSettings({ bufferMinutes: 7, minNoticeHours: 100 }, null)).toEqual(DEFAULT_SESSION_SETTINGS);
});

it('sends numbers; an emptied field becomes NaN for the shared schema to refuse', () => {
  expect(sessionSettingsPayload({ sessionDuration: '45', bufferMinutes: 10, minNoticeHours: 24 })).toEqual({
    sessionDuration: 45,
    bufferMinutes: 10,
    minNoticeHours: 24,
  });
  expect(sessionSettingsPayload({ sessionDuration: '', bufferMinutes: 0, minNoticeHours: '' }).minNoticeHours).toBeNaN();
});

it('offers the shared buffer options with pt-BR labels', () => {
  expect(BUFFER_SELECT_OPTIONS).toEqual([
    { value: '0', label: 'Sem intervalo' },
    { value: '5', label: '5 minutos' },
    { value: '10', label: '10 minutos' },
    { value: '15', label: '15 minutos' },
  ]);
  expect(bufferFromSelect('10')).toBe(10);
  expect(bufferFromSelect('7')).toBe(0);
  expect(bufferFromSelect(null)).toBe(0);
});
