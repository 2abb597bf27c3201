// Every account exports and erases itself (LGPD art. 18): the export holds everything stored about
// the caller; the erasure removes the personal data, cancels the future sessions for the other side,
// keeps what the other side and the law need without the name, and refuses the account's tokens.
// Each test is the right it guards. (Moved from conta/conta.test.ts with the slice.)
import { sql } from 'drizzle-orm';
import type { Appointment } from '@acolhe/shared-domain';
import { completedSession, createReadyTherapist, newClient, newTherapist, uniqueRegistration, uploadProfileImage, useTestApp, type TestUser } from '../../testing/helpers';

const comentario = 'Me ajudou muito com a ansiedade.';

describe('account data (privacidade)', () => {
  const t = useTestApp();
  let therapist: TestUser; // Mon–Fri 09:00, 10:00, 11:00
  // Helena's CRP and CPF in every save of her profile: a new CRP would send her back to analysis
  const helena = uniqueRegistration();
  beforeAll(async () => {
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado', ...helena } });
  });
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const upload = (user: TestUser, folder: 'clientes' | 'terapeutas') => uploadProfileImage(t, user, folder);

  it('every event the erasure publishes is heard (the notifications, the public reads)', () => {
    for (const name of ['SessoesCanceladasPelaExclusao', 'ContaExcluida'] as const) expect({ name, heard: t.app.bus.hears(name) }).toEqual({ name, heard: true });
  });

  describe('GET /me/export', () => {
    it('answers everything stored about a client, as a download', async () => {
      const client = newClient('Bruna Costa');
      await t.call({ method: 'POST', url: '/clientes', user: client, body: { name: 'Bruna Costa', cpf: '12345678909', phone: '11987654321' } });
      const photo = (await upload(client, 'clientes')).json().url as string;
      const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-02-05', time: '09:00', notes: 'primeira vez', modality: 'online' } });
      const completed = await completedSession(t, client, therapist.sub);
      await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 4, comentario } });
      const res = await t.call({ method: 'GET', url: '/me/export', user: client });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="acolhe-meus-dados.json"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = res.json();
      expect(data.conta).toEqual({ id: client.sub, tipo: 'cliente', email: client.email });
      expect(data.perfil).toMatchObject({ id: client.sub, name: 'Bruna Costa', cpf: '12345678909', phone: '11987654321' });
      expect(data.sessoes).toEqual([
        expect.objectContaining({ id: booked.json().id, notes: 'primeira vez', therapistName: 'Helena Prado' }),
        expect.objectContaining({ id: completed, status: 'COMPLETED' }),
      ]);
      expect(data.avaliacoesEscritas).toEqual([expect.objectContaining({ terapeutaId: therapist.sub, nota: 4, comentario })]);
      expect(data.uploads).toEqual([photo]);
    });

    it('answers a therapist’s profile, availability, sessions and received reviews', async () => {
      const res = await t.call({ method: 'GET', url: '/me/export', user: therapist });
      expect(res.statusCode).toBe(200);
      const data = res.json();
      expect(data.perfil).toMatchObject({ id: therapist.sub, fullName: 'Helena Prado', cpf: expect.any(String) });
      expect(data.disponibilidade.schedule.length).toBeGreaterThan(0);
      expect(Array.isArray(data.sessoes)).toBe(true);
      expect(data.avaliacoesRecebidas.length).toBeGreaterThan(0);
      expect(JSON.stringify(data.avaliacoesRecebidas)).not.toMatch(/clienteId|clientName/);
    });

    it('401 without a token', async () => {
      expect((await t.call({ method: 'GET', url: '/me/export' })).statusCode).toBe(401);
    });
  });

  describe('DELETE /me', () => {
    it('erases a client: personal data gone, future sessions cancelled for the therapist, reviews anonymised, uploads deleted, tokens refused', async () => {
      const client = newClient('Marcos Vinícius Rocha');
      await t.call({ method: 'POST', url: '/clientes', user: client, body: { name: 'Marcos Vinícius Rocha', cpf: '12345678909', phone: '11987654321', street: 'Rua Secreta' } });
      const photo = (await upload(client, 'clientes')).json().url as string;
      const future = (await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-02-06', time: '10:00', notes: 'sobre meu luto', modality: 'online' } })).json<Appointment>();
      const past = (await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-17', time: '09:00', modality: 'online' } })).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${past.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      await completedSession(t, client, therapist.sub);
      await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 5, comentario: 'Texto que fica, sem o meu nome.' } });
      t.clock.set('2030-01-20T13:00:00.000Z'); // the past session is over; the future one is not
      const token = await t.token(client);

      const erased = await t.app.inject({ method: 'DELETE', url: '/me', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
      expect(erased.statusCode).toBe(204);

      const list = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>();
      expect(list.find((a) => a.id === future.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'conta-excluida', clientName: 'Cliente Acolhe', notes: '' });
      expect(list.find((a) => a.id === past.id)).toMatchObject({ status: 'CONFIRMED', clientName: 'Cliente Acolhe' });
      const reviews = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json().reviews as { comentario: string; clientName: string }[];
      expect(reviews.find((r) => r.comentario === 'Texto que fica, sem o meu nome.')?.clientName).toBe('Cliente Acolhe');
      expect(t.storage.keyOf(photo)).not.toBeNull();
      expect([...t.storage.files.keys()].some((k) => photo.endsWith(k))).toBe(false);
      const row = (await t.db.execute(sql`SELECT * FROM clientes WHERE id = ${client.sub}`)) as unknown as { rows: Record<string, unknown>[] };
      expect(JSON.stringify(row.rows)).not.toMatch(/Marcos|Rocha|12345678909|11987654321|Rua Secreta|cliente\d+@teste/);

      // The old token and any new one of that account are refused from now on.
      const again = await t.app.inject({ method: 'GET', url: '/me/export', headers: { authorization: `Bearer ${token}` } });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ message: 'Esta conta foi excluída.' });
      const fresh = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-02-07', time: '10:00', modality: 'online' } });
      expect(fresh.statusCode).toBe(401);
    });

    it('erases a therapist: public profile gone (404), future sessions cancelled for the client, reviews removed', async () => {
      const gone = await createReadyTherapist(t, { profile: { fullName: 'Sabrina Lopes' } });
      const client = newClient('Paula Cliente');
      const future = (await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: gone.sub, date: '2030-02-06', time: '11:00' } })).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${future.id}`, user: gone, body: { status: 'CONFIRMED' } });
      await completedSession(t, client, gone.sub);
      await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: gone.sub, nota: 5, comentario } });
      expect((await t.call({ method: 'DELETE', url: '/me', user: gone })).statusCode).toBe(204);

      expect((await t.call({ method: 'GET', url: `/public-terapeutas/${gone.sub}` })).statusCode).toBe(404);
      const listed = (await t.call({ method: 'GET', url: '/public-terapeutas?search=sabrina' })).json().content as unknown[];
      expect(listed).toHaveLength(0);
      const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
      expect(mine.find((a) => a.id === future.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'conta-excluida', therapistName: 'Terapeuta Acolhe' });
      const left = (await t.db.execute(sql`SELECT count(*)::int AS n FROM avaliacoes WHERE terapeuta_id = ${gone.sub}`)) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n).toBe(0);
      expect((await t.call({ method: 'GET', url: '/sessoes', user: gone })).statusCode).toBe(401);
    });

    // Issue 29: the erasure left the client's address number and complement, and the therapist's
    // whole office address, in the database.
    it('clears every address field: the client’s number and complement, the therapist’s office', async () => {
      const client = newClient('Cláudia Endereço');
      const saved = await t.call({
        method: 'POST',
        url: '/clientes',
        user: client,
        body: { name: 'Cláudia Endereço', zipCode: '20040020', street: 'Avenida Rio Branco', number: '156', complement: 'sala 1203', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
      });
      expect(saved.json()).toMatchObject({ number: '156', complement: 'sala 1203' });
      expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(204);
      const clientRow = (await t.db.execute(sql`SELECT * FROM clientes WHERE id = ${client.sub}`)) as unknown as { rows: Record<string, unknown>[] };
      expect(clientRow.rows[0]).toMatchObject({ zip_code: '', street: '', address_number: '', address_complement: '', neighborhood: '', city: '', state: '' });

      const office = await createReadyTherapist(t, { profile: { fullName: 'Olívia Consultório' } });
      const before = (await t.db.execute(sql`SELECT office_number, office_complement FROM terapeutas WHERE id = ${office.sub}`)) as unknown as { rows: Record<string, unknown>[] };
      expect(before.rows[0]).toEqual({ office_number: '1000', office_complement: 'sala 12' });
      expect((await t.call({ method: 'DELETE', url: '/me', user: office })).statusCode).toBe(204);
      const therapistRow = (await t.db.execute(sql`SELECT * FROM terapeutas WHERE id = ${office.sub}`)) as unknown as { rows: Record<string, unknown>[] };
      expect(therapistRow.rows[0]).toMatchObject({
        office_zip_code: '',
        office_street: '',
        office_number: '',
        office_complement: '',
        office_neighborhood: '',
        office_city: '',
        office_state: '',
      });
      expect(JSON.stringify(therapistRow.rows)).not.toMatch(/Paulista|sala 12|01310100|Bela Vista/);
    });

    it('erasing twice is harmless for the caller (second call: 401, the account is gone)', async () => {
      const client = newClient();
      expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(204);
      expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(401);
    });
  });

  it('a therapist cannot read the list of an erased account’s sessions by id guessing (erasure leaves no names)', async () => {
    const victim = newClient('Nome Sensível');
    const s = (await t.call({ method: 'POST', url: '/sessoes', user: victim, body: { therapistId: therapist.sub, date: '2030-02-11', time: '09:00', modality: 'online' } })).json<Appointment>();
    await t.call({ method: 'DELETE', url: '/me', user: victim });
    const detail = await t.call({ method: 'GET', url: `/sessoes/${s.id}`, user: therapist });
    expect(detail.json()).toMatchObject({ clientName: 'Cliente Acolhe', cliente: { name: 'Cliente Acolhe' } });
  });

  it('no stranger reaches another account’s data: /me is always the caller', async () => {
    const a = newClient('Pessoa A');
    const b = newTherapist('Pessoa B');
    await t.call({ method: 'GET', url: `/clientes/${a.sub}`, user: a });
    const exportB = await t.call({ method: 'GET', url: `/me/export?id=${a.sub}`, user: b });
    expect(exportB.statusCode).toBe(200);
    expect(exportB.body).not.toContain(a.sub);
  });
});
