import { bookingFormSchema, bookingRequestSchema } from './booking';
import { validate } from './validate';

describe('bookingRequestSchema', () => {
  const ok = { therapistId: 't1', date: '2026-11-27', time: '14:00' };
  it('accepts and trims notes (optional → "")', () => {
    expect(validate(bookingRequestSchema, ok)).toEqual({ success: true, output: { ...ok, notes: '' } });
    expect(validate(bookingRequestSchema, { ...ok, notes: '  oi  ' })).toEqual({
      success: true,
      output: { ...ok, notes: 'oi' },
    });
  });
  it('date and time are required', () => {
    const msg = 'Por favor, selecione uma data e horário.';
    for (const input of [
      { ...ok, date: '' },
      { ...ok, time: '' },
      { therapistId: 't1' },
      { ...ok, date: '2026-02-30' },
      { ...ok, time: '25:00' },
    ]) {
      const r = validate(bookingRequestSchema, input);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.message).toBe(msg);
    }
  });
  it('limits notes to 1000 characters', () => {
    const r = validate(bookingRequestSchema, { ...ok, notes: 'x'.repeat(1001) });
    expect(r.success ? {} : r.fieldErrors).toEqual({ notes: 'As observações devem ter no máximo 1000 caracteres.' });
  });
});

describe('bookingFormSchema', () => {
  const ok = { date: '2026-11-27', time: '08:00' };
  it('accepts a date and a time, notes optional and trimmed', () => {
    expect(validate(bookingFormSchema, ok)).toEqual({ success: true, output: { ...ok, notes: '' } });
    expect(validate(bookingFormSchema, { ...ok, notes: '  ansiedade  ' })).toEqual({ success: true, output: { ...ok, notes: 'ansiedade' } });
  });
  it('uses the product messages, and asks for neither a phone nor a payment method (issue 30)', () => {
    const r = validate(bookingFormSchema, { phone: '', paymentMethod: '' });
    expect(r.success ? {} : r.fieldErrors).toEqual({
      date: 'Por favor, selecione uma data para a consulta',
      time: 'Por favor, selecione um horário para a consulta',
    });
  });
});

describe('bookingRequestSchema: recorrencia (issue 33)', () => {
  const ok = { therapistId: 't1', date: '2026-11-27', time: '14:00' };
  it('absent: a single session; semanal or quinzenal: a series; anything else refused in pt-BR', () => {
    expect(validate(bookingRequestSchema, ok)).toEqual({ success: true, output: { ...ok, notes: '' } });
    expect(validate(bookingRequestSchema, { ...ok, recorrencia: 'quinzenal' })).toEqual({ success: true, output: { ...ok, notes: '', recorrencia: 'quinzenal' } });
    const r = validate(bookingRequestSchema, { ...ok, recorrencia: 'diaria' });
    expect(r.success ? {} : r.fieldErrors).toEqual({ recorrencia: 'Escolha "Sessão única", "Toda semana" ou "A cada 15 dias".' });
  });
});
