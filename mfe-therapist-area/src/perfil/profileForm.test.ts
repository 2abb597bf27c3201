import {
  REQUIRED_FIELDS,
  emptyProfileValues,
  isProfileComplete,
  toProfilePayload,
  validateProfileValues,
  valuesFromTherapist,
  type ProfileFormValues,
} from './profileForm';
import { therapist } from '../test/fixtures';

const valid = (): ProfileFormValues => valuesFromTherapist(therapist());

it('starts with the SPEC defaults: price 150, duration 50, the account name', () => {
  const v = emptyProfileValues('Ana Souza');
  expect(v.sessionPrice).toBe(150);
  expect(v.sessionDuration).toBe(50);
  expect(v.fullName).toBe('Ana Souza');
  expect(valuesFromTherapist(null, 'Ana Souza')).toEqual(v);
});

it('marks exactly the SPEC §5 required fields', () => {
  expect([...REQUIRED_FIELDS].sort()).toEqual(
    ['bio', 'birthDate', 'city', 'cpf', 'fullName', 'languages', 'phone', 'sessionDuration', 'sessionFormats', 'sessionPrice', 'sessionTypes', 'state'].sort(),
  );
});

it('loads the stored record masked (CPF, phone) with specialties as ids', () => {
  const v = valid();
  expect(v.cpf).toBe('529.982.247-25');
  expect(v.phone).toBe('(11) 98765-4321');
  expect(v.specialties).toEqual(['ansiedade']);
  expect(validateProfileValues(v)).toEqual({});
});

it('reports every SPEC §5 rule with its message', () => {
  const errors = validateProfileValues({
    ...valid(),
    fullName: 'Al',
    cpf: '123.456',
    crp: '12',
    phone: '(11) 1234',
    city: 'S',
    state: '',
    languages: [],
    sessionTypes: [],
    sessionFormats: [],
    sessionPrice: 0,
    sessionDuration: 10,
    bio: 'curta',
    youtubeVideoUrl: 'não é url',
    paymentLink: 'ftp//x',
  });
  expect(errors).toMatchObject({
    fullName: 'O nome completo deve ter pelo menos 3 caracteres.',
    cpf: 'CPF inválido',
    crp: 'CRP inválido',
    phone: 'Telefone inválido',
    city: 'Informe a cidade.',
    state: 'Informe o estado.',
    languages: 'Selecione pelo menos um idioma.',
    sessionTypes: 'Selecione pelo menos um tipo de sessão.',
    sessionFormats: 'Selecione pelo menos um formato de atendimento.',
    sessionPrice: 'Informe um valor válido para a sessão',
    sessionDuration: 'Duração mínima de 15 minutos',
    bio: 'A biografia deve ter pelo menos 10 caracteres.',
    youtubeVideoUrl: 'Informe uma URL válida',
    paymentLink: 'Informe uma URL válida',
  });
});

it('accepts an empty CRP and empty links, refuses an empty price field', () => {
  expect(validateProfileValues({ ...valid(), crp: '', youtubeVideoUrl: '', paymentLink: '' })).toEqual({});
  expect(validateProfileValues({ ...valid(), sessionPrice: '' })).toHaveProperty('sessionPrice', 'Informe um valor válido para a sessão');
});

it('validates education rows by path', () => {
  const errors = validateProfileValues({ ...valid(), education: [{ id: 'x', degree: 'Psicologia', institution: 'USP', year: '20' }] });
  expect(errors['education.0.year']).toBe('Informe um ano válido (AAAA).');
});

it('builds the SPEC §3 payload: numbers as numbers, specialties as ids, CEP as digits', () => {
  const payload = toProfilePayload({ ...valid(), sessionPrice: '200', zipCode: '01310-100' });
  expect(payload.sessionPrice).toBe(200);
  expect(payload.sessionDuration).toBe(50);
  expect(payload.specialties).toEqual(['ansiedade']);
  expect(payload.zipCode).toBe('01310100');
  expect(payload).not.toHaveProperty('id');
});

it('a record is complete only when it passes the form rules', () => {
  expect(isProfileComplete(therapist())).toBe(true);
  expect(isProfileComplete(null)).toBe(false);
  expect(isProfileComplete(therapist({ bio: '' }))).toBe(false);
  expect(isProfileComplete(therapist({ languages: [] }))).toBe(false);
  expect(isProfileComplete(therapist({ birthDate: undefined }))).toBe(false);
});

it("the api's profileComplete flag wins when the record carries it", () => {
  expect(isProfileComplete({ ...therapist({ bio: '' }), profileComplete: true })).toBe(true);
  expect(isProfileComplete({ ...therapist(), profileComplete: false })).toBe(false);
});
