import { groupAppointments } from './grouping';
import { appointment } from '../test/fixtures';

it('groups pending, confirmed and everything else (history); unknown statuses count as pending', () => {
  const list = [
    appointment({ id: 'p', status: 'PENDING' }),
    appointment({ id: 'c', status: 'CONFIRMED' }),
    appointment({ id: 'r', status: 'REJECTED' }),
    appointment({ id: 'd', status: 'COMPLETED' }),
    appointment({ id: 'x', status: 'CANCELLED' }),
    appointment({ id: 'u', status: 'WHATEVER' as never }),
  ];
  const groups = groupAppointments(list);
  expect(groups.pendentes.map((a) => a.id)).toEqual(['p', 'u']);
  expect(groups.confirmadas.map((a) => a.id)).toEqual(['c']);
  expect(groups.historico.map((a) => a.id).sort()).toEqual(['d', 'r', 'x']);
});

it('orders pending and confirmed soonest first, history latest first', () => {
  const list = [
    appointment({ id: 'late', date: '2030-03-06', time: '09:00', status: 'CONFIRMED' }),
    appointment({ id: 'early', date: '2030-03-05', time: '16:00', status: 'CONFIRMED' }),
    appointment({ id: 'old', date: '2020-01-01', time: '10:00', status: 'COMPLETED' }),
    appointment({ id: 'recent', date: '2024-01-01', time: '10:00', status: 'COMPLETED' }),
  ];
  const groups = groupAppointments(list);
  expect(groups.confirmadas.map((a) => a.id)).toEqual(['early', 'late']);
  expect(groups.historico.map((a) => a.id)).toEqual(['recent', 'old']);
});
