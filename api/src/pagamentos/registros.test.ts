// Issue 41, records that hold before the tax authority: a received payment whose session is
// cancelled keeps a state (a_reembolsar → reembolsado | retido, its therapist's mark), stays in
// Financeiro in the month it was received, and voids its statement; the payment state machine
// has one definition (shared-domain) that the database's trigger is rendered from; an erasure keeps
// the payer of received payments (for that therapist only) and the statements issued, until the
// legal period ends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  DECLARACAO_MESSAGES,
  PAYMENT_DESTINATIONS,
  PAYMENT_STATE_CHANGES,
  PAYMENT_STATES,
  PAGAMENTO_MESSAGES,
  RECEIVED_PAYMENT_STATES,
  financeCsv,
  receitaSaudeFields,
  type DeclaracaoPublica,
  type Financeiro,
  type SessionPayment,
} from '@acolhe/shared-domain';
import { clientes, declaracoes, pagamentos } from '../db/schema';
import { sliceSqlDir } from '../lib/paths';
import { paymentChangeAllowed, PAYMENT_FRAGMENTS } from './fragments';
import { confirmedSession, createReadyTherapist, newClient, uniqueRegistration, useTestApp, type TestUser } from '../../testing/helpers';
import { PAGAMENTO_MSG } from './service';
import { forgetExpiredTaxRecords } from './registros';

const PIX = { forma: 'pix', chaveTipo: 'email', chave: 'helena@exemplo.com.br', nome: 'Helena Prado', cidade: 'São Paulo' };
const CLIENT_CPF = '11144477735';

