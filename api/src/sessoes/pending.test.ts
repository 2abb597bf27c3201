// Issue 29: "one free account can hold 3 pending requests on every therapist forever (no global
// cap, PENDING never expires)". A client holds at most MAX_PENDING_PER_CLIENT requests overall,
// counted by the database under the client's lock (acolhe_reservar_sessao, migration 0015); a
// request the therapist has not answered by its start minus the therapist's notice expires in the
// sweep (restart-safe), freeing the slot and telling both sides.
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import { MAX_PENDING_PER_CLIENT, type Appointment } from '@acolhe/shared-domain';
import { buildApp } from '../app';
import { notificacoes, sessoes } from '../db/schema';
import { createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';
import { expireUnansweredRequests } from './service';

const OVERALL = {
  message: 'Você já tem 6 solicitações pendentes. Aguarde a resposta dos terapeutas ou cancele uma delas antes de pedir outro horário.',
};

describe('pending requests: a cap per client, and an end', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const book = (user: TestUser, therapistId: string, date: string, time: string) =>
    t.call({ method: 'POST', url: '/sessoes', user, body: { therapistId, date, time } });
  const pendingOf = async (clientId: string) =>
    (await t.db.select({ id: sessoes.id }).from(sessoes).where(and(eq(sessoes.clienteId, clientId), eq(sessoes.status, 'PENDING')))).length;

  it(`a client holds at most ${MAX_PENDING_PER_CLIENT} pending requests over every therapist (409 in pt-BR beyond)`, async () => {
    const therapists = [await createReadyTherapist(t), await createReadyTherapist(t), await createReadyTherapist(t), await createReadyTherapist(t)];
    const client = newClient();
    // two with each of three therapists: under the per-therapist limit (3), at the overall one (6)
    for (const therapist of therapists.slice(0, 3)) {
      for (const time of ['09:00', '10:00']) expect((await book(client, therapist.sub, '2030-02-04', time)).statusCode).toBe(201);
    }
    const seventh = await book(client, therapists[3]!.sub, '2030-02-04', '09:00');
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toEqual(OVERALL);
    expect(await pendingOf(client.sub)).toBe(6);
    // an answered request no longer counts
    const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
    const first = mine.find((a) => a.therapistId === therapists[0]!.sub)!;
    await t.call({ method: 'PATCH', url: `/sessoes/${first.id}`, user: therapists[0]!, body: { status: 'CONFIRMED' } });
    expect((await book(client, therapists[3]!.sub, '2030-02-04', '09:00')).statusCode).toBe(201);
  });

  it('concurrent requests of one client to eight therapists: exactly six are taken (the database counts, under the client’s lock)', async () => {
    const therapists: TestUser[] = [];
    for (let i = 0; i < 8; i++) therapists.push(await createReadyTherapist(t));
    const client = newClient();
    const results = await Promise.all(therapists.map((therapist) => book(client, therapist.sub, '2030-02-05', '11:00')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) expect(refused.json()).toEqual(OVERALL);
    expect(await pendingOf(client.sub)).toBe(6);
  });

  describe('a request nobody answers expires at its start minus the notice', () => {
    // notice 12 h: the request for Fri 18/01 09:00 (12:00Z) expires at 00:00Z that day
    const deadline = new Date('2030-01-18T00:00:00.000Z');

    it('freed and told to both sides; answered requests, confirmed sessions and later requests are left alone', async () => {
      const therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado', minNoticeHours: 12 } });
      const client = newClient('Rafael Lima');
      const unanswered = (await book(client, therapist.sub, '2030-01-18', '09:00')).json<Appointment>();
      const confirmed = (await book(client, therapist.sub, '2030-01-18', '10:00')).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${confirmed.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      const later = (await book(client, therapist.sub, '2030-01-21', '09:00')).json<Appointment>();
      expect(await pendingOf(client.sub)).toBe(2);

      expect(await expireUnansweredRequests(t.db, t.app.bus, new Date(deadline.getTime() - 1))).toBe(0);
      expect(await expireUnansweredRequests(t.db, t.app.bus, deadline)).toBe(1);
      expect(await expireUnansweredRequests(t.db, t.app.bus, deadline)).toBe(0); // once

      const seen = (await t.call({ method: 'GET', url: `/sessoes/${unanswered.id}`, user: client })).json<Appointment>();
      expect(seen).toMatchObject({ status: 'CANCELLED', cancelReason: 'solicitacao-expirada', lateCancellation: false });
      expect(seen.cancelledBy).toBeUndefined();
      const others = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>();
      expect(others.find((a) => a.id === confirmed.id)?.status).toBe('CONFIRMED');
      expect(others.find((a) => a.id === later.id)?.status).toBe('PENDING');
      expect(await pendingOf(client.sub)).toBe(1);

      const told = await t.db.select().from(notificacoes).where(and(eq(notificacoes.sessaoId, unanswered.id), eq(notificacoes.tipo, 'solicitacao-expirada')));
      expect(told.map((n) => [n.contaId, n.titulo, n.mensagem]).sort()).toEqual(
        [
          [client.sub, 'Solicitação expirada', 'Sua solicitação de sessão com Helena Prado para 18/01/2030 às 09:00 expirou: o(a) terapeuta não respondeu a tempo.'],
          [therapist.sub, 'Solicitação expirada', 'A solicitação de Rafael Lima para 18/01/2030 às 09:00 expirou: ela não foi respondida dentro da antecedência mínima.'],
        ].sort(),
      );
      expect(told.every((n) => n.status === 'pendente' && n.emailTo !== '')).toBe(true);
    });

    it('the slot is free again: the therapist can move another session into it', async () => {
      const therapist = await createReadyTherapist(t, { profile: { minNoticeHours: 12 } });
      const client = newClient();
      const unanswered = (await book(client, therapist.sub, '2030-01-18', '09:00')).json<Appointment>();
      const other = (await book(newClient(), therapist.sub, '2030-01-21', '09:00')).json<Appointment>();
      t.clock.set('2030-01-16T14:00:00.000Z');
      const blocked = await t.call({ method: 'POST', url: `/sessoes/${other.id}/remarcar`, user: therapist, body: { date: '2030-01-18', time: '09:00' } });
      expect(blocked.statusCode).toBe(409);
      await expireUnansweredRequests(t.db, t.app.bus, deadline);
      expect((await t.call({ method: 'GET', url: `/sessoes/${unanswered.id}`, user: client })).json().status).toBe('CANCELLED');
      const moved = await t.call({ method: 'POST', url: `/sessoes/${other.id}/remarcar`, user: therapist, body: { date: '2030-01-18', time: '09:00' } });
      expect(moved.statusCode).toBe(200);
    });

    it('restart-safe: the api’s start-up sweep expires what fell due while no api ran', async () => {
      const therapist = await createReadyTherapist(t, { profile: { minNoticeHours: 12 } });
      const s = (await book(newClient(), therapist.sub, '2030-01-18', '11:00')).json<Appointment>();
      const restarted = await buildApp({
        db: t.db,
        config: { ...t.config, jobs: { enabled: true, intervalMs: 60_000 } },
        logger: false,
        auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) },
        now: () => new Date('2030-01-18T02:00:00.000Z'),
        storage: t.storage,
      });
      await restarted.ready();
      await restarted.close();
      const [row] = await t.db.select({ status: sessoes.status, cancelReason: sessoes.cancelReason }).from(sessoes).where(eq(sessoes.id, s.id));
      expect(row).toEqual({ status: 'CANCELLED', cancelReason: 'solicitacao-expirada' });
    });
  });
});
