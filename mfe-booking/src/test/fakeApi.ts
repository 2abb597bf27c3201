// A fake product api behind the global fetch, so component tests run the real shared-auth
// `http` (base URL, bearer token, error bodies) without a network.
import type { Slot } from '@acolhe/shared-domain';
import { apiCallOf, fakeFetch, type ApiCall } from '@acolhe/shared-ui/testing';

export type { ApiCall } from '@acolhe/shared-ui/testing';

export type Reply = { status: number; body?: unknown };
export { NETWORK_DOWN } from '@acolhe/shared-ui/testing';
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

export interface FakeApiOptions {
  /** slots answered by slots-mes, filtered by the year/month asked */
  slots?: Slot[];
  therapist?: Record<string, unknown>;
  client?: Record<string, unknown>;
  /** POST /sessoes answer (default 201 with the body echoed); throw NETWORK_DOWN for no answer */
  createAppointment?: Handler;
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
      return options.therapist ? { status: 200, body: options.therapist } : { status: 404, body: { message: 'Terapeuta não encontrado.' } };
    }
    if (call.method === 'GET' && call.path.startsWith('/clientes/')) {
      return options.client ? { status: 200, body: options.client } : { status: 404, body: { message: 'Cliente não encontrado.' } };
    }
    if (call.method === 'POST' && call.path === '/sessoes') {
      if (options.createAppointment) return options.createAppointment(call);
      return { status: 201, body: call.body };
    }
    return { status: 404, body: { message: 'not found' } };
  }

  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    posts: () => calls.filter((c) => c.method === 'POST' && c.path === '/sessoes'),
    slotLoads: () => calls.filter((c) => c.path.endsWith('/slots-mes')),
    setSlots: (next: Slot[]) => {
      slots = next;
    },
  };
}
