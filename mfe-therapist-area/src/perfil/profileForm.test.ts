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
import { DEFAULT_SESSION_SETTINGS } from '../sessionSettings/sessionSettings';

const valid = (): ProfileFormValues => valuesFromTherapist(therapist());
const office = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'sala 4',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

it('starts with no price (the therapist types it: issue 44), no office, the account name', () => {
  const v = emptyProfileValues('Ana Souza');
  expect(v.sessionPrice).toBe('');
  expect(validateProfileValues(v)).toHaveProperty('sessionPrice', 'Informe um valor válido para a sessão');
  expect(v.officeAddress).toEqual({ zipCode: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' });
  expect(v.fullName).toBe('Ana Souza');
  expect(valuesFromTherapist(null, 'Ana Souza')).toEqual(v);
});

it('marks exactly the product.md#validation required fields', () => {
  expect([...REQUIRED_FIELDS].sort()).toEqual(
    ['bio', 'birthDate', 'city', 'cpf', 'fullName', 'languages', 'phone', 'sessionFormats', 'sessionPrice', 'sessionTypes', 'state'].sort(),
  );
});

it('loads the stored record masked (CPF, phone) with specialties as ids', () => {
  const v = valid();
  expect(v.cpf).toBe('529.982.247-25');
  expect(v.phone).toBe('(11) 98765-4321');
  expect(v.specialties).toEqual(['ansiedade']);
  expect(validateProfileValues(v)).toEqual({});
});

it('loads the office address with its CEP masked', () => {
  const v = valuesFromTherapist(therapist({ officeAddress: { ...office, zipCode: '01310100' } }));
  expect(v.officeAddress).toEqual(office);
});

it('reports every product.md#validation rule with its message', () => {
  const errors = validateProfileValues(
    {
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
      bio: 'curta',
      youtubeVideoUrl: 'não é url',
      paymentLink: 'ftp//x',
    },
    { ...DEFAULT_SESSION_SETTINGS, sessionDuration: 10 },
  );
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

it('the session length follows the shared rule (15–180, step 5), whatever tab it was typed in', () => {
  const withDuration = (sessionDuration: number | string) => validateProfileValues(valid(), { ...DEFAULT_SESSION_SETTINGS, sessionDuration });
  expect(withDuration(15)).toEqual({});
  expect(withDuration(180)).toEqual({});
  expect(withDuration(185)).toHaveProperty('sessionDuration', 'Duração máxima de 180 minutos.');
  expect(withDuration(52)).toHaveProperty('sessionDuration', 'A duração deve ser um múltiplo de 5 minutos.');
  expect(validateProfileValues(valid(), { ...DEFAULT_SESSION_SETTINGS, minNoticeHours: 80 })).toHaveProperty(
    'minNoticeHours',
    'A antecedência mínima deve ser de 0 a 72 horas.',
  );
});

it('offering presencial needs the office: the message on the first missing field, the others marked', () => {
  const presencial = { ...valid(), sessionFormats: ['online', 'presencial'] as ProfileFormValues['sessionFormats'] };
  const message = 'Informe CEP, rua, número, bairro, cidade e UF do consultório para atender presencialmente.';
  expect(validateProfileValues(presencial)).toEqual({
    'officeAddress.zipCode': message,
    'officeAddress.street': true,
    'officeAddress.number': true,
    'officeAddress.neighborhood': true,
    'officeAddress.city': true,
    'officeAddress.state': true,
  });
  expect(validateProfileValues({ ...presencial, officeAddress: { ...office, number: ' ', complement: '' } })).toEqual({
    'officeAddress.number': message,
  });
  expect(validateProfileValues({ ...presencial, officeAddress: office })).toEqual({});
  // online only: the office may stay empty
  expect(validateProfileValues(valid())).toEqual({});
  expect(validateProfileValues({ ...valid(), officeAddress: { ...office, zipCode: '0131' } })).toHaveProperty(
    ['officeAddress.zipCode'],
    'CEP inválido. Informe os 8 dígitos.',
  );
});

it('builds the profile payload: numbers as numbers, specialties as ids, the session settings, the CEP as digits', () => {
  const payload = toProfilePayload(
    { ...valid(), sessionPrice: '200', officeAddress: office },
    { sessionDuration: '45', bufferMinutes: 10, minNoticeHours: 24 },
  );
  expect(payload.sessionPrice).toBe(200);
  expect(payload).toMatchObject({ sessionDuration: 45, bufferMinutes: 10, minNoticeHours: 24 });
  expect(payload.specialties).toEqual(['ansiedade']);
  expect(payload.officeAddress).toEqual({ ...office, zipCode: '01310100' });
  expect(payload).not.toHaveProperty('id');
  expect(payload).not.toHaveProperty('zipCode');
});

it('a record is complete only when it passes the form rules', () => {
  /** a record without the api's profileComplete flag: the form rules decide */
  const unflagged = (over: Parameters<typeof therapist>[0] = {}) => {
    const { profileComplete: _flag, ...record } = therapist(over);
    return record;
  };
  expect(isProfileComplete(unflagged())).toBe(true);
  expect(isProfileComplete(null)).toBe(false);
  expect(isProfileComplete(unflagged({ bio: '' }))).toBe(false);
  expect(isProfileComplete(unflagged({ languages: [] }))).toBe(false);
  expect(isProfileComplete(unflagged({ birthDate: undefined }))).toBe(false);
  expect(isProfileComplete(therapist({ bio: '', profileComplete: true }))).toBe(true);
});

it("the api's profileComplete flag wins when the record carries it", () => {
  expect(isProfileComplete({ ...therapist({ bio: '' }), profileComplete: true })).toBe(true);
  expect(isProfileComplete({ ...therapist(), profileComplete: false })).toBe(false);
});
