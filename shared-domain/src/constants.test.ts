import * as C from './constants';

describe('product.md#limits constants', () => {
  it('has the product values', () => {
    expect(C.FEATURED_LIMIT).toBe(4);
    expect(C.LIST_STALE_TIME_MS).toBe(300000);
    expect(C.HEADER_LOGIN_REFRESH_MS).toBe(100);
    expect(C.TOKEN_DEFAULT_EXPIRES_IN).toBe(3600);
    expect(C.IDENTITY_RETRY_TIMEOUT_MS).toBe(5000);
    expect(C.CONFIRM_DIALOG_AUTOCLOSE_MS).toBe(2000);
    expect(C.ADDRESS_LOOKUP_MOCK_DELAY_MS).toBe(800);
    expect(C.REVIEW_MIN_LENGTH).toBe(10);
    expect(C.BIO_MIN).toBe(10);
    expect(C.BIO_MAX).toBe(5000);
    expect(C.CLIENT_PHOTO_MAX_BYTES).toBe(1048576);
    expect(C.THERAPIST_PHOTO_MAX_BYTES).toBe(5242880);
    expect(C.SEARCH_CARD_SPECIALTIES).toBe(3);
    expect(C.SESSION_PRICE_DEFAULT).toBe(150);
    expect(C.AVATAR_INITIALS_MAX).toBe(2);
  });
  it('mock booking page: Monday, Wednesday and Friday only', () => {
    expect(Object.keys(C.MOCK_BOOKING_SLOTS)).toEqual(['1', '3', '5']);
    expect(C.MOCK_BOOKING_SLOTS[1]).toEqual(['08:00', '10:00', '14:00', '16:00']);
    expect(C.MOCK_BOOKING_SLOTS[3]).toEqual(['09:00', '11:00', '15:00', '17:00']);
    expect(C.MOCK_BOOKING_SLOTS[5]).toEqual(['08:00', '10:00', '14:00']);
  });
});
