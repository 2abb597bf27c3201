import { validate } from '../schemas/validate';
import { cabecalhoSchema, registroSchema, retencaoAte } from './prontuario';

describe('prontuário schemas', () => {
  it('an entry needs a text of 1 to 10 000 characters (trimmed)', () => {
    expect(validate(registroSchema, { texto: '  ok ' })).toEqual({ success: true, output: { texto: 'ok' } });
    expect(validate(registroSchema, { texto: '   ' })).toMatchObject({ success: false, fieldErrors: { texto: 'Escreva o registro (até 10.000 caracteres).' } });
    expect(validate(registroSchema, { texto: 'x'.repeat(10_001) }).success).toBe(false);
  });

  it('the header needs a name; the birth date is a real date or empty', () => {
    expect(validate(cabecalhoSchema, { nome: 'Rafael', dataNascimento: '1990-02-30' }).success).toBe(false);
    expect(validate(cabecalhoSchema, { nome: 'Rafael', dataNascimento: '1990-13-01' }).success).toBe(false);
    expect(validate(cabecalhoSchema, { nome: 'Rafael', dataNascimento: '' })).toMatchObject({ success: true, output: { contato: '', demanda: '' } });
    expect(validate(cabecalhoSchema, { nome: '' })).toMatchObject({ success: false, fieldErrors: { nome: 'Informe o nome (até 120 caracteres).' } });
  });

  it('keeps the record 5 years after the last session (29 Feb to 28 Feb)', () => {
    expect(retencaoAte('2026-11-26')).toBe('2031-11-26');
    expect(retencaoAte('2028-02-29')).toBe('2033-02-28');
  });
});
