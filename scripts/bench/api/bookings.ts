// The order `POST /sessoes` books the free slots in the bench, and who books each: every request a
// booking the product accepts (a 409 counts as an error, not as throughput). The product allows a
// client MAX_PENDING_PER_THERAPIST pending requests with one therapist and MAX_PENDING_PER_CLIENT
// overall, and serialises each client's bookings on the client's row, so the plan spreads the work
// as a crowd would.
import type { SessionFormat } from '@acolhe/shared-domain';

export interface Slot {
  therapistId: string;
  date: string;
  time: string;
  /** one its therapist offers */
  modality?: SessionFormat;
}

export interface Booking {
  slot: Slot;
  /** index of the client token that books it */
  client: number;
}

/**
 * Therapists taken in turn (round r books each therapist's r-th slot), the r-th slot of the t-th
 * therapist booked by client (⌊r / maxPerPair⌋ + t) mod clients: for one therapist each client
 * books at most `maxPerPair` slots, and therapists booked in the same round get different clients.
 * A client who already holds `maxPerClient` requests passes the slot to the next one who may still
 * take it; a slot nobody may take is left out.
 */
export function bookingPlan(slots: Slot[], clients: number, maxPerPair: number, maxPerClient = Infinity): Booking[] {
  const byTherapist = new Map<string, Slot[]>();
  for (const s of slots) byTherapist.set(s.therapistId, [...(byTherapist.get(s.therapistId) ?? []), s]);
  const queues = [...byTherapist.values()];
  const rounds = Math.min(Math.max(0, ...queues.map((q) => q.length)), clients * maxPerPair);
  const plan: Booking[] = [];
  const perClient = new Map<number, number>();
  const perPair = new Map<string, number>();
  for (let r = 0; r < rounds; r++) {
    for (const [t, queue] of queues.entries()) {
      const slot = queue[r];
      if (!slot) continue;
      for (let k = 0; k < clients; k++) {
        const client = (Math.floor(r / maxPerPair) + t + k) % clients;
        const pair = `${client} ${slot.therapistId}`;
        if ((perClient.get(client) ?? 0) >= maxPerClient || (perPair.get(pair) ?? 0) >= maxPerPair) continue;
        perClient.set(client, (perClient.get(client) ?? 0) + 1);
        perPair.set(pair, (perPair.get(pair) ?? 0) + 1);
        plan.push({ slot, client });
        break;
      }
    }
  }
  return plan;
}
