// Suspension of a therapist, the console's therapist search and the overview (issue 32). On PGlite
// and, with DATABASE_URL, on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MODERACAO_MSG, OPERACAO_MSG } from '@acolhe/shared-domain';
import { pgErrorCode } from '../lib/errors';
import { NOT_TAKING_REQUESTS_SQLSTATE, reserveSession, type NewSession } from '../sessoes/reserva';
import { createReadyTherapist, json, newClient, newOperador, newTherapist, startTestApp, useTestApp, type TestUser } from '../../testing/helpers';

const t = useTestApp();

const operador = newOperador('moderadora');

const book = async (client: TestUser, therapist: TestUser, date: string, time: string) => {
  const res = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time } });
  expect(res.statusCode).toBe(201);
  return json<{ id: string }>(res).id;
};
const statusOf = async (id: string) => {
  const r = (await t.db.execute(sql`SELECT status, decline_reason FROM sessoes WHERE id = ${id}`)) as unknown as { rows: { status: string; decline_reason: string }[] };
  return r.rows[0]!;
};
const tiposFor = async (contaId: string) => {
  const r = (await t.db.execute(sql`SELECT tipo FROM notificacoes WHERE conta_id = ${contaId}`)) as unknown as { rows: { tipo: string }[] };
  return r.rows.map((x) => x.tipo);
};
const listed = async (id: string) => json<{ content: { id: string }[] }>(await t.call({ method: 'GET', url: '/public-terapeutas' })).content.some((p) => p.id === id);

describe('suspending a therapist', () => {
  it('takes the profile off every list, 404s its page, refuses bookings, declines requests, keeps confirmed sessions; reactivation brings it back', async () => {
    const therapist = await createReadyTherapist(t, { user: newTherapist('Paula Suspensa') });
    const waiting = newClient('Cliente Esperando');
    const confirmedClient = newClient('Cliente Confirmada');
    const pending = await book(waiting, therapist, '2030-02-04', '09:00');
    const confirmed = await book(confirmedClient, therapist, '2030-02-05', '09:00');
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${confirmed}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
    expect(await listed(therapist.sub)).toBe(true);

    const res = await t.call({ method: 'POST', url: `/operacao/terapeutas/${therapist.sub}/suspensao`, user: operador, body: { motivo: 'Perfil falso, denunciado por clientes.' } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: therapist.sub, suspenso: true, suspensoMotivo: 'Perfil falso, denunciado por clientes.', publicado: false, verificacao: 'verificado' });

    expect(await listed(therapist.sub)).toBe(false);
    expect((await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).statusCode).toBe(404);
    const featured = json<{ content: { id: string }[] }>(await t.call({ method: 'GET', url: '/public-terapeutas/destaques' }));
    expect(Array.isArray(featured.content)).toBe(true);
    expect(featured.content.some((p) => p.id === therapist.sub)).toBe(false);
    const booking = await t.call({ method: 'POST', url: '/sessoes', user: newClient('Nova Cliente'), body: { therapistId: therapist.sub, date: '2030-02-06', time: '10:00' } });
    expect(booking.statusCode).toBe(409);
    expect(json(booking)).toEqual({ message: MODERACAO_MSG.suspensoIndisponivel });

    expect(await statusOf(pending)).toEqual({ status: 'REJECTED', decline_reason: MODERACAO_MSG.recusaPorSuspensao });
    expect((await statusOf(confirmed)).status).toBe('CONFIRMED');
    expect(await tiposFor(waiting.sub)).toContain('sessao-recusada');
    expect(await tiposFor(confirmedClient.sub)).toContain('terapeuta-suspenso');
    expect(await tiposFor(therapist.sub)).toContain('perfil-suspenso');
    // the therapist's own area reads it with the operator's reason (issue 44: it said only the verification's state)
    const own = json<{ estado: string; suspensao: unknown }>(await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}/verificacao`, user: therapist }));
    expect(own).toMatchObject({ estado: 'verificado', suspensao: { desde: expect.any(String), motivo: 'Perfil falso, denunciado por clientes.' } });

    const again = await t.call({ method: 'POST', url: `/operacao/terapeutas/${therapist.sub}/suspensao`, user: operador, body: { motivo: 'De novo' } });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: MODERACAO_MSG.jaSuspenso });

    t.clock.set('2030-01-16T14:00:00Z');
    const back = await t.call({ method: 'POST', url: `/operacao/terapeutas/${therapist.sub}/reativacao`, user: operador, body: { motivo: 'Identidade confirmada.' } });
    expect(back.statusCode).toBe(200);
    expect(json(back)).toMatchObject({ suspenso: false, suspensoMotivo: null, publicado: true });
    expect(json<{ suspensao: unknown }>(await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}/verificacao`, user: therapist })).suspensao).toBeNull();
    expect(await listed(therapist.sub)).toBe(true);
    expect(await tiposFor(therapist.sub)).toContain('perfil-reativado');
    const twice = await t.call({ method: 'POST', url: `/operacao/terapeutas/${therapist.sub}/reativacao`, user: operador, body: { motivo: 'De novo' } });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ message: MODERACAO_MSG.naoSuspenso });

    const audit = json<{ content: { acao: string; motivo: string; operadorEmail: string }[] }>(
      await t.call({ method: 'GET', url: `/operacao/auditoria?alvoId=${therapist.sub}`, user: operador }),
    ).content;
    expect(audit.map((e) => [e.acao, e.motivo])).toEqual([
      ['terapeuta.reativar', 'Identidade confirmada.'],
      ['terapeuta.suspender', 'Perfil falso, denunciado por clientes.'],
    ]);
  });

  it('needs a reason (400 pt-BR), an existing therapist (404), an operator (403) and not the operator’s own account (403)', async () => {
    const therapist = await createReadyTherapist(t, { user: newTherapist('Sem Motivo') });
    const noReason = await t.call({ method: 'POST', url: `/operacao/terapeutas/${therapist.sub}/suspensao`, user: operador, body: { motivo: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(noReason).fieldErrors).toEqual({ motivo: OPERACAO_MSG.motivoObrigatorio });
    expect((await t.call({ method: 'POST', url: '/operacao/terapeutas/nao-existe/suspensao', user: operador, body: { motivo: 'x' } })).statusCode).toBe(404);
    const byTherapist = await t.call({ method: 'POST', url: `/operacao/terapeutas/${therapist.sub}/suspensao`, user: newTherapist('Colega'), body: { motivo: 'x' } });
    expect(byTherapist.statusCode).toBe(403);
    const self = await t.call({ method: 'POST', url: `/operacao/terapeutas/${therapist.sub}/suspensao`, user: { ...operador, sub: therapist.sub }, body: { motivo: 'x' } });
    expect(self.statusCode).toBe(403);
    expect(json(self)).toEqual({ message: OPERACAO_MSG.naoSobreSiMesmo });
    expect(await listed(therapist.sub)).toBe(true);
  });
});

