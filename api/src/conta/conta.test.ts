// The account's safety rules: the role is bound at first sight, nobody books or reviews
// themselves, public answers never say who is in therapy, image fields hold only one's own uploads.
// Each test is the attack it guards. (The export and the erasure: privacidade/privacidade.test.ts.)
import { sql } from 'drizzle-orm';
import {
  completedSession,
  createReadyTherapist,
  newClient,
  profileBody,
  uniqueRegistration,
  uploadProfileImage,
  useTestApp,
  type TestUser,
} from '../../testing/helpers';

const comentario = 'Me ajudou muito com a ansiedade.';

describe('account (conta)', () => {
  const t = useTestApp();
  let therapist: TestUser; // Mon–Fri 09:00, 10:00, 11:00
  // Helena's CRP and CPF in every save of her profile: a new CRP would send her back to analysis
  const helena = uniqueRegistration();
  beforeAll(async () => {
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado', ...helena } });
  });
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const upload = (user: TestUser, folder: 'clientes' | 'terapeutas') => uploadProfileImage(t, user, folder);

  describe('role binding: a role cannot be self-granted', () => {
    it('a client whose token later claims terapeuta gets 403 and writes nothing', async () => {
      const client = newClient('Joana Alves');
      expect((await t.call({ method: 'GET', url: `/clientes/${client.sub}`, user: client })).statusCode).toBe(200);
      const forged = { ...client, tipo: 'terapeuta' }; // custom:profile_id edited at the identity provider
      for (const [method, url, body] of [
        ['GET', '/sessoes', undefined],
        ['POST', '/terapeutas', profileBody({ fullName: 'Joana Alves' })],
        ['POST', `/agenda/terapeutas/${client.sub}/disponibilidade`, { schedule: [], sessionDuration: 60 }],
      ] as const) {
        const res = await t.call({ method, url, user: forged, body });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'O tipo desta conta não pode ser alterado. Entre novamente.' });
      }
      const rows = await t.db.execute(sql`SELECT id FROM terapeutas WHERE id = ${client.sub}`);
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    });

    it('a therapist whose token later claims cliente gets 403 (cannot book or review)', async () => {
      const other = await createReadyTherapist(t, { profile: { fullName: 'Outra Terapeuta' } });
      const asClient = { ...other, tipo: 'cliente' };
      const book = await t.call({ method: 'POST', url: '/sessoes', user: asClient, body: { therapistId: therapist.sub, date: '2030-02-04', time: '09:00' } });
      expect(book.statusCode).toBe(403);
      const review = await t.call({ method: 'POST', url: '/avaliacoes', user: asClient, body: { terapeutaId: therapist.sub, nota: 5, comentario } });
      expect(review.statusCode).toBe(403);
    });

    it('a public read with a mismatched token answers as to a guest', async () => {
      const client = newClient();
      await t.call({ method: 'GET', url: `/clientes/${client.sub}`, user: client });
      const res = await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}`, user: { ...client, tipo: 'terapeuta' } });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('nobody books or reviews themselves', () => {
    it('the api answers 409 before anything else', async () => {
      const client = newClient();
      const book = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: client.sub, date: '2030-02-04', time: '09:00' } });
      expect(book.statusCode).toBe(409);
      expect(book.json()).toEqual({ message: 'Você não pode agendar uma consulta consigo mesmo.' });
      const review = await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: client.sub, nota: 5, comentario } });
      expect(review.statusCode).toBe(409);
      expect(review.json()).toEqual({ message: 'Você não pode avaliar a si mesmo.' });
    });

    it('the database refuses such rows whatever the code does', async () => {
      const id = therapist.sub;
      await t.db.execute(sql`INSERT INTO clientes (id) VALUES (${id}) ON CONFLICT DO NOTHING`);
      await expect(
        t.db.execute(sql`INSERT INTO sessoes (id, terapeuta_id, cliente_id, date, time) VALUES ('self-s', ${id}, ${id}, '2030-02-04', '09:00')`),
      ).rejects.toThrow();
      await expect(
        t.db.execute(sql`INSERT INTO avaliacoes (id, terapeuta_id, cliente_id, nota, comentario, data_avaliacao) VALUES ('self-a', ${id}, ${id}, 5, 'x', '2030-01-01')`),
      ).rejects.toThrow();
      await t.db.execute(sql`DELETE FROM clientes WHERE id = ${id}`);
    });
  });

  describe('privacy of clients in public answers', () => {
    it('a review is signed "Joana A." and carries no client id anywhere public', async () => {
      const client = newClient('Joana Alves Pereira');
      await completedSession(t, client, therapist.sub);
      expect((await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 5, comentario } })).statusCode).toBe(201);
      for (const url of [`/public-terapeutas/${therapist.sub}`, '/public-terapeutas', '/public-terapeutas/destaques', '/public-terapeutas?page=0&size=5']) {
        const body = (await t.call({ method: 'GET', url })).body;
        expect(body).not.toContain(client.sub);
        expect(body).not.toContain('Alves Pereira');
        expect(body).not.toContain(client.email);
      }
      const reviews = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json().reviews as Record<string, unknown>[];
      const mine = reviews.find((r) => r.comentario === comentario)!;
      expect(mine.clientName).toBe('Joana P.');
      expect(Object.keys(mine).sort()).toEqual(['canEdit', 'clientName', 'comentario', 'dataAvaliacao', 'id', 'nota', 'resposta', 'terapeutaId', 'verified']);
      // Only the author learns which review is theirs.
      const asAuthor = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}`, user: client })).json().reviews as { id: string; canEdit: boolean }[];
      expect(asAuthor.filter((r) => r.canEdit).map((r) => r.id)).toEqual([mine.id]);
    });
  });

  describe('image fields accept only the caller’s own uploads', () => {
    it.each([
      ['another site', 'https://attacker.example/pixel.png'],
      ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
      ['a javascript URL', 'javascript:alert(1)'],
      ['a path trick', 'http://localhost:4000/uploads/terapeutas/../clientes/x.png'],
      ['an encoded path trick', 'http://localhost:4000/uploads/terapeutas/%2e%2e/x.png'],
    ])('therapist profileImageUrl = %s → 400', async (_label, url) => {
      const res = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody({ fullName: 'Helena Prado', sessionDuration: 60, ...helena, profileImageUrl: url }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Use o botão de envio de foto: só aceitamos imagens enviadas ao Acolhe por você.',
        fieldErrors: { profileImageUrl: 'Use o botão de envio de foto: só aceitamos imagens enviadas ao Acolhe por você.' },
      });
    });

    it('another user’s upload is refused; one’s own upload and "" are accepted', async () => {
      const a = newClient('Cliente A');
      const b = newClient('Cliente B');
      const aUrl = (await upload(a, 'clientes')).json().url as string;
      const bUrl = (await upload(b, 'clientes')).json().url as string;
      const stolen = await t.call({ method: 'POST', url: '/clientes', user: a, body: { name: 'Cliente A', image: bUrl } });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().fieldErrors).toEqual({ image: 'Use o botão de envio de foto: só aceitamos imagens enviadas ao Acolhe por você.' });
      expect((await t.call({ method: 'POST', url: '/clientes', user: a, body: { name: 'Cliente A', image: aUrl } })).statusCode).toBe(200);
      expect((await t.call({ method: 'POST', url: '/clientes', user: a, body: { name: 'Cliente A', image: '' } })).statusCode).toBe(200);
      const tUrl = (await upload(therapist, 'terapeutas')).json().url as string;
      const own = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody({ fullName: 'Helena Prado', sessionDuration: 60, ...helena, profileImageUrl: tUrl }) });
      expect(own.statusCode).toBe(200);
      const borrowed = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody({ fullName: 'Helena Prado', sessionDuration: 60, ...helena, profileImageUrl: aUrl }) });
      expect(borrowed.statusCode).toBe(400);
    });
  });
});
