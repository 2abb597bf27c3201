import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  CITY_LABELS,
  CITY_SLUGS,
  CLIENT_GENDER_LABELS,
  DAY_OF_WEEK_LABELS,
  LANGUAGE_LABELS,
  LANGUAGES,
  MODALIDADES,
  MODALIDADE_LABELS,
  PAYMENT_METHOD_LABELS,
  SESSION_FORMAT_LABELS,
  THERAPIST_GENDERS,
  UF_CODES,
  UF_LABELS,
  isOneOf,
  optionsOf,
  roleOf,
  statusLabel,
  toAppointmentStatus,
} from './enums';

describe('roleOf', () => {
  it.each([['terapeuta', 'terapeuta'], ['cliente', 'cliente'], ['Terapeuta', 'cliente'], [undefined, 'cliente'], [null, 'cliente'], [42, 'cliente']])(
    'is terapeuta only for the exact value: %p → %p',
    (value, role) => {
      expect(roleOf(value)).toBe(role);
    },
  );
});

describe('appointment status', () => {
  it('labels every status in pt-BR', () => {
    expect(APPOINTMENT_STATUSES.map((s) => APPOINTMENT_STATUS_LABELS[s])).toEqual([
      'Pendente',
      'Confirmada',
      'Recusada',
      'Concluída',
      'Cancelada',
    ]);
  });
  it('shows unknown values as Pendente', () => {
    expect(statusLabel('CONFIRMED')).toBe('Confirmada');
    expect(statusLabel('confirmed')).toBe('Pendente');
    expect(statusLabel(undefined)).toBe('Pendente');
    expect(toAppointmentStatus('WHATEVER')).toBe('PENDING');
  });
});

describe('label tables', () => {
  it('has the 27 federative units', () => {
    expect(UF_CODES).toHaveLength(27);
    expect(new Set(UF_CODES).size).toBe(27);
    expect(Object.keys(UF_LABELS).sort()).toEqual([...UF_CODES].sort());
    expect(UF_LABELS.SP).toBe('São Paulo');
    expect(UF_LABELS.DF).toBe('Distrito Federal');
  });
  it('has the five cities', () => {
    expect(CITY_SLUGS).toEqual(['sao-paulo', 'rio-de-janeiro', 'belo-horizonte', 'salvador', 'brasilia']);
    expect(CITY_SLUGS.map((c) => CITY_LABELS[c])).toEqual([
      'São Paulo',
      'Rio de Janeiro',
      'Belo Horizonte',
      'Salvador',
      'Brasília',
    ]);
  });
  it('labels languages, formats, genders, payment methods and days', () => {
    expect(LANGUAGES.map((l) => LANGUAGE_LABELS[l])).toEqual([
      'Português',
      'Inglês',
      'Espanhol',
      'Francês',
      'Italiano',
      'Alemão',
    ]);
    expect(SESSION_FORMAT_LABELS).toEqual({ online: 'Online', presencial: 'Presencial' });
    expect(MODALIDADES).toEqual(['online', 'presencial', 'ambos']);
    expect(MODALIDADE_LABELS).toEqual({ online: 'Online', presencial: 'Presencial', ambos: 'Online ou presencial' });
    expect(THERAPIST_GENDERS).toEqual(['masculino', 'feminino', 'outro', 'prefiro-nao-dizer']);
    expect(CLIENT_GENDER_LABELS).toEqual({
      male: 'Masculino',
      female: 'Feminino',
      other: 'Outro',
      prefer_not_to_say: 'Prefiro não dizer',
    });
    expect(PAYMENT_METHOD_LABELS).toEqual({ credit: 'Cartão de crédito', debit: 'Cartão de débito', pix: 'Pix' });
    expect(DAY_OF_WEEK_LABELS[0]).toBe('Domingo');
    expect(DAY_OF_WEEK_LABELS[6]).toBe('Sábado');
  });
});

describe('helpers', () => {
  it('isOneOf narrows', () => {
    expect(isOneOf(MODALIDADES, 'ambos')).toBe(true);
    expect(isOneOf(MODALIDADES, 'x')).toBe(false);
  });
  it('optionsOf keeps order', () => {
    expect(optionsOf(['pix', 'credit'] as const, PAYMENT_METHOD_LABELS)).toEqual([
      { value: 'pix', label: 'Pix' },
      { value: 'credit', label: 'Cartão de crédito' },
    ]);
  });
});
