import { CLIENT_NOTIFICATION_TYPES, NOTIFICATION_TYPES, THERAPIST_NOTIFICATION_TYPES } from '../notifications';
import { markNotificationsReadSchema, MAX_NOTIFICATION_IDS } from './notifications';
import { validate } from './validate';

describe('markNotificationsReadSchema', () => {
  it('accepts no ids (all) or up to 100 ids', () => {
    expect(validate(markNotificationsReadSchema, {})).toEqual({ success: true, output: {} });
    expect(validate(markNotificationsReadSchema, { ids: ['a', 'b'] })).toEqual({ success: true, output: { ids: ['a', 'b'] } });
    expect(validate(markNotificationsReadSchema, { ids: Array.from({ length: MAX_NOTIFICATION_IDS }, (_, i) => String(i)) }).success).toBe(true);
  });
  it('refuses anything else with one pt-BR message', () => {
    for (const ids of ['todas', [1], [null], Array.from({ length: 101 }, (_, i) => String(i)), ['x'.repeat(101)], null]) {
      const r = validate(markNotificationsReadSchema, { ids });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.message).toBe('Informe uma lista de até 100 notificações.');
    }
  });
});

describe('notification types', () => {
  it('each kind has one recipient side', () => {
    expect(new Set(NOTIFICATION_TYPES).size).toBe(NOTIFICATION_TYPES.length);
    expect(THERAPIST_NOTIFICATION_TYPES.filter((t) => (CLIENT_NOTIFICATION_TYPES as readonly string[]).includes(t))).toEqual([]);
  });
});
