import { STORAGE_KEYS } from './browser';
import {
  PENDING_BOOKING_MAX_AGE_MS,
  clearPendingBooking,
  parsePendingBooking,
  readPendingBooking,
  savePendingBooking,
  type PendingBooking,
  type StorageLike,
} from './pendingBooking';

/** Friday 2026-11-20, 12:00 in São Paulo. */
const NOW = new Date('2026-11-20T12:00:00-03:00');
const request: PendingBooking = {
  therapistId: 't1',
  date: '2026-11-23',
  time: '10:00',
  notes: 'primeira consulta',
  origin: 'card',
  savedAt: '2026-11-20T14:30:00.000Z', // 30 minutes before NOW
};

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, value) => void map.set(k, value),
    removeItem: (k) => void map.delete(k),
  };
}

const stored = (value: unknown) => JSON.stringify(value);

describe('parsePendingBooking (the one schema of a saved request)', () => {
  it('reads back what was saved, optional fields included', () => {
    expect(parsePendingBooking(stored(request), NOW)).toEqual(request);
    const full: PendingBooking = {
      ...request,
      origin: 'agendar',
      modality: 'presencial',
      paymentMethod: 'pix',
      recorrencia: 'quinzenal',
      contact: { name: 'Ana', email: 'a@b.com', phone: '11' },
    };
    expect(parsePendingBooking(stored(full), NOW)).toEqual(full);
  });

  it.each<[string, string]>([
    ['not JSON', '{not json'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an impossible time', stored({ ...request, time: '25:99' })],
    ['an impossible date', stored({ ...request, date: '2026-13-40' })],
    ['no therapist', stored({ ...request, therapistId: '' })],
    ['an unknown format', stored({ ...request, modality: 'telepatia' })],
    ['an unknown recurrence', stored({ ...request, recorrencia: 'diaria' })],
    ['an unknown origin', stored({ ...request, origin: 'evil' })],
    ['no savedAt', stored({ ...request, savedAt: undefined })],
    ['a savedAt that is no timestamp', stored({ ...request, savedAt: 'ontem' })],
    ['notes longer than the api takes', stored({ ...request, notes: 'x'.repeat(5000) })],
    ['notes that are not text', stored({ ...request, notes: { $gt: '' } })],
  ])('is dropped when malformed: %s', (_why, raw) => {
    expect(parsePendingBooking(raw, NOW)).toBeNull();
  });

  it('expires: kept up to PENDING_BOOKING_MAX_AGE_MS after it was saved, not a minute longer', () => {
    const savedAt = new Date(NOW.getTime() - PENDING_BOOKING_MAX_AGE_MS).toISOString();
    expect(parsePendingBooking(stored({ ...request, savedAt }), NOW)).not.toBeNull();
    const later = new Date(NOW.getTime() + 60_000);
    expect(parsePendingBooking(stored({ ...request, savedAt }), later)).toBeNull();
    expect(PENDING_BOOKING_MAX_AGE_MS).toBeLessThanOrEqual(6 * 60 * 60 * 1000); // "a few hours"
  });

  it('a request dated ahead of now (forged, or a clock far off) is dropped', () => {
    const ahead = new Date(NOW.getTime() + 60 * 60 * 1000).toISOString();
    expect(parsePendingBooking(stored({ ...request, savedAt: ahead }), NOW)).toBeNull();
  });

  it('a request for a past day, or an earlier time today, is dropped; a later time today is kept', () => {
    expect(parsePendingBooking(stored({ ...request, date: '2026-11-19' }), NOW)).toBeNull();
    expect(parsePendingBooking(stored({ ...request, date: '2026-11-20', time: '11:00' }), NOW)).toBeNull();
    expect(parsePendingBooking(stored({ ...request, date: '2026-11-20', time: '12:00' }), NOW)).toBeNull();
    expect(parsePendingBooking(stored({ ...request, date: '2026-11-20', time: '15:00' }), NOW)).toEqual({
      ...request,
      date: '2026-11-20',
      time: '15:00',
    });
  });
});

describe('the saved request in sessionStorage', () => {
  it('round-trips under the shared key', () => {
    const storage = memoryStorage();
    savePendingBooking(request, storage);
    expect(JSON.parse(storage.map.get(STORAGE_KEYS.pendingBooking)!)).toEqual(request);
    expect(readPendingBooking('t1', NOW, storage)).toEqual(request);
  });

  it('is not offered on another therapist, and is kept for the right one', () => {
    const storage = memoryStorage();
    savePendingBooking(request, storage);
    expect(readPendingBooking('t2', NOW, storage)).toBeNull();
    expect(readPendingBooking('t1', NOW, storage)).not.toBeNull();
  });

  it('a stale, past or malformed request is deleted when read (its notes do not linger)', () => {
    const storage = memoryStorage();
    savePendingBooking(request, storage);
    const tooLate = new Date(Date.parse(request.savedAt) + PENDING_BOOKING_MAX_AGE_MS + 1);
    expect(readPendingBooking('t1', tooLate, storage)).toBeNull();
    expect(storage.map.has(STORAGE_KEYS.pendingBooking)).toBe(false);

    storage.setItem(STORAGE_KEYS.pendingBooking, '{not json');
    expect(readPendingBooking('t2', NOW, storage)).toBeNull(); // even on another therapist's page
    expect(storage.map.has(STORAGE_KEYS.pendingBooking)).toBe(false);
  });

  it('clear removes it', () => {
    const storage = memoryStorage();
    savePendingBooking(request, storage);
    clearPendingBooking(storage);
    expect(readPendingBooking('t1', NOW, storage)).toBeNull();
  });

  it('a broken or absent storage never throws', () => {
    const broken: StorageLike = {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('denied'); },
      removeItem: () => { throw new Error('denied'); },
    };
    expect(() => savePendingBooking(request, broken)).not.toThrow();
    expect(readPendingBooking('t1', NOW, broken)).toBeNull();
    expect(() => clearPendingBooking(broken)).not.toThrow();
    expect(readPendingBooking('t1', NOW, null)).toBeNull();
  });
});
