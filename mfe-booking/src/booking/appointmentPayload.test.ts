import * as v from 'valibot';
import { bookingRequestSchema } from '@acolhe/shared-domain';
import { buildBookingRequest } from './appointmentPayload';

describe('POST /sessoes body', () => {
  const base = { therapistId: 't1', date: '2026-11-23', time: '10:00', notes: '  quero conversar  ', modality: 'online' as const };

  it('carries only what the api reads: therapist, date, time, trimmed notes, modality', () => {
    const body = buildBookingRequest(base);
    expect(body).toEqual({ therapistId: 't1', date: '2026-11-23', time: '10:00', notes: 'quero conversar', modality: 'online' });
    expect(v.parse(bookingRequestSchema, body)).toEqual(body);
  });

  it('adds the payment method chosen on /agendar', () => {
    const body = buildBookingRequest({ ...base, modality: 'presencial', paymentMethod: 'pix' });
    expect(body).toEqual({ therapistId: 't1', date: '2026-11-23', time: '10:00', notes: 'quero conversar', modality: 'presencial', paymentMethod: 'pix' });
    expect(v.safeParse(bookingRequestSchema, body).success).toBe(true);
  });

  it('adds the series asked for (issue 33), never for a single session', () => {
    const body = buildBookingRequest({ ...base, recorrencia: 'semanal' });
    expect(body).toEqual({ therapistId: 't1', date: '2026-11-23', time: '10:00', notes: 'quero conversar', modality: 'online', recorrencia: 'semanal' });
    expect(v.parse(bookingRequestSchema, body)).toEqual(body);
    expect(buildBookingRequest(base)).not.toHaveProperty('recorrencia');
  });
});
