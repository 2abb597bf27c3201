// The realistic mix of `npm run test:load`: what a crowd of visitors and clients does, by weight.
// Pure (a seeded random source in, the next request out), so the mix is tested and repeatable.
import { MAX_PENDING_PER_CLIENT, MAX_PENDING_PER_THERAPIST } from '@acolhe/shared-domain';

export type Action = 'browse' | 'search' | 'profile' | 'slots' | 'booking' | 'review';

/** Shares of the requests (sum 100). Reads dominate, as on any marketplace. */
export const WEIGHTS: Record<Action, number> = { browse: 30, search: 15, profile: 25, slots: 15, booking: 10, review: 5 };

export interface Slot {
  therapistId: string;
  date: string;
  time: string;
  /** the format to ask for: needed when the therapist offers both (the api answers 400 without it) */
  modality?: 'online' | 'presencial';
}

export interface World {
  therapistIds: string[];
  /** free slots, each handed out once */
  slots: Slot[];
  /** client tokens; each (client, therapist) pair reviews at most once */
  clientTokens: string[];
  year: number;
  month: number;
}

export interface PlannedRequest {
  action: Action;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  token?: string;
  /** what a 201 promises to be found afterwards */
  write?: { kind: 'booking'; client: number; slot: Slot } | { kind: 'review'; client: number; therapistId: string; comentario: string };
}

const SEARCHES = ['ansiedade', 'tcc', 'depress', 'casal', 'luto', 'ana', 'silva'];
const CITIES = ['sao-paulo', 'rio-de-janeiro', 'belo-horizonte', 'salvador', 'brasilia'];

export function pickAction(random: () => number): Action {
  let r = random() * 100;
  for (const [action, weight] of Object.entries(WEIGHTS) as [Action, number][]) {
    if (r < weight) return action;
    r -= weight;
  }
  return 'browse';
}

/** The slots one therapist at a time in turn (the first of each, then the second of each…). A
 * crowd books many therapists at once; one therapist's whole month in a row would measure a queue
 * on one calendar that no real week has. */
export function inTurns(slots: readonly Slot[]): Slot[] {
  const byTherapist = new Map<string, Slot[]>();
  for (const slot of slots) {
    const queue = byTherapist.get(slot.therapistId);
    if (queue) queue.push(slot);
    else byTherapist.set(slot.therapistId, [slot]);
  }
  const queues = [...byTherapist.values()];
  const out: Slot[] = [];
  for (let round = 0; out.length < slots.length; round++) for (const queue of queues) if (round < queue.length) out.push(queue[round]!);
  return out;
}

/** A planner over one world: hands out distinct slots and distinct review pairs, both spread over
 * the therapists (a review locks its therapist's row while it recomputes the rating: 200 reviews of
 * one therapist in a row would measure that one lock, not a marketplace). */
export function planner(world: World, random: () => number) {
  const slots = inTurns(world.slots);
  let nextSlot = 0;
  let nextClient = 0;
  const requested = new Map<string, number>();
  const requestedBy = new Map<number, number>();
  /** The next client in turn who may still ask this therapist: nobody answers during a run, so a
   * pair stays within the product's pending requests per therapist, and a client within those
   * overall, or the api rightly says 409. */
  const clientFor = (therapistId: string): number | null => {
    for (let tries = 0; tries < world.clientTokens.length; tries++) {
      const client = nextClient++ % world.clientTokens.length;
      const pair = `${client} ${therapistId}`;
      const n = requested.get(pair) ?? 0;
      const total = requestedBy.get(client) ?? 0;
      if (n < MAX_PENDING_PER_THERAPIST && total < MAX_PENDING_PER_CLIENT) {
        requested.set(pair, n + 1);
        requestedBy.set(client, total + 1);
        return client;
      }
    }
    return null;
  };
  let nextPair = 0;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const clients = world.clientTokens.length;

  return function next(): PlannedRequest {
    let action = pickAction(random);
    const booker = action === 'booking' && nextSlot < slots.length ? clientFor(slots[nextSlot]!.therapistId) : null;
    if (action === 'booking' && booker === null) action = 'slots';
    if (action === 'review' && nextPair >= clients * world.therapistIds.length) action = 'profile';
    switch (action) {
      case 'browse':
        return { action, method: 'GET', path: `/public-terapeutas?page=${Math.floor(random() * 10)}&size=20` };
      case 'search':
        return { action, method: 'GET', path: `/public-terapeutas?search=${pick(SEARCHES)}&cidade=${pick(CITIES)}&page=0&size=20` };
      case 'profile':
        return { action, method: 'GET', path: `/public-terapeutas/${pick(world.therapistIds)}` };
      case 'slots':
        return { action, method: 'GET', path: `/agenda/terapeutas/${pick(world.therapistIds)}/slots-mes?year=${world.year}&month=${world.month}` };
      case 'booking': {
        const slot = slots[nextSlot++]!;
        const client = booker!;
        return {
          action,
          method: 'POST',
          path: '/sessoes',
          token: world.clientTokens[client],
          body: JSON.stringify({ therapistId: slot.therapistId, date: slot.date, time: slot.time, notes: 'carga', ...(slot.modality ? { modality: slot.modality } : {}) }),
          write: { kind: 'booking', client, slot },
        };
      }
      case 'review': {
        // pair n = (therapist n mod T, client ⌊n / T⌋): never the same pair twice, and consecutive
        // reviews on different therapists
        const n = nextPair++;
        const therapists = world.therapistIds.length;
        const therapistId = world.therapistIds[n % therapists]!;
        const client = Math.floor(n / therapists);
        const comentario = `Avaliação de carga número ${n}.`;
        return {
          action,
          method: 'POST',
          path: '/avaliacoes',
          token: world.clientTokens[client],
          body: JSON.stringify({ terapeutaId: therapistId, nota: 1 + (n % 5), comentario }),
          write: { kind: 'review', client, therapistId, comentario },
        };
      }
    }
  };
}
