// A booking request made while signed out (product.md#sessions-appointments, issue 44 item 2): the booking
// remote keeps it in this tab's sessionStorage while the visitor goes through /login, /cadastro and the
// e-mail confirmation, and offers it back (never sends it by itself) on the therapist's page or
// /agendar; the profile page (mfe-discovery) asks whether one waits for its therapist, to open the
// booking card at once on a phone. Storage is hostile: what is read back passes this schema, and a
// malformed, stale (older than PENDING_BOOKING_MAX_AGE_MS, or dated ahead of now) or past request is
// deleted — its notes may be health data, kept no longer than the trip through the sign-in.
import * as v from 'valibot';
import { bookingRequestSchema } from '../schemas/booking';
import { brazilTimeOfDay, todayIso } from '../dates';
import { STORAGE_KEYS } from './browser';

/** How long a saved request waits for its sender: the sign-up, the e-mail code and the sign-in fit easily. */
export const PENDING_BOOKING_MAX_AGE_MS = 3 * 60 * 60 * 1000;
/** A clock a little behind the one that saved it is tolerated; a request "saved" later than this is forged. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

export const PENDING_BOOKING_ORIGINS = ['card', 'agendar'] as const;
export type BookingOrigin = (typeof PENDING_BOOKING_ORIGINS)[number];

const contactSchema = v.object({ name: v.string(), email: v.string(), phone: v.string() });

/** The one schema of the saved request (the request the card or /agendar would send, where from, when). */
export const pendingBookingSchema = v.object({
  ...bookingRequestSchema.entries,
  /** what the guest typed on /agendar, so logging in does not lose it */
  contact: v.optional(contactSchema),
  origin: v.picklist(PENDING_BOOKING_ORIGINS),
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type PendingBooking = v.InferOutput<typeof pendingBookingSchema>;
export type PendingContact = v.InferOutput<typeof contactSchema>;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or null where there is none (server render, privacy mode). */
export function browserSessionStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled: booking still works, only the replay is lost
  }
}

/** A stored text → the request it holds, or null when it is not one that may still be sent at `now`. */
export function parsePendingBooking(raw: string, now: Date): PendingBooking | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(pendingBookingSchema, value);
  if (!parsed.success) return null;
  const booking = parsed.output;
  const age = now.getTime() - Date.parse(booking.savedAt);
  if (!(age <= PENDING_BOOKING_MAX_AGE_MS && age >= -FUTURE_TOLERANCE_MS)) return null;
  const today = todayIso(now);
  if (booking.date < today || (booking.date === today && booking.time <= brazilTimeOfDay(now))) return null;
  return booking;
}

export function savePendingBooking(request: PendingBooking, storage: StorageLike | null = browserSessionStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.pendingBooking, JSON.stringify(request));
  } catch {
    // quota or disabled storage: nothing else to do, the sign-in still happens
  }
}

export function clearPendingBooking(storage: StorageLike | null = browserSessionStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.pendingBooking);
  } catch {
    // see savePendingBooking
  }
}

/**
 * The saved request for this therapist, or null. One that cannot be sent any more (unreadable,
 * stale, past) is deleted; one for another therapist is left for that therapist's page.
 */
export function readPendingBooking(
  therapistId: string,
  now: Date = new Date(),
  storage: StorageLike | null = browserSessionStorage(),
): PendingBooking | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEYS.pendingBooking) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const booking = parsePendingBooking(raw, now);
  if (!booking) {
    clearPendingBooking(storage);
    return null;
  }
  return booking.therapistId === therapistId ? booking : null;
}
