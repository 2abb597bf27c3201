import { therapistProfileSchema } from './therapist-profile';
import { validate } from './validate';

const ok = {
  fullName: 'Ana Souza',
  birthDate: '1985-04-12',
  cpf: '123.456.789-09',
  phone: '(11) 91234-5678',
  city: 'São Paulo',
  state: 'SP',
  languages: ['portugues'],
  sessionTypes: ['individual'],
  sessionFormats: ['online'],
  sessionPrice: 150,
  sessionDuration: 50,
  bio: 'Psicóloga clínica com foco em ansiedade.',
};
const office = { zipCode: '01310-100', street: 'Avenida Paulista', number: '1000', complement: 'sala 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const errors = (patch: Record<string, unknown>) => {
  const r = validate(therapistProfileSchema, { ...ok, ...patch });
  return r.success ? {} : r.fieldErrors;
};

describe('therapistProfileSchema', () => {
  it('accepts the required fields and fills optional defaults', () => {
    const r = validate(therapistProfileSchema, ok);
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.output).toMatchObject({
        gender: '',
        crp: '',
        freeFirstSession: false,
        youtubeVideoUrl: '',
        paymentLink: '',
        profileImageUrl: '',
        title: '',
        specialty: '',
        specialties: [],
        description: '',
        approach: '',
        education: [],
      });
      expect(r.output).not.toHaveProperty('availability');
    }
  });

  it('fullName at least 3', () => {
    expect(errors({ fullName: 'An' })).toEqual({ fullName: 'O nome completo deve ter pelo menos 3 caracteres.' });
  });

  it('birthDate required, real, not future, not before 1900', () => {
    expect(errors({ birthDate: '' })).toEqual({ birthDate: 'Informe a data de nascimento.' });
    expect(errors({ birthDate: '1990-02-30' })).toEqual({ birthDate: 'Informe a data de nascimento.' });
    expect(errors({ birthDate: '1899-12-31' })).toEqual({
      birthDate: 'A data de nascimento não pode ser anterior a 01/01/1900.',
    });
    expect(errors({ birthDate: '2999-01-01' })).toEqual({ birthDate: 'A data de nascimento não pode ser no futuro.' });
    expect(errors({ birthDate: '1900-01-01' })).toEqual({});
  });

  it('cpf 11 to 14 characters', () => {
    expect(errors({ cpf: '12345678909' })).toEqual({});
    expect(errors({ cpf: '1234567890' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: '123.456.789-090' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: 'abcdefghijk' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: '123.456.789.0' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: undefined })).toEqual({ cpf: 'CPF inválido' });
  });

  it('cpf with check digits that do not hold, or all digits equal, is refused', () => {
    expect(errors({ cpf: '111.111.111-11' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: '123.456.789-00' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: '529.982.247-25' })).toEqual({});
  });

  it('crp empty or RR/NNNNN(N), stored as RR/NNNNNN however typed', () => {
    const crpMessage = 'CRP inválido'; // the spec's text; the field's description gives the format
    expect(errors({ crp: '' })).toEqual({});
    expect(errors({ crp: '05123' })).toEqual({ crp: crpMessage });
    expect(errors({ crp: '06/1' })).toEqual({ crp: crpMessage });
    expect(errors({ crp: '061' })).toEqual({ crp: crpMessage });
    expect(errors({ crp: '99/12345' })).toEqual({ crp: crpMessage });
    const parsed = validate(therapistProfileSchema, { ...ok, crp: 'CRP 06-12345' });
    expect(parsed.success && parsed.output.crp).toBe('06/12345');
  });

  it('a video link the profile cannot play (Vimeo) is refused, a YouTube one kept', () => {
    expect(errors({ youtubeVideoUrl: 'https://vimeo.com/123456' })).toEqual({
      youtubeVideoUrl: 'O perfil só mostra vídeos do YouTube: cole um link como https://www.youtube.com/watch?v=…',
    });
    expect(errors({ youtubeVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toEqual({});
    expect(errors({ youtubeVideoUrl: '' })).toEqual({});
  });

  it('phone at least 10 digits, city and state at least 2', () => {
    expect(errors({ phone: '123456789' })).toEqual({ phone: 'Telefone inválido' });
    expect(errors({ phone: '1112345678' })).toEqual({});
    expect(errors({ phone: 'telefone123' })).toEqual({ phone: 'Telefone inválido' });
    expect(errors({ city: 'S' })).toEqual({ city: 'Informe a cidade.' });
    expect(errors({ state: ' ' })).toEqual({ state: 'Informe o estado.' });
  });

  it('languages, sessionTypes, sessionFormats need at least one valid value each', () => {
    expect(errors({ languages: [], sessionTypes: [], sessionFormats: [] })).toEqual({
      languages: 'Selecione pelo menos um idioma.',
      sessionTypes: 'Selecione pelo menos um tipo de sessão.',
      sessionFormats: 'Selecione pelo menos um formato de atendimento.',
    });
    expect(errors({ languages: ['klingon'] })).toEqual({ 'languages.0': 'Selecione pelo menos um idioma.' });
    expect(errors({ sessionFormats: ['online', 'presencial'], sessionTypes: ['casal', 'grupo'], officeAddress: office })).toEqual({});
  });

  it('offering presencial needs the office address (complemento optional); CEP digits only', () => {
    const msg = 'Informe CEP, rua, número, bairro, cidade e UF do consultório para atender presencialmente.';
    expect(errors({ sessionFormats: ['presencial'] })).toEqual({ 'officeAddress.street': msg });
    expect(errors({ sessionFormats: ['presencial'], officeAddress: { ...office, number: '' } })).toEqual({ 'officeAddress.street': msg });
    expect(errors({ sessionFormats: ['presencial'], officeAddress: { ...office, complement: '' } })).toEqual({});
    expect(errors({ sessionFormats: ['online'] })).toEqual({});
    expect(errors({ officeAddress: { ...office, zipCode: '0131' } })).toEqual({ 'officeAddress.zipCode': 'CEP inválido. Informe os 8 dígitos.' });
    const r = validate(therapistProfileSchema, { ...ok, sessionFormats: ['presencial'], officeAddress: office });
    expect(r.success && r.output.officeAddress.zipCode).toBe('01310100');
  });

  it('buffer 0/5/10/15 and notice 0–72 h, with defaults 0 and 12', () => {
    const r = validate(therapistProfileSchema, ok);
    expect(r.success && [r.output.bufferMinutes, r.output.minNoticeHours]).toEqual([0, 12]);
    expect(errors({ bufferMinutes: 7 })).toEqual({ bufferMinutes: 'Escolha um intervalo de 0, 5, 10 ou 15 minutos.' });
    expect(errors({ minNoticeHours: 73 })).toEqual({ minNoticeHours: 'A antecedência mínima deve ser de 0 a 72 horas.' });
    expect(errors({ bufferMinutes: 15, minNoticeHours: 0 })).toEqual({});
  });

  it('sessionPrice at least 1', () => {
    const msg = 'Informe um valor válido para a sessão';
    expect(errors({ sessionPrice: 0 })).toEqual({ sessionPrice: msg });
    expect(errors({ sessionPrice: '' })).toEqual({ sessionPrice: msg });
    expect(errors({ sessionPrice: Number.NaN })).toEqual({ sessionPrice: msg });
    expect(errors({ sessionPrice: 1 })).toEqual({});
  });

  it('sessionPrice at most R$ 10.000,00, whole reais or cents (never a database overflow)', () => {
    expect(errors({ sessionPrice: 10_000 })).toEqual({});
    expect(errors({ sessionPrice: 150.75 })).toEqual({});
    expect(errors({ sessionPrice: 0.1 + 0.2 + 199.7 })).toEqual({});
    expect(errors({ sessionPrice: 10_000.01 })).toEqual({ sessionPrice: 'O valor da sessão deve ser de no máximo R$ 10.000,00.' });
    expect(errors({ sessionPrice: 1e12 })).toEqual({ sessionPrice: 'O valor da sessão deve ser de no máximo R$ 10.000,00.' });
    expect(errors({ sessionPrice: 150.755 })).toEqual({ sessionPrice: 'Informe o valor em reais e centavos (no máximo 2 casas decimais).' });
  });

  it('sessionDuration at least 15, step 5', () => {
    expect(errors({ sessionDuration: 10 })).toEqual({ sessionDuration: 'Duração mínima de 15 minutos' });
    expect(errors({ sessionDuration: 15 })).toEqual({});
    expect(errors({ sessionDuration: 52 })).toEqual({ sessionDuration: 'A duração deve ser um múltiplo de 5 minutos.' });
    expect(errors({ sessionDuration: 185 })).toEqual({ sessionDuration: 'Duração máxima de 180 minutos.' });
    expect(errors({ sessionDuration: 180 })).toEqual({});
  });

  it('bio 10 to 5000 characters (trimmed)', () => {
    expect(errors({ bio: '  curta   ' })).toEqual({ bio: 'A biografia deve ter pelo menos 10 caracteres.' });
    expect(errors({ bio: 'x'.repeat(5000) })).toEqual({});
    expect(errors({ bio: 'x'.repeat(5001) })).toEqual({ bio: 'A biografia deve ter no máximo 5000 caracteres.' });
  });

  it('youtubeVideoUrl and paymentLink must be http(s) URLs or empty', () => {
    expect(errors({ youtubeVideoUrl: '', paymentLink: '' })).toEqual({});
    expect(errors({ youtubeVideoUrl: 'https://www.youtube.com/watch?v=abc', paymentLink: 'https://pag.ae/x' })).toEqual({});
    expect(errors({ youtubeVideoUrl: 'youtube', paymentLink: 'javascript:alert(1)' })).toEqual({
      youtubeVideoUrl: 'Informe uma URL válida',
      paymentLink: 'Informe uma URL válida',
    });
  });

  it('gender is a known value or empty', () => {
    expect(errors({ gender: 'prefiro-nao-dizer' })).toEqual({});
    expect(errors({ gender: 'male' })).toEqual({ gender: 'Selecione uma opção de gênero válida.' });
  });

  it('education rows need degree, institution and a 4-digit year', () => {
    expect(
      errors({ education: [{ id: 'e1', degree: 'Psicologia', institution: 'USP', year: '2010' }] }),
    ).toEqual({});
    expect(errors({ education: [{ degree: 'P', institution: '', year: '10' }] })).toEqual({
      'education.0.degree': 'Informe o curso.',
      'education.0.institution': 'Informe a instituição.',
      'education.0.year': 'Informe um ano válido (AAAA).',
    });
    expect(errors({ education: [{ degree: 'Psicologia', institution: 'USP', year: '1800' }] })).toEqual({
      'education.0.year': 'Informe um ano válido (AAAA).',
    });
  });

  it('specialties are ids; texts have maxima', () => {
    expect(errors({ specialties: ['1', ''] })).toEqual({ 'specialties.1': 'Especialidade inválida.' });
    expect(errors({ title: 'x'.repeat(101) })).toEqual({ title: 'O título deve ter no máximo 100 caracteres.' });
    expect(errors({ description: 'x'.repeat(1001) })).toEqual({
      description: 'A descrição deve ter no máximo 1000 caracteres.',
    });
    expect(errors({ approach: 'x'.repeat(5001) })).toEqual({ approach: 'A abordagem deve ter no máximo 5000 caracteres.' });
  });

  it('languages default to Português when absent, and approaches come from the fixed list', () => {
    const r = validate(therapistProfileSchema, { ...ok, languages: undefined, approaches: ['tcc', 'sistemica'] });
    expect(r.success && r.output.languages).toEqual(['portugues']);
    expect(r.success && r.output.approaches).toEqual(['tcc', 'sistemica']);
    expect(errors({ approaches: ['reiki'] })).toEqual({ 'approaches.0': 'Abordagem inválida.' });
    expect(errors({ languages: [] })).toEqual({ languages: 'Selecione pelo menos um idioma.' });
  });

  it('reports every required field when the body is empty', () => {
    const r = validate(therapistProfileSchema, {});
    expect(r.success ? [] : Object.keys(r.fieldErrors).sort()).toEqual(
      [
        'fullName',
        'birthDate',
        'cpf',
        'phone',
        'city',
        'state',
        'sessionTypes',
        'sessionFormats',
        'sessionPrice',
        'sessionDuration',
        'bio',
      ].sort(),
    );
  });
});
