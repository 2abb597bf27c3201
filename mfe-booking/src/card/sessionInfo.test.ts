import { needsTherapistFetch, sessionInfoOf } from './sessionInfo';

const NO_OFFICE = { officeNeighborhood: '', officeCity: '' };
const full = { sessionPrice: 150, sessionDuration: 50, sessionFormats: ['online' as const] };

describe('card session info', () => {
  it('fetches only when the page did not pass price, duration and formats', () => {
    expect(needsTherapistFetch(full)).toBe(false);
    expect(needsTherapistFetch({ sessionPrice: 150, sessionDuration: 50 })).toBe(true);
    expect(needsTherapistFetch({ sessionPrice: 150 })).toBe(true);
    expect(needsTherapistFetch({})).toBe(true);
    expect(needsTherapistFetch({ ...full, sessionPrice: Number.NaN })).toBe(true);
  });

  it('props win over the fetched profile', () => {
    const therapist = { sessionPrice: 200, price: 200, sessionDuration: 60, sessionFormats: ['presencial' as const], officeNeighborhood: 'Centro', officeCity: 'Recife' };
    expect(sessionInfoOf({ ...full, officeNeighborhood: 'Pinheiros', officeCity: 'São Paulo' }, therapist)).toEqual({
      price: 150,
      freeFirstSession: false,
      duration: 50,
      formats: ['online'],
      office: { officeNeighborhood: 'Pinheiros', officeCity: 'São Paulo' },
    });
  });

  it('the fetched profile fills what is missing, sessionPrice before price', () => {
    const therapist = { sessionPrice: 180, price: 100, sessionDuration: 60, sessionFormats: ['online' as const, 'presencial' as const], officeNeighborhood: 'Centro', officeCity: 'Recife' };
    expect(sessionInfoOf({ sessionDuration: 45 }, therapist)).toEqual({
      price: 180,
      freeFirstSession: false,
      duration: 45,
      formats: ['online', 'presencial'],
      office: { officeNeighborhood: 'Centro', officeCity: 'Recife' },
    });
    expect(sessionInfoOf({}, { sessionPrice: 0, price: 120, sessionDuration: 60 })).toMatchObject({ price: 120, duration: 60 });
  });

  it("'Primeira sessão gratuita' from the page's props, else from the fetched profile", () => {
    expect(sessionInfoOf({ ...full, freeFirstSession: true }, undefined).freeFirstSession).toBe(true);
    expect(sessionInfoOf({ ...full, freeFirstSession: false }, { freeFirstSession: true }).freeFirstSession).toBe(false);
    expect(sessionInfoOf({}, { sessionPrice: 150, freeFirstSession: true }).freeFirstSession).toBe(true);
  });

  it('nothing known yet → null (nothing shown rather than R$ 0,00, no question yet)', () => {
    expect(sessionInfoOf({}, undefined)).toEqual({ price: null, freeFirstSession: false, duration: null, formats: null, office: NO_OFFICE });
  });

  it('a profile that could not be read offers both formats (the api knows which it accepts)', () => {
    expect(sessionInfoOf({}, undefined, true).formats).toEqual(['online', 'presencial']);
  });
});
