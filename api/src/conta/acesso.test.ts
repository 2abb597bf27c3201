// POST /me/acesso: the first sign-in through the site is known to every browser (issue 30: a
// new account signing in first on another browser was told 'Bem-vindo(a) de volta').
import { seedDatabase } from '../seed/index';
import { DEMO_CLIENTE } from '../seed/demo-accounts';
import { newClient, newTherapist, useTestApp, type TestUser } from '../../testing/helpers';

describe('POST /me/acesso', () => {
  const t = useTestApp();

  const access = (user?: TestUser) => t.call({ method: 'POST', url: '/me/acesso', user, body: {} }); // as the site sends it

  it('says primeiroAcesso once per account, whichever browser asks first; then never again', async () => {
    for (const user of [newClient(), newTherapist()]) {
      const first = await access(user);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ primeiroAcesso: true });
      expect((await access(user)).json()).toEqual({ primeiroAcesso: false });
    }
  });

  it('an account that already used the api before its first site login still gets its welcome once', async () => {
    const client = newClient();
    expect((await t.call({ method: 'GET', url: '/me/preferencias', user: client })).statusCode).toBe(200);
    expect((await access(client)).json()).toEqual({ primeiroAcesso: true });
  });

  it('two sign-ins at the same moment: exactly one is the first', async () => {
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 8 }, () => access(client)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json<{ primeiroAcesso: boolean }>().primeiroAcesso)).toHaveLength(1);
  });

  it('the seeded demo client has signed in before', async () => {
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events });
    const demo: TestUser = { sub: DEMO_CLIENTE.id, tipo: 'cliente', email: DEMO_CLIENTE.email, name: DEMO_CLIENTE.name };
    expect((await access(demo)).json()).toEqual({ primeiroAcesso: false });
  });

  it('without a token: 401', async () => {
    expect((await access()).statusCode).toBe(401);
  });
});
