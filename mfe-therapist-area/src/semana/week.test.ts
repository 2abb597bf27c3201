import { appointment } from '../test/fixtures';
import { addDays, areaCounts, buildWeek, mondayOf, sessionCountLabel, weekRangeLabel, weekStart } from './week';

// Wednesday 2030-03-06, 10:00 in São Paulo (13:00 UTC)
const NOW = new Date('2030-03-06T13:00:00.000Z');

describe('weeks run Monday to Sunday, in Brazil', () => {
  it('addDays crosses months and years', () => {
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
  });

  it('mondayOf: the Monday of the week, Sunday belonging to the week before', () => {
    expect(mondayOf('2030-03-06')).toBe('2030-03-04'); // Wednesday
    expect(mondayOf('2030-03-04')).toBe('2030-03-04'); // Monday
    expect(mondayOf('2030-03-10')).toBe('2030-03-04'); // Sunday
    expect(mondayOf('2030-03-11')).toBe('2030-03-11');
  });

  it("weekStart uses Brazil's date: Sunday 23:30 in São Paulo is already Monday in UTC", () => {
    const sundayNight = new Date('2030-03-11T02:30:00.000Z'); // 2030-03-10 23:30 in São Paulo
    expect(weekStart(sundayNight)).toBe('2030-03-04');
    expect(weekStart(NOW, -1)).toBe('2030-02-25');
    expect(weekStart(NOW, 1)).toBe('2030-03-11');
  });

  it('weekRangeLabel in dd/MM/yyyy', () => {
    expect(weekRangeLabel('2030-03-04')).toBe('04/03/2030 a 10/03/2030');
  });
});

describe('buildWeek', () => {
  const list = [
    appointment({ id: 'late', date: '2030-03-06', time: '16:00', endTime: '16:50', status: 'CONFIRMED', clientName: 'Joana Alves Souza' }),
    appointment({ id: 'early', date: '2030-03-06', time: '09:00', endTime: '09:50', status: 'CONFIRMED', clientName: 'Pedro Henrique', modality: 'presencial' }),
    appointment({ id: 'held', date: '2030-03-04', time: '10:00', endTime: '10:50', status: 'COMPLETED', clientName: 'Ana Lima' }),
    appointment({ id: 'pending', date: '2030-03-05', status: 'PENDING' }),
    appointment({ id: 'cancelled', date: '2030-03-05', status: 'CANCELLED' }),
    appointment({ id: 'rejected', date: '2030-03-07', status: 'REJECTED' }),
    appointment({ id: 'sunday', date: '2030-03-10', time: '08:00', endTime: '', status: 'CONFIRMED', clientName: '' , cliente: { name: '' } }),
    appointment({ id: 'next-week', date: '2030-03-11', status: 'CONFIRMED' }),
  ];

  it('seven days Monday → Sunday with labels, today marked', () => {
    const week = buildWeek(list, '2030-03-04', '2030-03-06');
    expect(week.map((d) => d.date)).toEqual(['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08', '2030-03-09', '2030-03-10']);
    expect(week.map((d) => d.shortWeekday)).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom']);
    expect(week[2]).toMatchObject({ weekday: 'Quarta-feira', dayMonth: '06/03', fullLabel: 'Quarta-feira, 06/03/2030', isToday: true });
    expect(week.filter((d) => d.isToday)).toHaveLength(1);
  });

  it('only confirmed or held sessions, soonest first, with the time range and the first name only', () => {
    const week = buildWeek(list, '2030-03-04', '2030-03-06');
    const semSala = (sessions: { sala: unknown }[]) => sessions.map(({ sala: _sala, ...rest }) => rest);
    expect(week[2]!.sessions[1]!.sala).toEqual({ id: 'late', status: 'CONFIRMED', modality: 'online', date: '2030-03-06', time: '16:00', durationMinutes: expect.any(Number), salaUrl: undefined });
    expect(semSala(week[2]!.sessions)).toEqual([
      { id: 'early', timeRange: '09:00–09:50', clientFirstName: 'Pedro', modality: 'Presencial', status: 'CONFIRMED', serie: false },
      { id: 'late', timeRange: '16:00–16:50', clientFirstName: 'Joana', modality: 'Online', status: 'CONFIRMED', serie: false },
    ]);
    expect(week[0]!.sessions.map((s) => s.id)).toEqual(['held']);
    expect(week[1]!.sessions).toEqual([]); // pending and cancelled are not in the agenda
    expect(week[3]!.sessions).toEqual([]);
    expect(semSala(week[6]!.sessions)).toEqual([{ id: 'sunday', timeRange: '08:00', clientFirstName: 'Cliente', modality: 'Online', status: 'CONFIRMED', serie: false }]);
    expect(week.flatMap((d) => d.sessions).map((s) => s.id)).not.toContain('next-week');
  });
  it("marks a session of a series (issue 33), and only those", () => {
    const week = buildWeek([...list, { ...list.find((a) => a.id === 'early')!, id: 'da-serie', time: '11:00', serieId: 'sr-1' }], '2030-03-04', '2030-03-06');
    expect(week[2]!.sessions.map((s) => [s.id, s.serie])).toEqual([
      ['early', false],
      ['da-serie', true],
      ['late', false],
    ]);
  });
});

describe('areaCounts', () => {
  it('sessions this week (Mon–Sun) and this month, and pending requests', () => {
    const list = [
      appointment({ id: '1', date: '2030-03-04', status: 'COMPLETED' }),
      appointment({ id: '2', date: '2030-03-10', status: 'CONFIRMED' }),
      appointment({ id: '3', date: '2030-03-11', status: 'CONFIRMED' }), // next week, same month
      appointment({ id: '4', date: '2030-03-03', status: 'CONFIRMED' }), // last week (Sunday), same month
      appointment({ id: '5', date: '2030-02-28', status: 'CONFIRMED' }), // last month
      appointment({ id: '6', date: '2030-03-06', status: 'CANCELLED' }),
      appointment({ id: '7', date: '2030-03-06', status: 'PENDING' }),
      appointment({ id: '8', date: '2030-04-02', status: 'PENDING' }),
    ];
    expect(areaCounts(list, NOW)).toEqual({ thisWeek: 2, thisMonth: 4, pending: 2 });
    expect(areaCounts([], NOW)).toEqual({ thisWeek: 0, thisMonth: 0, pending: 0 });
  });

  it('a week across two months counts the week whole and the month by its own days', () => {
    const sundayApril = new Date('2030-03-31T15:00:00.000Z'); // Sunday 2030-03-31; week from 2030-03-25
    const list = [
      appointment({ id: '1', date: '2030-03-25', status: 'CONFIRMED' }),
      appointment({ id: '2', date: '2030-04-01', status: 'CONFIRMED' }),
    ];
    expect(areaCounts(list, sundayApril)).toEqual({ thisWeek: 1, thisMonth: 1, pending: 0 });
  });
});

it('sessionCountLabel in pt-BR', () => {
  expect([0, 1, 2].map(sessionCountLabel)).toEqual(['Nenhuma sessão', '1 sessão', '2 sessões']);
});