describe('a suspension between the booking’s read and its write', () => {
  it('the reservation itself refuses a suspended therapist (AC004 → 409 pt-BR), not only the service’s read before it', async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    const therapist = await createReadyTherapist(t, { user: newTherapist('Corrida Suspensa') });
    const client = newClient('Cliente da Corrida');
    expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).statusCode).toBe(200);
    const session = (id: string, time: string): NewSession => {
      const startsAt = new Date(`2030-01-21T${time}:00-03:00`);
      return {
        id, terapeutaId: therapist.sub, clienteId: client.sub, clientName: 'Cliente da Corrida', date: '2030-01-21', time, status: 'PENDING',
        notes: '', paymentMethod: null, modality: 'online', durationMinutes: 50, bufferMinutes: 0, startsAt,
        occupiedUntil: new Date(startsAt.getTime() + 50 * 60_000), createdAt: t.clock.now(), updatedAt: t.clock.now(),
      };
    };
    const limits = { perTherapist: 3, overall: 6 };
    // the service read the therapist as public; the operator suspends before the write
    await t.db.execute(sql`UPDATE terapeutas SET suspenso_em = now() WHERE id = ${therapist.sub}`);
    const refused = await reserveSession(t.db, session(randomUUID(), '09:00'), [], limits).then(() => null, (e: unknown) => e);
    expect(pgErrorCode(refused)).toBe(NOT_TAKING_REQUESTS_SQLSTATE);
    // …or takes its verification back: refused the same way
    await t.db.execute(sql`UPDATE terapeutas SET suspenso_em = NULL, verificacao_estado = 'em_analise' WHERE id = ${therapist.sub}`);
    const unverified = await reserveSession(t.db, session(randomUUID(), '09:00'), [], limits).then(() => null, (e: unknown) => e);
    expect(pgErrorCode(unverified)).toBe(NOT_TAKING_REQUESTS_SQLSTATE);
    // verified and active again: the same write goes through
    await t.db.execute(sql`UPDATE terapeutas SET verificacao_estado = 'verificado' WHERE id = ${therapist.sub}`);
    const id = randomUUID();
    expect((await reserveSession(t.db, session(id, '09:00'), [], limits)).id).toBe(id);
  });
});

