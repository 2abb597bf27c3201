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
  const ok = {
    date: '2026-11-27',
    time: '08:00',
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '(11) 91234-5678',
    paymentMethod: 'pix',
  };
  it('accepts a full form', () => {
    expect(validate(bookingFormSchema, ok).success).toBe(true);
  });
  it('uses the product messages', () => {
    const r = validate(bookingFormSchema, {});
    expect(r.success ? {} : r.fieldErrors).toEqual({
      date: 'Por favor, selecione uma data para a consulta',
      time: 'Por favor, selecione um horário para a consulta',
      name: 'Nome deve ter pelo menos 3 caracteres',
      email: 'E-mail inválido',
      phone: 'Telefone inválido',
      paymentMethod: 'Por favor, selecione um método de pagamento',
    });
    const bad = validate(bookingFormSchema, { ...ok, phone: '(11) 1234-567', email: 'x@', paymentMethod: 'boleto' });
    expect(bad.success ? {} : bad.fieldErrors).toEqual({
      phone: 'Telefone inválido',
      email: 'E-mail inválido',
      paymentMethod: 'Por favor, selecione um método de pagamento',
    });
  });
});