describe('issue 41 — registros', () => {
  const t = useTestApp();
  let therapist: TestUser; // Helena Prado, R$ 150, online, Mon–Fri 09:00, 10:00, 11:00 (60 min)
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado', ...uniqueRegistration() } });
    await t.call({ method: 'PUT', url: `/terapeutas/${therapist.sub}/pagamento`, user: therapist, body: PIX });
  });

  const withCpf = async (name = 'Rafael Lima', cpf = CLIENT_CPF) => {
    const client = newClient(name);
    expect((await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name, cpf } })).statusCode).toBe(200);
    return client;
  };
  const act = (user: TestUser, id: string, acao: string) => t.call({ method: 'POST', url: `/sessoes/${id}/pagamento`, user, body: { acao } });
  const paid = async (client: TestUser, date: string, time = '09:00') => {
    const s = await confirmedSession(t, client, therapist, date, time);
    expect((await act(client, s.id, 'informar')).statusCode).toBe(200);
    expect((await act(therapist, s.id, 'confirmar')).statusCode).toBe(200);
    return s;
  };
  const cancel = (user: TestUser, id: string) => t.call({ method: 'PATCH', url: `/sessoes/${id}`, user, body: { status: 'CANCELLED' } });
  const finance = (mes: string, user = therapist) => t.call({ method: 'GET', url: `/financeiro?mes=${mes}`, user }).then((r) => r.json<Financeiro>());
  const payments = (user: TestUser) => t.call({ method: 'GET', url: '/pagamentos', user }).then((r) => r.json<SessionPayment[]>());
  const statement = (user: TestUser, id: string) => t.call({ method: 'GET', url: `/sessoes/${id}/declaracao.pdf`, user });
  const destino = (user: TestUser, id: string, body: unknown) => t.call({ method: 'PUT', url: `/sessoes/${id}/pagamento/destino`, user, body });
  const verify = (codigo: string) => t.app.inject({ method: 'GET', url: `/declaracoes/${codigo}` });
  const codeOf = async (sessaoId: string) => (await t.db.select().from(declaracoes).where(eq(declaracoes.sessaoId, sessaoId)))[0]?.codigo;

  describe('a paid session that is cancelled', () => {
    it('keeps its payment (a_reembolsar, with when) for both sides and in Financeiro and the CSV of the month received; no statement', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05'); // received on 16/01
      t.clock.set('2030-01-20T13:00:00.000Z');
      expect((await cancel(client, s.id)).statusCode).toBe(200);

      for (const side of [client, therapist]) {
        const mine = (await payments(side)).find((p) => p.sessaoId === s.id);
        expect(mine).toMatchObject({ estado: 'a_reembolsar', valor: 150, confirmadoEm: '2030-01-16T13:00:00.000Z', canceladaEm: '2030-01-20T13:00:00.000Z' });
      }
      const january = await finance('2030-01');
      expect(january.pagamentos.map((p) => [p.sessaoId, p.estado, p.realizada, p.canceladaEm])).toEqual([[s.id, 'a_reembolsar', false, '2030-01-20T13:00:00.000Z']]);
      // received is received: the month still counts it, and says how much is to be refunded
      expect(january.resumo).toMatchObject({ recebido: 150, aReembolsar: 150, reembolsado: 0, pendente: 0, recibosPendentes: 0 });
      expect(financeCsv(january.pagamentos)).toContain(';Online;150,00;Sessão cancelada: a reembolsar;16/01/2030;;');
      // nothing happened, so nothing is declared
      const refused = await statement(client, s.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe('Esta sessão foi cancelada em 20/01/2030: não há atendimento a declarar.');
      expect(await codeOf(s.id)).toBeUndefined();
    });

    it('whoever cancels (the therapist too); a payment not received stays as it was and leaves Financeiro', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      const unpaid = await confirmedSession(t, client, therapist, '2030-02-06');
      expect((await cancel(therapist, s.id)).statusCode).toBe(200);
      expect((await cancel(therapist, unpaid.id)).statusCode).toBe(200);
      const rows = await t.db.select({ id: pagamentos.sessaoId, estado: pagamentos.estado, canceladaEm: pagamentos.canceladaEm }).from(pagamentos);
      expect(rows.find((r) => r.id === s.id)).toEqual({ id: s.id, estado: 'a_reembolsar', canceladaEm: new Date('2030-01-16T13:00:00.000Z') });
      expect(rows.find((r) => r.id === unpaid.id)).toEqual({ id: unpaid.id, estado: 'pendente', canceladaEm: null });
      expect((await finance('2030-02')).pagamentos).toEqual([]);
      expect((await finance('2030-01')).pagamentos.map((p) => p.sessaoId)).toEqual([s.id]);
    });

    it('its therapist marks what became of it — reembolsado, retido, back — and Financeiro follows', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      await cancel(client, s.id);
      const refunded = await destino(therapist, s.id, { destino: 'reembolsado' });
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json<SessionPayment>()).toMatchObject({ sessaoId: s.id, estado: 'reembolsado', canceladaEm: '2030-01-16T13:00:00.000Z' });
      expect((await finance('2030-01')).resumo).toMatchObject({ recebido: 150, aReembolsar: 0, reembolsado: 150, recibosPendentes: 0 });
      expect((await destino(therapist, s.id, { destino: 'retido' })).json<SessionPayment>().estado).toBe('retido');
      // kept by the practice's policy: it is income, its Receita Saúde receipt is due
      const kept = await finance('2030-01');
      expect(kept.resumo).toMatchObject({ recebido: 150, aReembolsar: 0, reembolsado: 0, recibosPendentes: 1 });
      expect(receitaSaudeFields(kept.pagamentos[0]!)[0]).toEqual({ label: 'CPF do pagador', value: '111.444.777-35' });
      expect((await t.call({ method: 'PUT', url: `/sessoes/${s.id}/recibo`, user: therapist, body: { emitido: true } })).statusCode).toBe(200);
      expect((await destino(therapist, s.id, { destino: 'a_reembolsar' })).json<SessionPayment>().estado).toBe('a_reembolsar');
      expect((await payments(client)).find((p) => p.sessaoId === s.id)!.estado).toBe('a_reembolsar');
    });

    it('only its therapist, only a received payment of a cancelled session, only the three marks', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      const live = await paid(client, '2030-02-06');
      await cancel(client, s.id);
      const byClient = await destino(client, s.id, { destino: 'reembolsado' });
      expect(byClient.statusCode).toBe(403);
      expect(byClient.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.onlyTherapistDestination);
      expect((await destino(await createReadyTherapist(t), s.id, { destino: 'reembolsado' })).statusCode).toBe(404);
      const notCancelled = await destino(therapist, live.id, { destino: 'retido' });
      expect(notCancelled.statusCode).toBe(409);
      expect(notCancelled.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.notCancelledPaid);
      const bad = await destino(therapist, s.id, { destino: 'confirmado' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.destino).toBe(PAGAMENTO_MESSAGES.destino);
      expect((await t.db.select({ estado: pagamentos.estado }).from(pagamentos).where(eq(pagamentos.sessaoId, live.id)))[0]!.estado).toBe('confirmado');
    });
  });

  describe('a statement issued before its session was cancelled (as before issue 41)', () => {
    it('is void: the PDF is refused with when, and the public check says cancelled, never valid', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      // issued on the day of payment, as the api did before this issue (no date of payment in it)
      const codigo = 'ABCD-EFGH-JKMN';
      const conteudo = {
        codigo,
        emitidaEm: '2030-01-16T13:00:00.000Z',
        terapeuta: { nome: 'Helena Prado', cpf: '52998224725', crp: '06/111111' },
        cliente: { nome: 'Rafael Lima', cpf: CLIENT_CPF },
        data: '2030-02-05',
        hora: '09:00',
        duracaoMinutos: 60,
        modalidade: 'online',
        valor: 150,
        valorPorExtenso: 'cento e cinquenta reais',
        formaPagamento: 'Pix',
        local: 'São Paulo',
      };
      await t.db.insert(declaracoes).values({ codigo, sessaoId: s.id, conteudo, emitidaEm: new Date('2030-01-16T13:00:00.000Z') });
      t.clock.set('2030-01-20T13:00:00.000Z');
      await cancel(client, s.id);
      const refused = await statement(client, s.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe('Esta sessão foi cancelada: a declaração foi anulada em 20/01/2030.');
      expect(refused.json<{ message: string }>().message).toBe(DECLARACAO_MESSAGES.annulled('2030-01-20T13:00:00.000Z'));
      const checked = await verify(codigo);
      expect(checked.statusCode).toBe(200);
      expect(checked.json<DeclaracaoPublica>()).toMatchObject({ codigo, situacao: 'cancelada', anuladaEm: '2030-01-20T13:00:00.000Z', dataPagamento: '2030-01-16' });
    });
  });

  describe('the payment state machine: one definition', () => {
    it('the database’s wall is rendered from shared-domain’s list of changes', () => {
      const file = readFileSync(path.join(sliceSqlDir('pagamentos'), 'acolhe_pagamento_transicao.sql'), 'utf8');
      expect(file).toContain('{{PAGAMENTO_MUDANCA_PERMITIDA}}');
      expect(file).not.toMatch(/'confirmado'|'informado'/); // no state spelled by hand
      const pairs = [...PAYMENT_FRAGMENTS.PAGAMENTO_MUDANCA_PERMITIDA!.matchAll(/\('(\w+)', '(\w+)'\)/g)].map((m) => [m[1], m[2]]);
      expect(pairs).toEqual(PAYMENT_STATE_CHANGES.map(([a, b]) => [a, b]));
      expect(PAYMENT_FRAGMENTS.PAGAMENTO_MUDANCA_PERMITIDA).toBe(paymentChangeAllowed(PAYMENT_STATE_CHANGES));
      expect(() => paymentChangeAllowed([['confirmado', "x'); DROP TABLE pagamentos; --"]])).toThrow('not a payment state');
    });

    it('the CHECKs of pagamentos list shared-domain’s states, received states and destinations', async () => {
      const def = async (name: string) => {
        const result = (await t.db.execute(sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = ${name}`)) as unknown as { rows: { def: string }[] };
        return [...result.rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
      };
      expect(await def('pagamentos_estado_valid')).toEqual([...PAYMENT_STATES].sort());
      expect(await def('pagamentos_recibo_confirmado')).toEqual([...RECEIVED_PAYMENT_STATES].sort());
      expect(await def('pagamentos_destino_cancelada')).toEqual([...PAYMENT_DESTINATIONS].sort());
    });

    it('whoever writes: a received payment never goes back to unpaid, a destination needs a cancellation', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      const live = await paid(client, '2030-02-06');
      await cancel(client, s.id);
      for (const estado of ['pendente', 'informado', 'confirmado', 'nao_recebido']) {
        await expect(t.handle.db.execute(sql`UPDATE pagamentos SET estado = ${estado} WHERE sessao_id = ${s.id}`)).rejects.toThrow();
      }
      await t.handle.db.execute(sql`UPDATE pagamentos SET estado = 'retido' WHERE sessao_id = ${s.id}`);
      // a received payment of a session that is on is no destination's (pagamentos_destino_cancelada)
      await expect(t.handle.db.execute(sql`UPDATE pagamentos SET estado = 'a_reembolsar' WHERE sessao_id = ${live.id}`)).rejects.toThrow();
      await expect(t.handle.db.execute(sql`UPDATE pagamentos SET cancelada_em = NULL WHERE sessao_id = ${s.id}`)).rejects.toThrow();
    });
  });

  describe('erasing an account keeps what the law keeps', () => {
    /** Rafael pays a session that takes place (its statement downloaded), pays a future one, leaves one unpaid; then erases the account. */
    async function erasedClient() {
      const client = await withCpf();
      const held = await paid(client, '2030-02-05');
      const future = await paid(client, '2030-02-12');
      const unpaid = await confirmedSession(t, client, therapist, '2030-02-13');
      t.clock.set('2030-02-06T13:00:00.000Z');
      expect((await statement(client, held.id)).statusCode).toBe(200);
      const codigo = (await codeOf(held.id))!;
      expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(204);
      return { client, held, future, unpaid, codigo };
    }

    it('the client: the therapist still has the payer’s name and CPF of the payments received, for the Receita Saúde receipt', async () => {
      const { client, held, future, unpaid } = await erasedClient();
      const [profile] = await t.db.select({ name: clientes.name, cpf: clientes.cpf }).from(clientes).where(eq(clientes.id, client.sub));
      expect(profile).toEqual({ name: 'Cliente Acolhe', cpf: '' });
      const january = await finance('2030-01');
      // the future session was cancelled by the erasure: received, so it stays, to refund
      expect(january.pagamentos.map((p) => [p.sessaoId, p.estado, p.clienteNome, p.clienteCpf])).toEqual([
        [held.id, 'confirmado', 'Rafael Lima', CLIENT_CPF],
        [future.id, 'a_reembolsar', 'Rafael Lima', CLIENT_CPF],
      ]);
      expect(receitaSaudeFields(january.pagamentos[0]!).slice(0, 2)).toEqual([
        { label: 'CPF do pagador', value: '111.444.777-35' },
        { label: 'Nome do pagador', value: 'Rafael Lima' },
      ]);
      // what was never received keeps nothing of the payer
      const [notReceived] = await t.db.select().from(pagamentos).where(eq(pagamentos.sessaoId, unpaid.id));
      expect({ nome: notReceived!.pagadorNome, cpf: notReceived!.pagadorCpf }).toEqual({ nome: null, cpf: null });
      // nobody else: another therapist's Financeiro, the client's data gone
      const other = await createReadyTherapist(t);
      expect((await finance('2030-01', other)).pagamentos).toEqual([]);
    });

    it('the client: the statement issued stays verifiable by its code (valid, masked), never ‘não encontrada’', async () => {
      const { codigo } = await erasedClient();
      const checked = await verify(codigo);
      expect(checked.statusCode).toBe(200);
      expect(checked.json<DeclaracaoPublica>()).toMatchObject({ situacao: 'valida', cliente: { iniciais: 'R. L.', cpf: '***.***.***-35' }, dataPagamento: '2030-01-16' });
      expect(checked.body).not.toContain('Rafael');
    });

    it('the therapist: the statements their clients hold stay verifiable', async () => {
      const client = await withCpf();
      const held = await paid(client, '2030-02-05');
      t.clock.set('2030-02-06T13:00:00.000Z');
      await statement(client, held.id);
      const codigo = (await codeOf(held.id))!;
      expect((await t.call({ method: 'DELETE', url: '/me', user: therapist })).statusCode).toBe(204);
      expect((await verify(codigo)).json<DeclaracaoPublica>()).toMatchObject({ situacao: 'valida', terapeuta: { iniciais: 'H. P.' } });
      // the client downloads it again, as issued
      expect((await statement(client, held.id)).statusCode).toBe(200);
    });

    it('until 31 December of the sixth year after the payment; then the sweep forgets them', async () => {
      const { held, future, codigo } = await erasedClient(); // received on 16/01/2030: kept until 31/12/2036
      const kept = async () =>
        (await t.db.select({ id: pagamentos.sessaoId, cpf: pagamentos.pagadorCpf }).from(pagamentos).where(sql`${pagamentos.sessaoId} IN (${held.id}, ${future.id})`)).map((r) => r.cpf);
      t.clock.set('2036-12-31T23:00:00.000Z'); // 20:00 of 31/12/2036 in São Paulo
      await forgetExpiredTaxRecords(t.db, t.clock.now());
      expect(await kept()).toEqual([CLIENT_CPF, CLIENT_CPF]);
      expect((await verify(codigo)).statusCode).toBe(200);
      t.clock.set('2037-01-01T03:00:00.000Z'); // 00:00 of 01/01/2037 in São Paulo
      expect(await forgetExpiredTaxRecords(t.db, t.clock.now())).toBeGreaterThanOrEqual(2);
      expect(await kept()).toEqual([null, null]);
      expect((await verify(codigo)).statusCode).toBe(404);
    });

    it('an account that exists keeps its records past the period', async () => {
      const client = await withCpf();
      const held = await paid(client, '2030-02-05');
      t.clock.set('2030-02-06T13:00:00.000Z');
      await statement(client, held.id);
      t.clock.set('2040-01-01T12:00:00.000Z');
      await forgetExpiredTaxRecords(t.db, t.clock.now());
      expect((await verify((await codeOf(held.id))!)).statusCode).toBe(200);
    });
  });
});
