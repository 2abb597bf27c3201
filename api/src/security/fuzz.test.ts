// Property-based fuzzing of what app.test.ts does not fuzz: the QUERY STRING and the PATH
// PARAMETERS of every route of the inventory (bodies are fuzzed there), sent by the right
// caller, never produce a 5xx. Values include unicode, percent-escapes (valid and broken),
// repeated keys (arrays), huge numbers, SQL and LIKE wildcards.
import fc from 'fast-check';
import { useTestApp } from '../../testing/helpers';
import { ownerOf, ROUTES, seedWorld, send, type RouteSpec, type World } from '../../testing/inventory';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** A raw query value: already URL-encoded text, or raw oddities Fastify's parser must survive. */
const rawValue = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '', '0', '-1', '1e309', '99999999999999999999', 'NaN', 'Infinity', '0x10', '1.5', '2030', '13', '00',
    '%', '%ZZ', '%E0%A4%A', '%00', '%C0%AF', '%25', '%2F..%2F', 'a%26b%3Dc', '__proto__', 'constructor',
    "'%20OR%201%3D1--", '%25%25%25', '_', '%5C', 'online', 'ambos', 'sao-paulo', 'S%C3%A3o%20Paulo',
  ),
);

function queryFor(route: RouteSpec) {
  const keys = fc.oneof(fc.constantFrom(...(route.query ?? ['q']), '__proto__', 'page[]', 'a.b'), fc.string({ minLength: 1, maxLength: 8 }).map(encodeURIComponent));
  return fc.array(fc.tuple(keys, rawValue), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

/** A path segment replacing one id of the route (encoded, or raw oddities). */
const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.uuid(),
  fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%ZZ', 'x'.repeat(2000), '1', '-1', 'null', 'undefined', '%F0%9F%98%80', "'%3B--"),
);

describe('fuzzing: query strings and path parameters never produce a 5xx', () => {
  const t = useTestApp();
  let w: World;
  beforeAll(async () => {
    w = await seedWorld(t);
  });

  const authorization = async (route: RouteSpec) => (route.auth === 'none' ? undefined : `Bearer ${await t.token(ownerOf(route, w))}`);

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (name, route) => {
    const ids = () => [w.therapist.sub, w.client.sub, w.reviewId, ...Object.values(w.sessions)];
    await fc.assert(
      fc.asyncProperty(queryFor(route), fc.option(segment, { nil: undefined }), async (query, id) => {
        const request = route.valid(w);
        let url = request.url.split('?')[0]!;
        if (id !== undefined) {
          const known = ids().find((i) => url.includes(i));
          if (known) url = url.replace(known, id);
          else if (route.path.includes(':cep')) url = `/cep/${id}`;
        }
        const res = await send(t, route, { ...request, url: query ? `${url}?${query}` : url }, await authorization(route));
        if (res.statusCode >= 500) throw new Error(`${name} ${res.statusCode} for ${url}?${query}: ${res.body}`);
      }),
      { numRuns: RUNS, seed: 20260109 },
    );
  });

  it('the search treats LIKE wildcards and SQL as text', async () => {
    for (const search of ['%', '_', '\\', "' OR 1=1 --", '%%%_']) {
      const res = await t.app.inject({ method: 'GET', url: `/public-terapeutas?search=${encodeURIComponent(search)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().content).toEqual([]);
    }
  });
});
