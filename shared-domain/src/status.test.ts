import { APPOINTMENT_STATUSES } from './enums';
import { allowedTransitions, appointmentEndsAt, canTransition, clientTab, isPayableStatus, therapistGroup, tookPlace } from './status';

const startsAt = new Date('2026-11-27T17:00:00Z');
const before = { startsAt, now: new Date('2026-11-27T16:59:59Z') };
const after = { startsAt, now: new Date('2026-11-27T17:00:00Z') };

describe('canTransition', () => {
  it('therapist confirms or declines a pending request', () => {
    expect(canTransition('PENDING', 'CONFIRMED', 'terapeuta', before)).toBe(true);
    expect(canTransition('PENDING', 'REJECTED', 'terapeuta', before)).toBe(true);
    expect(canTransition('PENDING', 'REJECTED', 'terapeuta', after)).toBe(true);
  });
  it('client cannot confirm or decline', () => {
    expect(canTransition('PENDING', 'CONFIRMED', 'cliente', before)).toBe(false);
    expect(canTransition('PENDING', 'REJECTED', 'cliente', before)).toBe(false);
  });
  it('either side cancels a pending or confirmed session before it starts', () => {
    for (const from of ['PENDING', 'CONFIRMED'] as const) {
      expect(canTransition(from, 'CANCELLED', 'cliente', before)).toBe(true);
      expect(canTransition(from, 'CANCELLED', 'terapeuta', before)).toBe(true);
      expect(canTransition(from, 'CANCELLED', 'cliente', after)).toBe(false);
      expect(canTransition(from, 'CANCELLED', 'terapeuta', after)).toBe(false);
    }
  });
  it('therapist completes a confirmed session only after its start', () => {
    expect(canTransition('CONFIRMED', 'COMPLETED', 'terapeuta', before)).toBe(false);
    expect(canTransition('CONFIRMED', 'COMPLETED', 'terapeuta', after)).toBe(true);
    expect(canTransition('CONFIRMED', 'COMPLETED', 'cliente', after)).toBe(false);
    expect(canTransition('PENDING', 'COMPLETED', 'terapeuta', after)).toBe(false);
  });
  it('terminal states and no-op moves are refused', () => {
    for (const from of ['REJECTED', 'COMPLETED', 'CANCELLED'] as const) {
      for (const to of APPOINTMENT_STATUSES) {
        expect(canTransition(from, to, 'terapeuta', before)).toBe(false);
        expect(canTransition(from, to, 'cliente', before)).toBe(false);
      }
    }
    expect(canTransition('PENDING', 'PENDING', 'terapeuta', before)).toBe(false);
    expect(canTransition('CONFIRMED', 'PENDING', 'terapeuta', before)).toBe(false);
    expect(canTransition('CONFIRMED', 'REJECTED', 'terapeuta', before)).toBe(false);
  });
  it('lists allowed transitions for buttons', () => {
    expect(allowedTransitions('PENDING', 'terapeuta', before)).toEqual(['CONFIRMED', 'REJECTED', 'CANCELLED']);
    expect(allowedTransitions('CONFIRMED', 'terapeuta', after)).toEqual(['COMPLETED']);
    expect(allowedTransitions('CONFIRMED', 'cliente', before)).toEqual(['CANCELLED']);
  });
});

describe('tabs and groups', () => {
  it.each([
    ['CONFIRMED', 'proximas'], ['PENDING', 'pendentes'], ['COMPLETED', 'anteriores'], ['REJECTED', null], ['CANCELLED', null], ['???', null],
  ])('client tabs: %s → %p', (status, tab) => {
    expect(clientTab(status)).toBe(tab);
  });
  it.each([
    ['PENDING', 'pendentes'], ['CONFIRMED', 'confirmadas'], ['REJECTED', 'historico'], ['COMPLETED', 'historico'], ['CANCELLED', 'historico'], ['???', 'pendentes'],
  ])('therapist groups: %s → %p', (status, group) => {
    expect(therapistGroup(status)).toBe(group);
  });
});

describe('isPayableStatus: the session is on or was held', () => {
  it('only CONFIRMED and COMPLETED', () => {
    expect(APPOINTMENT_STATUSES.filter((status) => isPayableStatus(status))).toEqual(['CONFIRMED', 'COMPLETED']);
    expect(isPayableStatus(undefined)).toBe(false);
    expect(isPayableStatus('confirmed')).toBe(false);
  });
});

describe('tookPlace (issue 41: a statement only of what happened)', () => {
  // 05/02/2030 09:00 in São Paulo is 12:00 UTC; 50 minutes: it ends at 12:50 UTC
  const session = { date: '2030-02-05', time: '09:00', durationMinutes: 50 };
  const ended = new Date('2030-02-05T12:50:00Z');
  const during = new Date('2030-02-05T12:49:59Z');

  it('a confirmed or done session took place once its end has passed, not before', () => {
    for (const status of ['CONFIRMED', 'COMPLETED']) {
      expect(tookPlace({ ...session, status }, during)).toBe(false);
      expect(tookPlace({ ...session, status }, ended)).toBe(true);
    }
    expect(appointmentEndsAt('2030-02-05', '09:00', 50).toISOString()).toBe('2030-02-05T12:50:00.000Z');
  });

  it('a cancelled, declined, pending or unknown one never took place', () => {
    for (const status of ['CANCELLED', 'REJECTED', 'PENDING', 'DONE', undefined]) {
      expect(tookPlace({ ...session, status }, new Date('2031-01-01T00:00:00Z'))).toBe(false);
    }
  });
});
