import { checkProfile, toFormValues, toPayloadInput } from './profileForm';
import { client } from '../test/fixtures';

describe('personal data form values', () => {
  it('shows the stored digits masked: CPF 000.000.000-00, CEP 00000-000, phone (00) 00000-0000', () => {
    const values = toFormValues(client({ cpf: '52998224725', zipCode: '01310100', phone: '11987654321' }));
    expect(values.cpf).toBe('529.982.247-25');
    expect(values.zipCode).toBe('01310-100');
    expect(values.phone).toBe('(11) 98765-4321');
  });

  it('sends CPF, CEP and phone as digits only', () => {
    const values = { ...toFormValues(client()), cpf: '529.982.247-25', zipCode: '01310-100', phone: '(11) 98765-4321' };
    expect(toPayloadInput(values)).toMatchObject({ cpf: '52998224725', zipCode: '01310100', phone: '11987654321' });
    const checked = checkProfile(values);
    expect(checked.success && checked.output).toMatchObject({ cpf: '52998224725', zipCode: '01310100' });
  });

  it("requires a name of at least 3 characters ('Nome deve ter pelo menos 3 caracteres.'); the rest is optional", () => {
    const empty = { ...toFormValues(client()), name: ' Ra ', gender: '' as const, birthDate: '', phone: '', cpf: '', zipCode: '', street: '', neighborhood: '', city: '', state: '' as const };
    const result = checkProfile(empty);
    expect(result.success).toBe(false);
    expect(!result.success && result.fieldErrors).toEqual({ name: 'Nome deve ter pelo menos 3 caracteres.' });
    expect(checkProfile({ ...empty, name: 'Rafa' }).success).toBe(true);
  });

  it('keeps the address número and complemento both ways', () => {
    const values = toFormValues(client({ number: '1578', complement: 'apto 42' }));
    expect(values).toMatchObject({ number: '1578', complement: 'apto 42' });
    expect(toPayloadInput({ ...values, number: ' 10 ', complement: '' })).toMatchObject({ number: ' 10 ', complement: '' });
    const checked = checkProfile({ ...values, number: ' 10 ' });
    expect(checked.success && checked.output).toMatchObject({ number: '10', complement: 'apto 42' });
  });

  it('refuses an incomplete CPF or CEP instead of sending it', () => {
    const values = { ...toFormValues(client()), cpf: '529.982', zipCode: '01310' };
    const result = checkProfile(values);
    expect(!result.success && result.fieldErrors).toEqual({ cpf: 'CPF inválido', zipCode: 'CEP inválido' });
  });
});
