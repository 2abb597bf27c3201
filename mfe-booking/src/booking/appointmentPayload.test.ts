import { buildNewAppointment, newAppointmentId } from './appointmentPayload';

describe('POST /sessoes body', () => {
  const base = {
    therapistId: 't1',
    date: '2026-11-23',
    time: '10:00',
    notes: '  quero conversar  ',
    client: { id: 'c1', name: 'Rafael Lima' },
    id: 'a1',
    now: new Date('2026-11-20T12:00:00.000Z'),
  };

  it('has the SPEC §7 fields, PENDING, trimmed notes', () => {
    expect(buildNewAppointment(base)).toEqual({
      id: 'a1',
      therapistId: 't1',
      clientId: 'c1',
      clientName: 'Rafael Lima',
      cliente: { name: 'Rafael Lima' },
      date: '2026-11-23',
      time: '10:00',
      notes: 'quero conversar',
      status: 'PENDING',
      createdAt: '2026-11-20T12:00:00.000Z',
    });
  });

  it('stores the payment method and the typed name when given', () => {
    const body = buildNewAppointment({ ...base, paymentMethod: 'pix', clientName: ' Rafa L ' });
    expect(body).toMatchObject({ paymentMethod: 'pix', clientName: 'Rafa L', cliente: { name: 'Rafa L' } });
  });

  it('ids are uuids', () => {
    expect(newAppointmentId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
