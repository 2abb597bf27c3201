import { prefillContact, validateAgendar, type ContactValues } from './validation';

const complete = { date: '2026-11-23', time: '10:00', notes: '  ', modality: null };
const ONLINE_ONLY = { kind: 'fixed', modality: 'online' } as const;
const BOTH = { kind: 'choice' } as const;
const contact: ContactValues = { name: 'Rafael Lima', email: 'rafael@exemplo.com', phone: '(11) 91234-5678', paymentMethod: 'pix' };

describe('/agendar validation (product.md#validation, exact messages)', () => {
  it('an empty form reports every required field with its own message', () => {
    const r = validateAgendar({ date: null, time: null, notes: '', modality: null }, { name: '', email: '', phone: '', paymentMethod: '' }, BOTH);
    expect(r).toEqual({
      ok: false,
      errors: {
        date: 'Por favor, selecione uma data para a consulta',
        time: 'Por favor, selecione um horário para a consulta',
        modality: 'Escolha se a sessão será online ou presencial.',
        name: 'Nome deve ter pelo menos 3 caracteres',
        email: 'E-mail inválido',
        phone: 'Telefone inválido',
        paymentMethod: 'Por favor, selecione um método de pagamento',
      },
    });
  });

  it('name needs 3 characters after trimming; phone 10 digits; e-mail a valid address', () => {
    const r = validateAgendar(complete, { ...contact, name: ' Al ', phone: '(11) 1234-567', email: 'rafael@' }, ONLINE_ONLY);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({ name: 'Nome deve ter pelo menos 3 caracteres', phone: 'Telefone inválido', email: 'E-mail inválido' });
    }
  });

  it('a time without a date still asks for the date', () => {
    const r = validateAgendar({ date: null, time: '10:00', notes: '', modality: null }, contact, ONLINE_ONLY);
    expect(r).toEqual({ ok: false, errors: { date: 'Por favor, selecione uma data para a consulta' } });
  });

  it('a complete form passes, notes trimmed and optional', () => {
    expect(validateAgendar(complete, contact, ONLINE_ONLY)).toEqual({
      ok: true,
      output: {
        date: '2026-11-23',
        time: '10:00',
        notes: '',
        modality: 'online',
        name: 'Rafael Lima',
        email: 'rafael@exemplo.com',
        phone: '(11) 91234-5678',
        paymentMethod: 'pix',
      },
    });
  });

  it('asks for the format only when the therapist offers both, and takes the choice', () => {
    expect(validateAgendar(complete, contact, BOTH)).toEqual({
      ok: false,
      errors: { modality: 'Escolha se a sessão será online ou presencial.' },
    });
    const r = validateAgendar({ ...complete, modality: 'presencial' }, contact, BOTH);
    expect(r.ok && r.output.modality).toBe('presencial');
    const fixed = validateAgendar({ ...complete, modality: 'online' }, contact, { kind: 'fixed', modality: 'presencial' });
    expect(fixed.ok && fixed.output.modality).toBe('presencial');
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
