import {
  LATE_CANCELLATION_NOTE,
  LATE_CANCELLATION_TEXT,
  closedReasonOf,
  dashboardTab,
  lateCancellationNoteOf,
  canCancel,
  canReschedule,
  cancellationWarning,
  groupByTab,
  meetingLinkOf,
  modalityLabelOf,
  placeOf,
  timeRangeOf,
} from './consultas';
import { OFFICE, appointment } from '../test/fixtures';

describe('groupByTab (product.md#sessions-appointments client tabs)', () => {
  it('puts CONFIRMED in Próximas, PENDING in Pendentes, COMPLETED in Anteriores, REJECTED and CANCELLED in Canceladas e recusadas', () => {
    const groups = groupByTab([
      appointment({ id: 'c', status: 'CONFIRMED' }),
      appointment({ id: 'p', status: 'PENDING' }),
      appointment({ id: 'd', status: 'COMPLETED' }),
      appointment({ id: 'r', status: 'REJECTED' }),
      appointment({ id: 'x', status: 'CANCELLED' }),
    ]);
    expect(groups.proximas.map((a) => a.id)).toEqual(['c']);
    expect(groups.pendentes.map((a) => a.id)).toEqual(['p']);
    expect(groups.anteriores.map((a) => a.id)).toEqual(['d']);
    expect(groups.encerradas.map((a) => a.id).sort()).toEqual(['r', 'x']);
  });

  it('orders upcoming ones soonest first and past ones most recent first', () => {
    const groups = groupByTab([
      appointment({ id: 'late', status: 'CONFIRMED', date: '2030-05-02', time: '09:00' }),
      appointment({ id: 'early', status: 'CONFIRMED', date: '2030-05-01', time: '18:00' }),
      appointment({ id: 'old', status: 'COMPLETED', date: '2024-01-01', time: '10:00' }),
      appointment({ id: 'recent', status: 'COMPLETED', date: '2025-01-01', time: '10:00' }),
    ]);
    expect(groups.proximas.map((a) => a.id)).toEqual(['early', 'late']);
    expect(groups.anteriores.map((a) => a.id)).toEqual(['recent', 'old']);
  });
});

describe('canCancel', () => {
  const now = new Date('2030-03-05T13:00:00-03:00');
  it('allows a pending or confirmed appointment that has not started', () => {
    expect(canCancel(appointment({ status: 'PENDING', date: '2030-03-05', time: '14:00' }), now)).toBe(true);
    expect(canCancel(appointment({ status: 'CONFIRMED', date: '2030-03-05', time: '14:00' }), now)).toBe(true);
  });
  it('refuses once the session started, and for finished states', () => {
    expect(canCancel(appointment({ status: 'PENDING', date: '2030-03-05', time: '13:00' }), now)).toBe(false);
    expect(canCancel(appointment({ status: 'COMPLETED', date: '2030-03-06' }), now)).toBe(false);
    expect(canCancel(appointment({ status: 'REJECTED', date: '2030-03-06' }), now)).toBe(false);
  });
});

describe('meetingLinkOf', () => {
  it('shows the link of a confirmed appointment only', () => {
    expect(meetingLinkOf(appointment({ status: 'CONFIRMED', meetingLink: 'https://meet.example/abc' }))).toBe('https://meet.example/abc');
    expect(meetingLinkOf(appointment({ status: 'PENDING', meetingLink: 'https://meet.example/abc' }))).toBeNull();
    expect(meetingLinkOf(appointment({ status: 'CONFIRMED', meetingLink: '' }))).toBeNull();
  });
  it('never turns a non-http address into a link', () => {
    expect(meetingLinkOf(appointment({ status: 'CONFIRMED', meetingLink: 'javascript:alert(1)' }))).toBeNull();
  });
  it('has no link for a presencial session', () => {
    expect(meetingLinkOf(appointment({ status: 'CONFIRMED', modality: 'presencial', meetingLink: 'https://meet.example/abc' }))).toBeNull();
  });
});

describe('canReschedule', () => {
  const now = new Date('2030-03-05T13:00:00-03:00');
  it('pending before the start; confirmed until 24 h before it (later it would escape the late mark)', () => {
    expect(canReschedule(appointment({ status: 'PENDING', date: '2030-03-05', time: '14:00' }), now)).toBe(true);
    expect(canReschedule(appointment({ status: 'CONFIRMED', date: '2030-03-06', time: '13:00' }), now)).toBe(true);
    expect(canReschedule(appointment({ status: 'CONFIRMED', date: '2030-03-06', time: '11:00' }), now)).toBe(false);
    expect(canReschedule(appointment({ status: 'CONFIRMED', date: '2030-03-05', time: '14:00' }), now)).toBe(false);
    expect(canReschedule(appointment({ status: 'CONFIRMED', date: '2030-03-05', time: '13:00' }), now)).toBe(false);
    for (const status of ['COMPLETED', 'REJECTED', 'CANCELLED'] as const) {
      expect(canReschedule(appointment({ status, date: '2030-03-06' }), now)).toBe(false);
    }
  });
});

