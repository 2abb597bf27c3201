import { toAppointment, toSlots } from './parse';

describe('appointments read from the api', () => {
  it('keeps the new fields', () => {
    const a = toAppointment({
      id: 'a1',
      date: '2030-03-05',
      time: '10:00',
      status: 'CONFIRMED',
      modality: 'presencial',
      durationMinutes: 50,
      endTime: '10:50',
      lateCancellation: true,
      cancelledBy: 'cliente',
      serieId: 'sr-1',
      officeAddress: { zipCode: '01304-001', street: 'Rua Augusta', number: '1200', complement: '', neighborhood: 'Consolação', city: 'São Paulo', state: 'SP' },
    });
    expect(a).toMatchObject({
      modality: 'presencial',
      durationMinutes: 50,
      endTime: '10:50',
      lateCancellation: true,
      cancelledBy: 'cliente',
      serieId: 'sr-1',
      officeAddress: { zipCode: '01304001', street: 'Rua Augusta', number: '1200', neighborhood: 'Consolação' },
    });
  });

  it('fills what an older answer lacks: online, end from start + length, no late flag, no office', () => {
    const a = toAppointment({ id: 'a1', time: '09:30', durationMinutes: 45 });
    expect(a).toMatchObject({ modality: 'online', endTime: '10:15', lateCancellation: false, serieId: null });
    expect(a).not.toHaveProperty('officeAddress');
    expect(a).not.toHaveProperty('cancelledBy');
    expect(toAppointment({ id: 'a2', time: '09:30' }).endTime).toBe('');
    expect(toAppointment({ id: 'a3', time: '09:30', modality: 'ambos', cancelledBy: 'admin' })).toMatchObject({ modality: 'online' });
  });
});

describe('slots read from the api', () => {
  it('a list or an envelope; malformed rows dropped', () => {
    const ok = { date: '2030-03-05', time: '10:00', available: true };
    expect(toSlots([ok, { date: '2030-03-05', time: '11:00' }, null])).toEqual([ok]);
    expect(toSlots({ content: [ok] })).toEqual([ok]);
    expect(toSlots('x')).toEqual([]);
  });
});
