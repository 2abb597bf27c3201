// A fake product api behind the global fetch, so component tests run the real shared-auth
// `http` (base URL, bearer token, error bodies) without a network.
import type { Appointment, BookingRequest, PublicTherapist, Slot } from '@acolhe/shared-domain';
import { apiCallOf, fakeFetch, type ApiCall } from '@acolhe/shared-ui/testing';

export type { ApiCall } from '@acolhe/shared-ui/testing';

/** GET /public-terapeutas/{id} as the api's contract answers it (publicProfileAnswer): `over` on a complete profile. */
export function publicProfile(over: Record<string, unknown> = {}): PublicTherapist {
  return {
    id: 't-1', fullName: 'Marina Duarte', title: 'Psicóloga', specialty: '', specialties: [], rating: 0, reviewCount: 0,
    price: 180, sessionPrice: 180, sessionDuration: 50, sessionFormats: ['online'], sessionTypes: ['individual'], languages: ['portugues'],
    location: 'São Paulo, SP', city: 'São Paulo', state: 'SP', profileImageUrl: '', image: '', description: '', bio: '', approach: '',
    approaches: [], education: [], youtubeVideoUrl: '', freeFirstSession: false, crp: '06/123456', crpVerificadoEm: null,
    bufferMinutes: 0, minNoticeHours: 0, officeNeighborhood: '', officeCity: '', reviews: [],
    ...over,
  } as PublicTherapist;
}

/** POST /sessoes's answer for `request` (clientAppointmentAnswer): the session the api made of it. */
export function appointmentFor(request: unknown, over: Partial<Appointment> = {}): Appointment {
  const r = request as BookingRequest;
  return {
    id: 'a-1', therapistId: r.therapistId, therapistName: 'Marina Duarte', clientId: 'c-1', clientName: 'Rafael Lima',
    cliente: { name: 'Rafael Lima' }, date: r.date, time: r.time, endTime: r.time, durationMinutes: 50,
    modality: r.modality ?? 'online', status: 'PENDING', notes: r.notes ?? '', createdAt: '2026-11-20T12:00:00.000Z',
    meetingLink: '', lateCancellation: false, serieId: null,
    ...over,
  };
}


export type Reply = { status: number; body?: unknown };
export { NETWORK_DOWN } from '@acolhe/shared-ui/testing';
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

export interface FakeApiOptions {
  /** slots answered by slots-mes, filtered by the year/month asked */
  slots?: Slot[];
  therapist?: Record<string, unknown>;
  client?: Record<string, unknown>;
  /** POST /sessoes answer (default 201 with the session made of the request); throw NETWORK_DOWN for no answer */
  createAppointment?: Handler;
  /** POST /terapeutas/{id}/lista-de-espera answer (default 201 with the entry made of the request) */
  joinWaitingList?: Handler;
}

/** POST /terapeutas/{id}/lista-de-espera's answer for `request` (esperaEntradaAnswer). */
export function waitingEntryFor(request: unknown, therapistId: string) {
  const r = request as { diasDaSemana: number[]; inicio: string; fim: string; modalidade?: string; observacao?: string };
  return {
    id: 'e-1', therapistId, therapistName: 'Marina Duarte', diasDaSemana: r.diasDaSemana, inicio: r.inicio, fim: r.fim,
    modalidade: r.modalidade ?? null, observacao: r.observacao ?? '', criadaEm: '2026-11-20T15:00:00.000Z',
    expiraEm: '2027-01-19T15:00:00.000Z', posicao: 1, oferta: null,
  };
}

export function installFakeApi(options: FakeApiOptions = {}) {
  const calls: ApiCall[] = [];
  let slots = options.slots ?? [];
  const fetchMock = jest.fn(
    fakeFetch((fetched) => {
      const call = apiCallOf(fetched);
      calls.push(call);
      return route(call);
    }),
  );

  async function route(call: ApiCall): Promise<Reply> {
    if (call.method === 'GET' && /^\/agenda\/terapeutas\/[^/]+\/slots-mes$/.test(call.path)) {
      const prefix = `${call.search.get('year')}-${String(call.search.get('month')).padStart(2, '0')}-`;
      return { status: 200, body: slots.filter((s) => s.date.startsWith(prefix)) };
    }
    if (call.method === 'GET' && call.path.startsWith('/public-terapeutas/')) {
      return options.therapist ? { status: 200, body: publicProfile(options.therapist) } : { status: 404, body: { message: 'Terapeuta não encontrado.' } };
    }
    if (call.method === 'GET' && call.path.startsWith('/clientes/')) {
      return options.client ? { status: 200, body: options.client } : { status: 404, body: { message: 'Cliente não encontrado.' } };
    }
    if (call.method === 'POST' && call.path === '/sessoes') {
      if (options.createAppointment) return options.createAppointment(call);
      return { status: 201, body: appointmentFor(call.body) };
    }
    const waitlist = /^\/terapeutas\/([^/]+)\/lista-de-espera$/.exec(call.path);
    if (call.method === 'POST' && waitlist) {
      if (options.joinWaitingList) return options.joinWaitingList(call);
      return { status: 201, body: waitingEntryFor(call.body, waitlist[1]!) };
    }
    return { status: 404, body: { message: 'not found' } };
  }

  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    posts: () => calls.filter((c) => c.method === 'POST' && c.path === '/sessoes'),
    waitlistJoins: () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/lista-de-espera')),
    slotLoads: () => calls.filter((c) => c.path.endsWith('/slots-mes')),
    setSlots: (next: Slot[]) => {
      slots = next;
    },
  };
}
