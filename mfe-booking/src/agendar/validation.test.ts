import { prefillContact, validateAgendar, type ContactValues } from './validation';

const complete = { date: '2026-11-23', time: '10:00', notes: '  ' };
const contact: ContactValues = { name: 'Rafael Lima', email: 'rafael@exemplo.com', phone: '(11) 91234-5678', paymentMethod: 'pix' };

describe('/agendar validation (SPEC §5, exact messages)', () => {
  it('an empty form reports every required field with its own message', () => {
    const r = validateAgendar({ date: null, time: null, notes: '' }, { name: '', email: '', phone: '', paymentMethod: '' });
    expect(r).toEqual({
      ok: false,
      errors: {
        date: 'Por favor, selecione uma data para a consulta',
        time: 'Por favor, selecione um horário para a consulta',
        name: 'Nome deve ter pelo menos 3 caracteres',
        email: 'E-mail inválido',
        phone: 'Telefone inválido',
        paymentMethod: 'Por favor, selecione um método de pagamento',
      },
    });
  });

  it('name needs 3 characters after trimming; phone 10 digits; e-mail a valid address', () => {
    const r = validateAgendar(complete, { ...contact, name: ' Al ', phone: '(11) 1234-567', email: 'rafael@' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({ name: 'Nome deve ter pelo menos 3 caracteres', phone: 'Telefone inválido', email: 'E-mail inválido' });
    }
  });

  it('a time without a date still asks for the date', () => {
    const r = validateAgendar({ date: null, time: '10:00', notes: '' }, contact);
    expect(r).toEqual({ ok: false, errors: { date: 'Por favor, selecione uma data para a consulta' } });
  });

  it('a complete form passes, notes trimmed and optional', () => {
    expect(validateAgendar(complete, contact)).toEqual({
      ok: true,
      output: { date: '2026-11-23', time: '10:00', notes: '', name: 'Rafael Lima', email: 'rafael@exemplo.com', phone: '(11) 91234-5678', paymentMethod: 'pix' },
    });
  });
});

describe('prefill of the personal data', () => {
  const empty: ContactValues = { name: '', email: '', phone: '', paymentMethod: '' };

  it('fills empty fields from the first source that has them', () => {
    expect(prefillContact(empty, { name: 'Rafael', email: '', phone: '' }, { name: 'X', email: 'r@x.com', phone: '11912345678' })).toEqual({
      name: 'Rafael',
      email: 'r@x.com',
      phone: '11912345678',
      paymentMethod: '',
    });
  });

  it('never overwrites what the user typed', () => {
    expect(prefillContact({ ...empty, name: 'Rafa', paymentMethod: 'debit' }, { name: 'Rafael Lima', email: 'r@x.com' })).toEqual({
      name: 'Rafa',
      email: 'r@x.com',
      phone: '',
      paymentMethod: 'debit',
    });
  });

  it('ignores missing sources', () => {
    expect(prefillContact(empty, null, undefined)).toEqual(empty);
  });
});
