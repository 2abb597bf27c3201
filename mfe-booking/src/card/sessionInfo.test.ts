import { needsTherapistFetch, sessionInfoOf } from './sessionInfo';

describe('card price and duration', () => {
  it('fetches only when the page did not pass both', () => {
    expect(needsTherapistFetch({ sessionPrice: 150, sessionDuration: 50 })).toBe(false);
    expect(needsTherapistFetch({ sessionPrice: 150 })).toBe(true);
    expect(needsTherapistFetch({})).toBe(true);
    expect(needsTherapistFetch({ sessionPrice: Number.NaN, sessionDuration: 50 })).toBe(true);
  });

  it('props win over the fetched profile', () => {
    expect(sessionInfoOf({ sessionPrice: 150, sessionDuration: 50 }, { sessionPrice: 200, price: 200, sessionDuration: 60 })).toEqual({ price: 150, duration: 50 });
  });

  it('the fetched profile fills what is missing, sessionPrice before price', () => {
    expect(sessionInfoOf({ sessionDuration: 45 }, { sessionPrice: 180, price: 100, sessionDuration: 60 })).toEqual({ price: 180, duration: 45 });
    expect(sessionInfoOf({}, { sessionPrice: 0, price: 120, sessionDuration: 60 })).toEqual({ price: 120, duration: 60 });
  });

  it('nothing known yet → null (nothing shown rather than R$ 0,00)', () => {
    expect(sessionInfoOf({}, undefined)).toEqual({ price: null, duration: null });
  });
});
