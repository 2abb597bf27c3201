// Token forgeries on EVERY route that needs a token (the identity suite checks them on one):
// alg none, a key the pool does not have, a known kid signed by another key, expired, wrong
// issuer, wrong audience, an access token → 401 'Não autenticado.' and nothing written. Each
// forged token names the object's real owner, so a route that skipped a check would answer 2xx
// — as it does, at the end, with a genuine token.
import { UnsecuredJWT } from 'jose';
import { createKeys, TEST_CLIENT_ID, TEST_ISSUER, useTestApp, type TestUser } from '../../testing/helpers';
import { ownerOf, ROUTES, seedWorld, send, snapshot, type World } from '../../testing/inventory';

const UNAUTH = { message: 'Não autenticado.' };

describe('token forgeries on every authenticated route', () => {
  const t = useTestApp();
  let w: World;
  let before: string;
  beforeAll(async () => {
    w = await seedWorld(t);
    before = await snapshot(t);
  });

  const hourAgo = () => new Date(t.clock.now().getTime() - 2 * 3600_000);
  const FORGERIES: [string, (user: TestUser) => Promise<string>][] = [
    [
      'alg none',
      async (user) =>
        new UnsecuredJWT({ email: user.email, 'custom:profile_id': user.tipo, token_use: 'id' })
          .setSubject(user.sub)
          .setIssuer(TEST_ISSUER)
          .setAudience(TEST_CLIENT_ID)
          .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
          .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 3600)
          .encode(),
    ],
    ['wrong key', async (user) => t.token(user, { key: (await createKeys()).privateKey })],
    ['known kid, wrong key', async (user) => t.token(user, { key: (await createKeys()).privateKey, kid: t.keys.kid })],
    ['expired', async (user) => t.token(user, { issuedAt: hourAgo(), expiresInSeconds: 3600 })],
    ['wrong issuer', async (user) => t.token(user, { issuer: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_outro' })],
    ['wrong audience', async (user) => t.token(user, { audience: 'outro-app-client' })],
    ['access token', async (user) => t.token(user, { tokenUse: 'access' })],
  ];

  const authenticated = ROUTES.filter((r) => r.auth === 'required');
  const cases = authenticated.flatMap((route) => FORGERIES.map(([name, make]) => [`${route.method} ${route.path}`, name, route, make] as const));

  it.each(cases)('%s with %s → 401', async (_route, _forgery, route, make) => {
    const res = await send(t, route, route.valid(w), `Bearer ${await make(ownerOf(route, w))}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTH);
  });

  it.each(FORGERIES)('the optional-token profile read ignores a %s token (answers as to a guest)', async (_name, make) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/public-terapeutas/${w.therapist.sub}`,
      headers: { authorization: `Bearer ${await make(w.client)}` },
    });
    expect(res.statusCode).toBe(200);
    const reviews = res.json().reviews as { canEdit: boolean }[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.canEdit === false)).toBe(true);
  });

  it('wrote nothing', async () => {
    expect(await snapshot(t)).toBe(before);
  });

  // Control: the same requests with the owner's genuine token succeed, so each 401 above came
  // from the token alone. Runs last (it changes the data) and in the inventory's order.
  it('with a genuine token every one of those requests succeeds', async () => {
    const statuses: string[] = [];
    for (const route of authenticated) {
      const res = await send(t, route, route.valid(w), `Bearer ${await t.token(ownerOf(route, w))}`);
      statuses.push(`${route.method} ${route.path} ${res.statusCode}${res.statusCode >= 300 ? ` ${res.body}` : ''}`);
    }
    expect(statuses.filter((s) => !/ 2\d\d$/.test(s))).toEqual([]);
  });
});