describe('the console’s therapist search', () => {
  it('finds by a part of the name (accents or not), the e-mail or the CRP', async () => {
    const therapist = await createReadyTherapist(t, { user: newTherapist('Glória Buscável'), profile: { fullName: 'Glória Buscável' } });
    const { crp } = json<{ crp: string }>(await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}`, user: therapist }));
    for (const q of ['glória busc', 'gloria', therapist.email, crp]) {
      const page = json<{ content: { id: string; publicado: boolean; verificacao: string }[]; totalElements: number }>(
        await t.call({ method: 'GET', url: `/operacao/terapeutas?q=${encodeURIComponent(q)}`, user: operador }),
      );
      expect({ q, found: page.content.find((c) => c.id === therapist.sub) }).toMatchObject({ q, found: { publicado: true, verificacao: 'verificado' } });
    }
    const none = json<{ totalElements: number }>(await t.call({ method: 'GET', url: '/operacao/terapeutas?q=%25%25nada%25', user: operador }));
    expect(none.totalElements).toBe(0);
    expect((await t.call({ method: 'GET', url: '/operacao/terapeutas?page=-1', user: operador })).statusCode).toBe(400);
  });
});

describe('the overview', () => {
  it('counts the last 12 ISO weeks in São Paulo, the pending verifications and the e-mails that gave up', async () => {
    const fresh = await startTestApp();
    try {
      fresh.clock.set('2030-01-16T13:00:00Z'); // a Wednesday: week 2030-W03 starts on Monday the 14th
      const therapist = await createReadyTherapist(fresh, { user: newTherapist('Semana Cheia') });
      const client = newClient('Cliente da Semana');
      const r = await fresh.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-21', time: '09:00' } });
      expect(r.statusCode).toBe(201);
      const other = await createReadyTherapist(fresh, { user: newTherapist('Domingo à Noite') });
      // accounts are stamped by the database's clock: placed here around São Paulo's midnight of Sunday → Monday
      await fresh.db.execute(sql`UPDATE terapeutas SET created_at = '2030-01-14T03:30:00Z' WHERE id = ${therapist.sub}`); // Monday 00:30
      await fresh.db.execute(sql`UPDATE terapeutas SET created_at = '2030-01-14T02:30:00Z' WHERE id = ${other.sub}`); // Sunday 23:30
      await fresh.db.execute(sql`UPDATE clientes SET created_at = '2030-01-15T12:00:00Z' WHERE id = ${client.sub}`);
      await fresh.db.execute(sql`UPDATE notificacoes SET status = 'falhou' WHERE conta_id = ${therapist.sub}`);
      await fresh.db.execute(sql`UPDATE terapeutas SET verificacao_estado = 'em_analise' WHERE id <> ${therapist.sub}`);
      const resumo = json<{
        semanas: { semana: string; inicio: string; novosTerapeutas: number; novosClientes: number; sessoesSolicitadas: number; sessoesConfirmadas: number }[];
        verificacoesPendentes: number;
        emailsFalhos: number;
      }>(await fresh.call({ method: 'GET', url: '/operacao/resumo', user: operador }));
      expect(resumo.semanas).toHaveLength(12);
      const last = resumo.semanas[11]!;
      expect(last).toMatchObject({ semana: '2030-W03', inicio: '2030-01-14', novosTerapeutas: 1, novosClientes: 1, sessoesSolicitadas: 1, sessoesConfirmadas: 0 });
      expect(resumo.semanas[10]).toMatchObject({ semana: '2030-W02', inicio: '2030-01-07', novosTerapeutas: 1, novosClientes: 0 });
      expect(resumo.semanas.slice(0, 10).every((s) => s.novosTerapeutas === 0 && s.sessoesSolicitadas === 0)).toBe(true);
      expect(resumo.emailsFalhos).toBeGreaterThanOrEqual(1);
      const falhos = (await fresh.db.execute(sql`SELECT count(*)::int AS n FROM notificacoes WHERE status = 'falhou'`)) as unknown as { rows: { n: number }[] };
      expect(resumo.emailsFalhos).toBe(falhos.rows[0]!.n);
      const pendentes = (await fresh.db.execute(sql`SELECT count(*)::int AS n FROM terapeutas WHERE verificacao_estado = 'em_analise'`)) as unknown as { rows: { n: number }[] };
      expect(resumo.verificacoesPendentes).toBe(pendentes.rows[0]!.n);
    } finally {
      await fresh.close();
    }
  });
});
