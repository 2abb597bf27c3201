// A fake product api behind the global fetch: component tests run the real shared-auth `http`
// (base URL, bearer token, error bodies) against the api/README.md routes this remote calls.
// Reviews are stateful, with rating/count recomputed and canEdit computed for the reader.
import { MODERACAO_MSG, type Review } from '@acolhe/shared-domain';
import type { ListedTherapist, TherapistView } from '../api/hooks';
import type { FakeReview, TherapistRecord } from './fixtures';
import { apiCallOf, fakeFetch, type ApiCall } from '@acolhe/shared-ui/testing';

export type { ApiCall } from '@acolhe/shared-ui/testing';

export type Reply = { status: number; body?: unknown };

export interface FakeApiOptions {
  therapists?: TherapistRecord[];
  featured?: TherapistRecord[];
  /** author id the fake reads from any bearer token (the signed-in client) */
  readerId?: string | null;
  /** how the api signs that reader's new reviews ('Rafael L.') */
  readerSignature?: string;
  /** whether the signed-in reader had a completed session with every therapist (the api's
   * `canReview` when they have no review yet); default true */
  completedSession?: boolean;
  /** overrides, per route, to answer errors or hold a request pending */
  override?: (call: ApiCall) => Reply | undefined | Promise<Reply | undefined>;
}

export function installFakeApi(options: FakeApiOptions = {}) {
  const calls: ApiCall[] = [];
  const therapists = new Map((options.therapists ?? []).map((t) => [t.id, structuredClone(t)]));
  let nextId = 1;

  const withAggregates = (t: TherapistRecord): TherapistRecord => {
    const reviews = t.reviews ?? [];
    const rating = reviews.length ? reviews.reduce((s, r) => s + r.nota, 0) / reviews.length : 0;
    return { ...t, rating, reviewCount: reviews.length };
  };
  /** As the api's list answer (listedTherapistAnswer): no reviews, the next free slot. */
  const listed = (t: TherapistRecord): ListedTherapist => {
    const { reviews: _reviews, canReview: _canReview, ...rest } = withAggregates(t);
    return { ...rest, nextAvailable: t.nextAvailable ?? null };
  };
  const reports = new Set<string>();
  const view = (t: TherapistRecord, call: ApiCall): TherapistView => {
    const { nextAvailable: _next, ...profile } = withAggregates(t);
    return {
      ...profile,
      // As the api: only to a reader who may review now (a completed session, no review yet)
      ...(call.authorization !== null && options.completedSession !== false && !(t.reviews ?? []).some((r: FakeReview) => r.authorId === options.readerId)
        ? { canReview: true as const }
        : {}),
      // As the api: no author id in the answer, canEdit computed for the reader.
      reviews: (t.reviews ?? []).map(({ authorId, ...r }: FakeReview) => ({
        ...r,
        canEdit: call.authorization !== null && authorId === options.readerId,
      })),
    };
  };

  function route(call: ApiCall): Reply {
    const { method, path } = call;
    if (method === 'GET' && path === '/public-terapeutas/destaques') {
      return { status: 200, body: { content: (options.featured ?? []).map(listed) } };
    }
    if (method === 'GET' && path === '/public-terapeutas') {
      const all = [...therapists.values()].map(listed);
      const page = Number(call.search.get('page') ?? 0);
      const size = Number(call.search.get('size') ?? 100);
      return {
        status: 200,
        body: { content: all.slice(page * size, page * size + size), totalElements: all.length, page, size },
      };
    }
    const one = /^\/public-terapeutas\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const t = therapists.get(decodeURIComponent(one[1]!));
      return t ? { status: 200, body: view(t, call) } : { status: 404, body: { message: 'Terapeuta não encontrado.' } };
    }
    if (path === '/avaliacoes' && (method === 'POST' || method === 'PUT')) {
      const body = call.body as Review;
      const t = therapists.get(body.terapeutaId);
      if (!t) return { status: 404, body: { message: 'Terapeuta não encontrado.' } };
      const reviews = t.reviews ?? [];
      if (method === 'POST') {
        // As the api: the signature ('Rafael L.') and the verified mark are the server's.
        const created: FakeReview = {
          id: `novo-${nextId++}`,
          terapeutaId: t.id,
          authorId: options.readerId ?? 'anon',
          clientName: options.readerSignature ?? 'Cliente',
          nota: body.nota,
          comentario: body.comentario,
          dataAvaliacao: '2026-04-10',
          canEdit: true,
          verified: false,
          resposta: null,
        };
        t.reviews = [created, ...reviews];
        const { authorId: _author, ...answer } = created;
        return { status: 201, body: answer };
      }
      t.reviews = reviews.map((r) => (r.id === body.id ? { ...r, nota: body.nota, comentario: body.comentario } : r));
      const { authorId: _author, ...updated } = t.reviews.find((r) => r.id === body.id) as FakeReview;
      return { status: 200, body: updated };
    }
    const reported = /^\/avaliacoes\/([^/]+)\/denuncias$/.exec(path);
    if (method === 'POST' && reported) {
      // As the api: once per reader and review
      const key = `${options.readerId ?? 'anon'}:${reported[1]}`;
      if (reports.has(key)) return { status: 409, body: { message: MODERACAO_MSG.jaDenunciada } };
      reports.add(key);
      return { status: 201, body: { message: MODERACAO_MSG.denunciaRecebida } };
    }
    const del = /^\/avaliacoes\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && del) {
      for (const t of therapists.values()) t.reviews = (t.reviews ?? []).filter((r) => r.id !== del[1]);
      return { status: 204 };
    }
    return { status: 404, body: { message: 'not found' } };
  }

  const fetchMock = jest.fn(
    fakeFetch(async (fetched) => {
      const call = apiCallOf(fetched);
      calls.push(call);
      return (await options.override?.(call)) ?? route(call);
    }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    calls,
    callsTo: (method: string, path: string | RegExp) =>
      calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path))),
  };
}