describe('what a session shows', () => {
  it("'10:00–10:50' from time and endTime; the start alone when the end is unknown", () => {
    expect(timeRangeOf({ time: '10:00', endTime: '10:50' })).toBe('10:00–10:50');
    expect(timeRangeOf({ time: '9:05', endTime: '' })).toBe('09:05');
  });

  it('the format with the shared-domain labels', () => {
    expect(modalityLabelOf({ modality: 'online' })).toBe('Online');
    expect(modalityLabelOf({ modality: 'presencial' })).toBe('Presencial');
  });

  it('where: the office of a confirmed presencial session, the link of an online one, nothing before confirmation', () => {
    expect(placeOf(appointment({ status: 'CONFIRMED', modality: 'presencial', officeAddress: OFFICE }))).toEqual({
      kind: 'address',
      text: 'Rua Augusta, 1200, sala 4 — Consolação, São Paulo/SP, CEP 01304-001',
    });
    expect(placeOf(appointment({ status: 'CONFIRMED', modality: 'presencial' }))).toBeNull();
    expect(placeOf(appointment({ status: 'CONFIRMED', meetingLink: 'https://meet.example/x' }))).toEqual({ kind: 'link', href: 'https://meet.example/x' });
    expect(placeOf(appointment({ status: 'CONFIRMED' }))).toEqual({ kind: 'link-pending' });
    // the Acolhe room (issue 33): the api's salaUrl is this site's path; the therapist's own link is a link
    expect(placeOf(appointment({ status: 'CONFIRMED', salaUrl: '/sessao/s1/sala' }))).toEqual({ kind: 'sala' });
    expect(placeOf(appointment({ status: 'CONFIRMED', salaUrl: 'https://meet.example/x', meetingLink: 'https://meet.example/x' }))).toEqual({
      kind: 'link',
      href: 'https://meet.example/x',
    });
    expect(placeOf(appointment({ status: 'CONFIRMED', salaUrl: '' }))).toEqual({ kind: 'link-pending' });
    expect(placeOf(appointment({ status: 'PENDING', modality: 'presencial', officeAddress: OFFICE }))).toBeNull();
  });
});

describe('cancellationWarning', () => {
  const now = new Date('2030-03-04T10:00:00-03:00');
  it('warns of a late cancellation within 24 h of the start', () => {
    expect(cancellationWarning({ date: '2030-03-05', time: '09:59' }, now)).toBe(LATE_CANCELLATION_TEXT);
    expect(LATE_CANCELLATION_TEXT).toBe('Cancelamento tardio: faltam menos de 24 horas para a sessão. O(a) terapeuta será informado(a).');
    expect(cancellationWarning({ date: '2030-03-05', time: '10:00' }, now)).toBeNull();
  });
});

describe('sessions that will not happen', () => {
  it("go to 'Canceladas e recusadas' and say who ended them", () => {
    expect(dashboardTab('REJECTED')).toBe('encerradas');
    expect(dashboardTab('CANCELLED')).toBe('encerradas');
    expect(dashboardTab('CONFIRMED')).toBe('proximas');
    expect(closedReasonOf({ status: 'REJECTED' })).toBe('Recusada pelo(a) terapeuta');
    expect(closedReasonOf({ status: 'CANCELLED', cancelledBy: 'cliente' })).toBe('Cancelada por você');
    expect(closedReasonOf({ status: 'CANCELLED', cancelledBy: 'terapeuta' })).toBe('Cancelada pelo(a) terapeuta');
    expect(closedReasonOf({ status: 'CANCELLED', cancelReason: 'conflito-de-horario' })).toBe('Cancelada: Horário em conflito com outra sessão');
    expect(closedReasonOf({ status: 'CANCELLED' })).toBe('Cancelada');
    expect(closedReasonOf({ status: 'CONFIRMED' })).toBe('');
  });

  it('a late cancellation is noted only when the client made it', () => {
    expect(lateCancellationNoteOf({ status: 'CANCELLED', cancelledBy: 'cliente', lateCancellation: true })).toBe(LATE_CANCELLATION_NOTE);
    expect(lateCancellationNoteOf({ status: 'CANCELLED', cancelledBy: 'terapeuta', lateCancellation: true })).toBeNull();
    expect(lateCancellationNoteOf({ status: 'CANCELLED', cancelledBy: 'cliente', lateCancellation: false })).toBeNull();
  });
});
