// The realistic mix of `npm run test:load`: what a crowd of visitors and clients does, by weight.
// Pure (a seeded random source in, the next request out), so the mix is tested and repeatable.

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

/** A planner over one world: hands out distinct slots and distinct review pairs. */
export function planner(world: World, random: () => number) {
  let nextSlot = 0;
  let nextPair = 0;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const clients = world.clientTokens.length;

  return function next(): PlannedRequest {
    let action = pickAction(random);
    if (action === 'booking' && nextSlot >= world.slots.length) action = 'slots';
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
        const slot = world.slots[nextSlot++]!;
        const client = nextSlot % clients;
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
        // pair n = (client n mod C, therapist ⌊n / C⌋): never the same pair twice
        const n = nextPair++;
        const client = n % clients;
        const therapistId = world.therapistIds[Math.floor(n / clients)]!;
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
