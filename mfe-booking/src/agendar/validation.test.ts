import { validateAgendar } from './validation';

const complete = { date: '2026-11-23', time: '10:00', notes: '  ', modality: null };
const ONLINE_ONLY = { kind: 'fixed', modality: 'online' } as const;
const BOTH = { kind: 'choice' } as const;

describe('/agendar validation (product.md#validation, exact messages)', () => {
  it('an empty form reports every required field with its own message', () => {
    expect(validateAgendar({ date: null, time: null, notes: '', modality: null }, BOTH)).toEqual({
      ok: false,
      errors: {
        date: 'Por favor, selecione uma data para a consulta',
        time: 'Por favor, selecione um horário para a consulta',
        modality: 'Escolha se a sessão será online ou presencial.',
      },
    });
  });

  it('a time without a date still asks for the date', () => {
    const r = validateAgendar({ date: null, time: '10:00', notes: '', modality: null }, ONLINE_ONLY);
    expect(r).toEqual({ ok: false, errors: { date: 'Por favor, selecione uma data para a consulta' } });
  });

  it('a complete form passes, notes trimmed and optional; no phone or payment method is asked (issue 30)', () => {
    expect(validateAgendar(complete, ONLINE_ONLY)).toEqual({
      ok: true,
      output: { date: '2026-11-23', time: '10:00', notes: '', modality: 'online' },
    });
    const withNotes = validateAgendar({ ...complete, notes: '  Ansiedade no trabalho. ' }, ONLINE_ONLY);
    expect(withNotes.ok && withNotes.output.notes).toBe('Ansiedade no trabalho.');
  });

  it('asks for the format only when the therapist offers both, and takes the choice', () => {
    expect(validateAgendar(complete, BOTH)).toEqual({ ok: false, errors: { modality: 'Escolha se a sessão será online ou presencial.' } });
    const r = validateAgendar({ ...complete, modality: 'presencial' }, BOTH);
    expect(r.ok && r.output.modality).toBe('presencial');
  });
});
