// 'Remover foto': DELETE /clientes/:id/profile-image and DELETE /terapeutas/:id/profile-image
// (PGlite, and PostgreSQL when DATABASE_URL is set).
import { createReadyTherapist, multipart, newClient, newTherapist, PNG_1x1, useTestApp, type TestUser } from '../../testing/helpers';

describe('removing a profile photo', () => {
  const t = useTestApp();

  const upload = async (user: TestUser, folder: 'clientes' | 'terapeutas') => {
    const { payload, headers } = multipart({ filename: 'foto.png', contentType: 'image/png', bytes: PNG_1x1 });
    const res = await t.call({ method: 'POST', url: `/${folder}/${user.sub}/upload-profile-image`, user, headers, payload });
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };
  const stored = (url: string) => t.storage.files.has(t.storage.keyOf(url) ?? '—');

  describe('client', () => {
    it('the owner removes it: the stored object (and the one it replaced) deleted, the profile image cleared', async () => {
      const me = newClient('Foto Removida');
      await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: me });
      const first = await upload(me, 'clientes');
      const current = await upload(me, 'clientes');
      expect(stored(first) && stored(current)).toBe(true);

      const res = await t.call({ method: 'DELETE', url: `/clientes/${me.sub}/profile-image`, user: me });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: '', imageUrl: '' });
      expect(stored(current)).toBe(false);
      expect(stored(first)).toBe(false);
      expect((await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: me })).json().image).toBe('');
      // again, without a photo: the same answer
      expect((await t.call({ method: 'DELETE', url: `/clientes/${me.sub}/profile-image`, user: me })).statusCode).toBe(200);
    });

    it("another client's photo cannot be removed (403), nor by a therapist (403), nor without a token (401); unknown id → 404", async () => {
      const owner = newClient('Dona da Foto');
      await t.call({ method: 'GET', url: `/clientes/${owner.sub}`, user: owner });
      const url = await upload(owner, 'clientes');
      const other = newClient('Outra Cliente');
      await t.call({ method: 'GET', url: `/clientes/${other.sub}`, user: other });

      const foreign = await t.call({ method: 'DELETE', url: `/clientes/${owner.sub}/profile-image`, user: other });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'Acesso negado.' });
      expect((await t.call({ method: 'DELETE', url: `/clientes/${owner.sub}/profile-image`, user: newTherapist() })).statusCode).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/clientes/${owner.sub}/profile-image` })).statusCode).toBe(401);
      expect((await t.call({ method: 'DELETE', url: '/clientes/nao-existe/profile-image', user: other })).statusCode).toBe(404);

      expect(stored(url)).toBe(true);
      expect((await t.call({ method: 'GET', url: `/clientes/${owner.sub}`, user: owner })).json().image).toBe(url);
    });
  });

  describe('therapist', () => {
    it('the owner removes it: the stored object deleted, the private and the public profile without a photo', async () => {
      const me = newTherapist('Terapeuta Sem Foto');
      await createReadyTherapist(t, { user: me });
      const url = await upload(me, 'terapeutas');
      expect((await t.call({ method: 'GET', url: `/public-terapeutas/${me.sub}` })).json().profileImageUrl).toBe(url);

      const res = await t.call({ method: 'DELETE', url: `/terapeutas/${me.sub}/profile-image`, user: me });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: '', imageUrl: '' });
      expect(stored(url)).toBe(false);
      expect((await t.call({ method: 'GET', url: `/terapeutas/${me.sub}`, user: me })).json().profileImageUrl).toBe('');
      // the public read is not served from a stale cache
      expect((await t.call({ method: 'GET', url: `/public-terapeutas/${me.sub}` })).json().profileImageUrl).toBeFalsy();
    });

    it("another therapist's photo cannot be removed (403), nor by a client (403); unknown id → 404", async () => {
      const owner = newTherapist('Dona da Foto');
      await createReadyTherapist(t, { user: owner });
      const url = await upload(owner, 'terapeutas');
      const other = newTherapist('Outra Terapeuta');
      await createReadyTherapist(t, { user: other });

      expect((await t.call({ method: 'DELETE', url: `/terapeutas/${owner.sub}/profile-image`, user: other })).statusCode).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/terapeutas/${owner.sub}/profile-image`, user: newClient() })).statusCode).toBe(403);
      expect((await t.call({ method: 'DELETE', url: '/terapeutas/nao-existe/profile-image', user: other })).statusCode).toBe(404);

      expect(stored(url)).toBe(true);
      expect((await t.call({ method: 'GET', url: `/terapeutas/${owner.sub}`, user: owner })).json().profileImageUrl).toBe(url);
    });
  });
});
