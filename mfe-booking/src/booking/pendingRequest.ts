// A booking request made while signed out (product.md#sessions-appointments): kept in sessionStorage under the shared
// key, so it survives the trip through /login in this tab only, and is offered back (never sent
// by itself) when the visitor returns. One request at a time; cleared once sent or discarded.
import * as v from 'valibot';
import { bookingRequestSchema } from '@acolhe/shared-domain';
import { STORAGE_KEYS } from '@acolhe/shared-domain/contracts';
import type { HourMinute, IsoDate, PaymentMethod, SeriesRecurrence, SessionFormat } from '@acolhe/shared-domain';

export type BookingOrigin = 'card' | 'agendar';

export interface PendingContact {
  name: string;
  email: string;
  phone: string;
}

export interface PendingBooking {
  therapistId: string;
  date: IsoDate;
  time: HourMinute;
  notes: string;
  /** the format the guest chose (or the only one offered) */
  modality?: SessionFormat;
  paymentMethod?: PaymentMethod;
  /** 'Toda semana' / 'A cada 15 dias' (issue 33) */
  recorrencia?: SeriesRecurrence;
  /** what the guest typed on /agendar, so logging in does not lose it */
  contact?: PendingContact;
  origin: BookingOrigin;
  savedAt: string;
}

const contactSchema = v.object({ name: v.string(), email: v.string(), phone: v.string() });

const pendingSchema = v.object({
  ...bookingRequestSchema.entries,
  contact: v.optional(contactSchema),
  origin: v.picklist(['card', 'agendar']),
  savedAt: v.string(),
});

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): booking still works, only the replay is lost
  }
}

export function savePendingBooking(request: PendingBooking, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.setItem(STORAGE_KEYS.pendingBooking, JSON.stringify(request));
  } catch {
    // quota or disabled storage: nothing else to do, the login still happens
  }
}

export function clearPendingBooking(storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.pendingBooking);
  } catch {
    // see savePendingBooking
  }
}

/**
 * The saved request for this therapist, or null. An unreadable or past request is deleted
 * (it can never be sent); one for another therapist is left for that therapist's page.
 */
export function readPendingBooking(
  therapistId: string,
  today: IsoDate,
  storage: StorageLike | null = sessionStore(),
): PendingBooking | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEYS.pendingBooking) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: v.SafeParseResult<typeof pendingSchema>;
  try {
    parsed = v.safeParse(pendingSchema, JSON.parse(raw));
  } catch {
    parsed = { success: false } as v.SafeParseResult<typeof pendingSchema>;
  }
  if (!parsed.success || parsed.output.date < today) {
    clearPendingBooking(storage);
    return null;
  }
  if (parsed.output.therapistId !== therapistId) return null;
  const { paymentMethod, contact, modality, recorrencia, ...rest } = parsed.output;
  return {
    ...rest,
    ...(recorrencia ? { recorrencia } : {}),
    ...(modality ? { modality } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(contact ? { contact } : {}),
  };
}
