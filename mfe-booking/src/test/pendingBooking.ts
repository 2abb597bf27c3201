// The request a guest keeps for after the login (sessionStorage, booking/pendingRequest.ts), as a test
// leaves it there and reads it back.
import { STORAGE_KEYS } from '@acolhe/shared-domain/contracts';
import { THERAPIST_ID } from './render';

/** Leaves a saved request: the card's, for Monday the 23rd at 10:00, saved at 11:00 on the 20th; then `overrides`. */
export function savePendingBooking(overrides: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    STORAGE_KEYS.pendingBooking,
    JSON.stringify({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      notes: 'Primeira consulta',
      origin: 'card',
      savedAt: '2026-11-20T14:00:00.000Z',
      ...overrides,
    }),
  );
}

/** The saved request as it is stored (null: none). */
export function savedPendingBooking(): unknown {
  const saved = sessionStorage.getItem(STORAGE_KEYS.pendingBooking);
  return saved === null ? null : JSON.parse(saved);
}
