import {
  crpParts,
  crpTypingProblem,
  normalizeCrp,
  publicationChecklist,
  formatCrp,
  isProfilePublishable,
  nextSlotLabel,
  profileMissingFields,
  type PublishableProfile,
} from './therapist-publication';

const office = { zipCode: '05422000', street: 'Rua dos Pinheiros', number: '870', complement: '', neighborhood: 'Pinheiros', city: 'São Paulo', state: 'SP' };
const complete: PublishableProfile = {
  fullName: 'Marina Duarte',
  crp: '06/154872',
  sessionPrice: 180,
  freeFirstSession: false,
  specialties: [{ id: 'ansiedade' }],
  sessionFormats: ['online'],
  city: 'São Paulo',
  bio: 'Psicóloga clínica há 12 anos.',
  hasAvailability: true,
};

describe('isProfilePublishable', () => {
  it('a complete profile is publishable', () => {
    expect(profileMissingFields(complete)).toEqual([]);
    expect(isProfilePublishable(complete)).toBe(true);
  });

  it('lists every missing item, in the form order', () => {
    const empty: PublishableProfile = {
      fullName: '',
      crp: '',
      sessionPrice: 0,
      freeFirstSession: false,
      specialties: [],
      sessionFormats: [],
      city: ' ',
      bio: 'curta',
      hasAvailability: false,
    };
    expect(profileMissingFields(empty)).toEqual([
      'fullName',
      'crp',
      'price',
      'specialties',
      'sessionFormats',
      'city',
      'bio',
      'availability',
    ]);
    expect(isProfilePublishable(empty)).toBe(false);
  });

  it('price 0 is allowed only with the first session free (never R$ 0,00 in public)', () => {
    expect(profileMissingFields({ ...complete, sessionPrice: 0 })).toEqual(['price']);
    expect(profileMissingFields({ ...complete, sessionPrice: 0, freeFirstSession: true })).toEqual([]);
    expect(profileMissingFields({ ...complete, sessionPrice: Number.NaN })).toEqual(['price']);
  });

  it('needs a CRP with its region, the availability and, for presencial, the office', () => {
    expect(profileMissingFields({ ...complete, crp: '123456' })).toEqual(['crp']);
    expect(profileMissingFields({ ...complete, crp: '99/123456' })).toEqual(['crp']);
    expect(profileMissingFields({ ...complete, hasAvailability: false })).toEqual(['availability']);
    expect(profileMissingFields({ ...complete, sessionFormats: ['presencial'] })).toEqual(['officeAddress']);
    expect(profileMissingFields({ ...complete, sessionFormats: ['presencial'], officeAddress: office })).toEqual([]);
  });
});

describe('CRP', () => {
  it.each([
    ['06/123456', { region: '06', number: '123456' }],
    ['CRP 05-54321', { region: '05', number: '54321' }],
    ['05/4321', null], // five or six digits after the region
    ['05123', null], ['6/123', null], ['00/123', null],
  ])('reads the region and number: %p → %p', (crp, parts) => {
    expect(crpParts(crp)).toEqual(parts);
  });
  it.each([['06/123456', 'CRP 06/123456'], [' crp 06 - 123456 ', 'CRP 06/123456'], ['', ''], ['SP 1234', 'CRP SP 1234']])(
    'formats as CRP RR/NNNNNN: %p → %p',
    (crp, shown) => {
      expect(formatCrp(crp)).toBe(shown);
    },
  );
  it('stores one spelling', () => {
    expect(normalizeCrp(' CRP 06-12345 ')).toBe('06/12345');
    expect(normalizeCrp('')).toBe('');
  });
  it('complains while typing only once the text can no longer become RR/NNNNN(N)', () => {
    for (const typing of ['', '0', '06', '06/', '06/1', '06/12345', '06/123456', 'CRP 06-12']) expect(crpTypingProblem(typing, 'x')).toBeNull();
    for (const wrong of ['051', '05123', '06/1234567', 'ab', '06/12a']) expect(crpTypingProblem(wrong, 'x')).toBe('x');
  });
});

describe('publicationChecklist', () => {
  it('lists every item listing needs, ticked from the same rule, each with the id of its field', () => {
    const items = publicationChecklist(['crp', 'availability'], true);
    expect(items.map((i) => [i.key, i.done])).toEqual([
      ['profileSaved', true],
      ['fullName', true],
      ['crp', false],
      ['price', true],
      ['specialties', true],
      ['sessionFormats', true],
      ['city', true],
      ['bio', true],
      ['availability', false],
    ]);
    expect(items.find((i) => i.key === 'crp')).toMatchObject({ label: 'Número do CRP com a região (ex.: 06/123456)', anchor: 'perfil-crp' });
  });
  it('shows the office only while it is missing, and the unsaved profile as not done', () => {
    const items = publicationChecklist(['officeAddress'], false);
    expect(items[0]).toMatchObject({ key: 'profileSaved', done: false });
    expect(items.find((i) => i.key === 'officeAddress')).toMatchObject({ done: false, anchor: 'perfil-consultorio' });
  });
});

describe('nextSlotLabel', () => {
  it("'qui, 27/11 às 14:00'", () => {
    expect(nextSlotLabel('2025-11-27T14:00')).toBe('qui, 27/11 às 14:00');
    expect(nextSlotLabel('2026-03-01T09:30')).toBe('dom, 01/03 às 09:30');
    expect(nextSlotLabel(null)).toBe('');
    expect(nextSlotLabel('2025-11-27 14:00')).toBe('');
  });
});
