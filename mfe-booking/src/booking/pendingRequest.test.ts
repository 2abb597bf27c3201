import { STORAGE_KEYS } from '@acolhe/shared-domain/contracts';
import { clearPendingBooking, readPendingBooking, savePendingBooking, type PendingBooking } from './pendingRequest';

const TODAY = '2026-11-20';
const request: PendingBooking = {
  therapistId: 't1',
  date: '2026-11-23',
  time: '10:00',
  notes: 'primeira consulta',
  origin: 'card',
  savedAt: '2026-11-20T12:00:00.000Z',
};

beforeEach(() => sessionStorage.clear());

describe('pending booking in sessionStorage', () => {
  it('round-trips under the shared-domain key', () => {
    savePendingBooking(request);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)!)).toEqual(request);
    expect(readPendingBooking('t1', TODAY)).toEqual(request);
  });

  it('keeps the format chosen, the payment method and the contact typed on /agendar', () => {
    const full: PendingBooking = {
      ...request,
      origin: 'agendar',
      modality: 'presencial',
      paymentMethod: 'pix',
      recorrencia: 'quinzenal',
      contact: { name: 'Ana', email: 'a@b.com', phone: '11' },
    };
    savePendingBooking(full);
    expect(readPendingBooking('t1', TODAY)).toEqual(full);
  });

  it('is not offered on another therapist, and is kept for the right one', () => {
    savePendingBooking(request);
    expect(readPendingBooking('t2', TODAY)).toBeNull();
    expect(readPendingBooking('t1', TODAY)).not.toBeNull();
  });

  it('a request for a past day is dropped', () => {
    savePendingBooking(request);
    expect(readPendingBooking('t1', '2026-11-24')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)).toBeNull();
  });

  it('garbage or a tampered entry is dropped, never thrown', () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingBooking, '{not json');
    expect(readPendingBooking('t1', TODAY)).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.pendingBooking, JSON.stringify({ ...request, time: '25:99' }));
    expect(readPendingBooking('t1', TODAY)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)).toBeNull();
  });

  it('clear removes it', () => {
    savePendingBooking(request);
    clearPendingBooking();
    expect(readPendingBooking('t1', TODAY)).toBeNull();
  });

  it('a broken storage never throws', () => {
    const broken = {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('denied'); },
      removeItem: () => { throw new Error('denied'); },
    };
    expect(() => savePendingBooking(request, broken)).not.toThrow();
    expect(readPendingBooking('t1', TODAY, broken)).toBeNull();
    expect(() => clearPendingBooking(broken)).not.toThrow();
  });
});
