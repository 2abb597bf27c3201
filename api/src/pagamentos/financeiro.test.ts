// Receita Saúde receipts, the payment statement and the therapist's finances (issue 34 items 3–5):
// the CPF asked before paying, the month's totals and its owner only, the receipt mark (its
// therapist, a confirmed payment only — the database's wall too), the statement's PDF (read back
// as text by pdftotext) for its client only, its public check with masked CPFs, and the month-end
// reminder sent once per therapist and month.
import { execFileSync } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { DECLARACAO_MESSAGES, FINANCEIRO_MESSAGES, type DeclaracaoPublica, type FinanceEntry, type Financeiro } from '@acolhe/shared-domain';
import { declaracoes, notificacoes } from '../db/schema';
import { confirmedSession, createReadyTherapist, newClient, uniqueRegistration, useTestApp, type TestUser } from '../../testing/helpers';
import { FINANCEIRO_MSG, receiptReminderMonths, sendReceiptReminders } from './financeiro';

const PIX = { forma: 'pix', chaveTipo: 'email', chave: 'helena@exemplo.com.br', nome: 'Helena Prado', cidade: 'São Paulo' };
const CLIENT_CPF = '11144477735';
/** Helena's CRP and CPF: a new Helena for each test (CRP and CPF are unique among therapists) */
let helena = uniqueRegistration();

/** The PDF's text as poppler reads it (whitespace folded). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
}

describe('financeiro', () => {
  const t = useTestApp();
  let therapist: TestUser; // Helena Prado, R$ 150, online, Mon–Fri 09:00, 10:00, 11:00
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    helena = uniqueRegistration();
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado', ...helena } });
    await t.call({ method: 'PUT', url: `/terapeutas/${therapist.sub}/pagamento`, user: therapist, body: PIX });
  });

  const withCpf = async (name = 'Rafael Lima', cpf = CLIENT_CPF) => {
    const client = newClient(name);
    const res = await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name, cpf } });
    expect(res.statusCode).toBe(200);
    return client;
  };
  const confirmed = (client: TestUser, date: string, time = '09:00', who = therapist) => confirmedSession(t, client, who, date, time);
  const act = (user: TestUser, id: string, acao: string) => t.call({ method: 'POST', url: `/sessoes/${id}/pagamento`, user, body: { acao } });
  const paid = async (client: TestUser, date: string, time = '09:00', who = therapist) => {
    const s = await confirmed(client, date, time, who);
    expect((await act(client, s.id, 'informar')).statusCode).toBe(200);
    expect((await act(who, s.id, 'confirmar')).statusCode).toBe(200);
    return s;
  };
  const finance = (user: TestUser, query = '') => t.call({ method: 'GET', url: `/financeiro${query}`, user });
  const receipt = (user: TestUser, id: string, body: unknown) => t.call({ method: 'PUT', url: `/sessoes/${id}/recibo`, user, body });
  const statement = (user: TestUser, id: string) => t.call({ method: 'GET', url: `/sessoes/${id}/declaracao.pdf`, user });

  describe('the client’s CPF, asked once before paying', () => {
    it('‘Já paguei’ without a CPF → 409 with why (and the field), nothing changed; with it → informed', async () => {
      const client = newClient('Rafael Lima');
      const s = await confirmed(client, '2030-02-05');
      const refused = await act(client, s.id, 'informar');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: FINANCEIRO_MESSAGES.clientCpf, fieldErrors: { cpf: FINANCEIRO_MESSAGES.clientCpf } });
      const list = await t.call({ method: 'GET', url: '/pagamentos', user: client });
      expect(list.json<{ estado: string }[]>()[0]!.estado).toBe('pendente');
      // a CPF with wrong digits is refused by the profile
      const bad = await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name: 'Rafael Lima', cpf: '11144477736' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.cpf).toBe('CPF inválido');
      await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name: 'Rafael Lima', cpf: CLIENT_CPF } });
      expect((await act(client, s.id, 'informar')).statusCode).toBe(200);
    });
  });

  describe('GET /financeiro', () => {
    it('the month: sessions, received, pending, free, receipts to issue; six months for the chart; the clients; filter by client', async () => {
      const rafael = await withCpf('Rafael Lima');
      const bia = await withCpf('Beatriz Souza', '39053344705');
      const a = await confirmed(rafael, '2030-02-05', '09:00');
      await confirmed(rafael, '2030-02-06', '09:00'); // pending
      const b = await confirmed(bia, '2030-02-07', '10:00');
      await paid(bia, '2030-01-21', '10:00'); // received in January
      // the February sessions are paid in February (received payments count in the month received)
      t.clock.set('2030-02-01T13:00:00.000Z');
      for (const [who, s] of [[rafael, a], [bia, b]] as const) {
        await act(who, s.id, 'informar');
        await act(therapist, s.id, 'confirmar');
      }
      const res = await finance(therapist, '?mes=2030-02');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<Financeiro>();
      expect(body.resumo).toEqual({ mes: '2030-02', sessoes: 3, realizadas: 0, recebido: 300, pendente: 150, gratuitas: 0, aReembolsar: 0, reembolsado: 0, recibosPendentes: 2 });
      expect(body.meses.map((m) => [m.mes, m.recebido, m.realizadas])).toEqual([
        ['2029-09', 0, 0],
        ['2029-10', 0, 0],
        ['2029-11', 0, 0],
        ['2029-12', 0, 0],
        ['2030-01', 150, 1], // 21/01 took place by now (01/02)
        ['2030-02', 300, 0],
      ]);
      expect(body.clientes.map((c) => c.nome)).toEqual(['Beatriz Souza', 'Rafael Lima']);
      expect(body.pagamentos[0]).toEqual<FinanceEntry>({
        sessaoId: a.id,
        data: '2030-02-05',
        hora: '09:00',
        duracaoMinutos: 60,
        modalidade: 'online',
        realizada: false,
        clienteId: rafael.sub,
        clienteNome: 'Rafael Lima',
        clienteCpf: CLIENT_CPF,
        valor: 150,
        gratuita: false,
        estado: 'confirmado',
        confirmadoEm: '2030-02-01T13:00:00.000Z',
        canceladaEm: null,
        recibo: { emitido: false, numero: '', emitidoEm: null },
      });
      const onlyRafael = (await finance(therapist, `?mes=2030-02&cliente=${rafael.sub}`)).json<Financeiro>();
      expect(onlyRafael.pagamentos.map((p) => p.clienteNome)).toEqual(['Rafael Lima', 'Rafael Lima']);
      expect(onlyRafael.resumo).toMatchObject({ sessoes: 2, recebido: 150, pendente: 150 });
      // once the session ended it took place: realizada, before any sweep marks it COMPLETED
      t.clock.set('2030-02-05T13:00:00.000Z');
      const after = (await finance(therapist, '?mes=2030-02')).json<Financeiro>();
      expect(after.pagamentos.find((p) => p.sessaoId === a.id)!.realizada).toBe(true);
      expect(after.resumo.realizadas).toBe(1);
    });

    it('a payment received in one month for a session of the next counts where the money came in', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05'); // paid on 16/01
      const january = (await finance(therapist, '?mes=2030-01')).json<Financeiro>();
      expect(january.pagamentos.map((p) => p.sessaoId)).toEqual([s.id]);
      expect(january.resumo).toMatchObject({ recebido: 150, recibosPendentes: 1 });
      expect((await finance(therapist, '?mes=2030-02')).json<Financeiro>().pagamentos).toEqual([]);
    });

    it('only the therapist’s own: another therapist sees none of it, a client is refused, a bad month → 400', async () => {
      const client = await withCpf();
      await paid(client, '2030-02-05');
      const other = await createReadyTherapist(t);
      const theirs = (await finance(other, '?mes=2030-02')).json<Financeiro>();
      expect(theirs.pagamentos).toEqual([]);
      expect(theirs.clientes).toEqual([]);
      // even naming this therapist's client
      expect((await finance(other, `?mes=2030-02&cliente=${client.sub}`)).json<Financeiro>().pagamentos).toEqual([]);
      const asClient = await finance(client, '?mes=2030-02');
      expect(asClient.statusCode).toBe(403);
      expect(asClient.json<{ message: string }>().message).toBe('Acesso restrito a terapeutas.');
      const bad = await finance(therapist, '?mes=2030-13');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.mes).toBe(FINANCEIRO_MESSAGES.mes);
    });
  });

  describe('PUT /sessoes/:id/recibo', () => {
    it('marks ‘Recibo emitido no Receita Saúde’ with its number, keeps the first date, unmarks', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      const marked = await receipt(therapist, s.id, { emitido: true, numero: ' RS-2030-0001 ' });
      expect(marked.statusCode).toBe(200);
      expect(marked.json<FinanceEntry>().recibo).toEqual({ emitido: true, numero: 'RS-2030-0001', emitidoEm: '2030-01-16T13:00:00.000Z' });
      t.clock.set('2030-01-17T13:00:00.000Z');
      const again = await receipt(therapist, s.id, { emitido: true });
      expect(again.json<FinanceEntry>().recibo).toEqual({ emitido: true, numero: '', emitidoEm: '2030-01-16T13:00:00.000Z' });
      expect((await finance(therapist, '?mes=2030-02')).json<Financeiro>().resumo.recibosPendentes).toBe(0);
      const undone = await receipt(therapist, s.id, { emitido: false });
      expect(undone.json<FinanceEntry>().recibo).toEqual({ emitido: false, numero: '', emitidoEm: null });
      const long = await receipt(therapist, s.id, { emitido: true, numero: 'x'.repeat(41) });
      expect(long.statusCode).toBe(400);
      expect(long.json<{ fieldErrors: Record<string, string> }>().fieldErrors.numero).toBe(FINANCEIRO_MESSAGES.numero);
    });

    it('a payment not confirmed → 409; its client → 403; another therapist → 404; the database refuses it too', async () => {
      const client = await withCpf();
      const s = await confirmed(client, '2030-02-05');
      const early = await receipt(therapist, s.id, { emitido: true });
      expect(early.statusCode).toBe(409);
      expect(early.json<{ message: string }>().message).toBe(FINANCEIRO_MSG.notConfirmed);
      await act(client, s.id, 'informar');
      await act(therapist, s.id, 'confirmar');
      const byClient = await receipt(client, s.id, { emitido: true });
      expect(byClient.statusCode).toBe(403);
      expect(byClient.json<{ message: string }>().message).toBe(FINANCEIRO_MSG.onlyTherapist);
      expect((await receipt(await createReadyTherapist(t), s.id, { emitido: true })).statusCode).toBe(404);
      const pending = await confirmed(client, '2030-02-06');
      await expect(t.handle.db.execute(sql`UPDATE pagamentos SET recibo_emitido_em = now() WHERE sessao_id = ${pending.id}`)).rejects.toThrow();
    });
  });

  describe('GET /sessoes/:id/declaracao.pdf', () => {
    it('before the session ends: 409 in pt-BR, nothing issued (issue 41: no attendance is declared ahead of it)', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05'); // 09:00–10:00 in São Paulo, paid on 16/01
      for (const at of ['2030-01-16T13:00:00.000Z', '2030-02-05T12:30:00.000Z', '2030-02-05T12:59:59.000Z']) {
        t.clock.set(at);
        const early = await statement(client, s.id);
        expect(early.statusCode).toBe(409);
        expect(early.json<{ message: string }>().message).toBe('A declaração de atendimento fica disponível depois da sessão, a partir de 05/02/2030 às 10:00.');
      }
      expect(await t.db.select().from(declaracoes).where(eq(declaracoes.sessaoId, s.id))).toEqual([]);
      t.clock.set('2030-02-05T13:00:00.000Z'); // its end
      const held = await statement(client, s.id);
      expect(held.statusCode).toBe(200);
      const text = pdfText(held.rawPayload);
      expect(text).toContain('que atendi Rafael Lima');
      expect(text).toContain('Data da sessão e início 05/02/2030 às 09:00');
      expect(text).toContain('Data do pagamento 16/01/2030');
      expect(text).toContain('e que recebi por ela, em 16/01/2030, o valor de R$ 150,00');
    });

    it('a paid session that took place: the PDF with the therapist’s CPF and CRP, the client’s CPF, the value in figures and words, the code', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      t.clock.set('2030-02-05T14:00:00.000Z');
      const res = await statement(client, s.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="declaracao-2030-02-05.pdf"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      // the site (another origin) reads the file's name
      const fromSite = await t.call({ method: 'GET', url: `/sessoes/${s.id}/declaracao.pdf`, user: client, headers: { origin: 'http://localhost:3000' } });
      expect(String(fromSite.headers['access-control-expose-headers'])).toContain('Content-Disposition');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Declaração de atendimento e pagamento');
      expect(text).toContain('Helena Prado');
      expect(text).toContain(helena.crp);
      expect(text).toContain(helena.cpf);
      expect(text).toContain('Rafael Lima');
      expect(text).toContain('111.444.777-35');
      expect(text).toContain('R$ 150,00 (cento e cinquenta reais)');
      expect(text).toContain('05/02/2030');
      expect(text).toContain('09:00');
      expect(text).toContain('60 minutos');
      expect(text).toContain('Pix');
      expect(text).toContain('Receita Saúde');
      expect(text).toContain('São Paulo, 5 de fevereiro de 2030');
      const [row] = await t.db.select().from(declaracoes).where(eq(declaracoes.sessaoId, s.id));
      expect(text).toContain(`Código de verificação: ${row!.codigo}`);
      // the link opens the site's page of the code, not the api's JSON
      expect(text).toContain(`Confira a autenticidade em http://localhost:3000/declaracoes/${row!.codigo}`);
      // downloaded again: the same statement, the same code
      t.clock.set('2030-03-01T13:00:00.000Z');
      expect(pdfText((await statement(client, s.id)).rawPayload)).toContain(row!.codigo);
      expect(await t.db.select().from(declaracoes).where(eq(declaracoes.sessaoId, s.id))).toHaveLength(1);
    });

    it('unpaid → 409 in pt-BR; its therapist → 403; another client or therapist → 404 (the attack: someone else’s statement)', async () => {
      const client = await withCpf();
      const s = await confirmed(client, '2030-02-05');
      const unpaid = await statement(client, s.id);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json<{ message: string }>().message).toBe(DECLARACAO_MESSAGES.notPaid);
      await act(client, s.id, 'informar');
      expect((await statement(client, s.id)).statusCode).toBe(409); // informed is not confirmed
      await act(therapist, s.id, 'confirmar');
      t.clock.set('2030-02-05T14:00:00.000Z'); // the session took place
      const intruder = await withCpf('Intrusa', '39053344705');
      const stolen = await statement(intruder, s.id);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.headers['content-type']).toContain('application/json');
      expect((await statement(await createReadyTherapist(t), s.id)).statusCode).toBe(404);
      const own = await statement(therapist, s.id);
      expect(own.statusCode).toBe(403);
      expect(own.json<{ message: string }>().message).toBe(DECLARACAO_MESSAGES.onlyClient);
      expect(await t.db.select().from(declaracoes).where(eq(declaracoes.sessaoId, s.id))).toEqual([]);
      expect((await statement(client, 'nao-existe')).statusCode).toBe(404);
    });

    it('a free first session has no statement', async () => {
      const gift = await createReadyTherapist(t, { profile: { fullName: 'Otávio Reis', freeFirstSession: true } });
      const client = await withCpf();
      const s = await confirmed(client, '2030-02-05', '09:00', gift);
      const res = await statement(client, s.id);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(DECLARACAO_MESSAGES.free);
    });
  });

  describe('GET /declaracoes/:codigo (public)', () => {
    it('says the statement is valid to anyone holding the code, with initials and the CPFs’ last digits; an unknown or malformed code → 404', async () => {
      const client = await withCpf();
      const s = await paid(client, '2030-02-05');
      t.clock.set('2030-02-05T14:00:00.000Z');
      await statement(client, s.id);
      const [row] = await t.db.select().from(declaracoes).where(eq(declaracoes.sessaoId, s.id));
      const res = await t.app.inject({ method: 'GET', url: `/declaracoes/${row!.codigo.toLowerCase()}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<DeclaracaoPublica>()).toEqual<DeclaracaoPublica>({
        codigo: row!.codigo,
        situacao: 'valida',
        anuladaEm: null,
        emitidaEm: '2030-02-05T14:00:00.000Z',
        terapeuta: { iniciais: 'H. P.', cpf: `***.***.***-${helena.cpf.slice(-2)}` },
        cliente: { iniciais: 'R. L.', cpf: '***.***.***-35' },
        data: '2030-02-05',
        hora: '09:00',
        duracaoMinutos: 60,
        modalidade: 'online',
        valor: 150,
        dataPagamento: '2030-01-16',
      });
      // nothing more: no name, no CPF beyond its last digits, no CRP, no ids, no other session
      for (const secret of [CLIENT_CPF, '444.777', helena.cpf, helena.cpf.replace(/\D/g, '').slice(3, 9), helena.crp, 'Rafael', 'Helena', client.sub, s.id]) {
        expect(res.body).not.toContain(secret);
      }
      for (const code of ['AAAA-AAAA-AAAA', 'nao-e-codigo', `${row!.codigo}X`]) {
        const miss = await t.app.inject({ method: 'GET', url: `/declaracoes/${code}` });
        expect(miss.statusCode).toBe(404);
        expect(miss.json<{ message: string }>().message).toBe(DECLARACAO_MESSAGES.notFound);
      }
    });
  });

  describe('the month-end reminder', () => {
    const remindersOf = (contaId: string) =>
      t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, contaId), eq(notificacoes.tipo, 'recibos-pendentes')));

    it('due from 09:00 of the month’s last day (and the month before, if missed)', () => {
      expect(receiptReminderMonths(new Date('2030-02-28T11:59:00.000Z'))).toEqual(['2030-01']); // 08:59 in São Paulo
      expect(receiptReminderMonths(new Date('2030-02-28T12:00:00.000Z'))).toEqual(['2030-01', '2030-02']);
      expect(receiptReminderMonths(new Date('2030-03-01T12:00:00.000Z'))).toEqual(['2030-02']);
    });

    it('one e-mail per therapist and month, whatever the runs and restarts; none when every receipt is marked', async () => {
      const client = await withCpf();
      const a = await confirmed(client, '2030-02-05');
      const second = await confirmed(client, '2030-02-06');
      await confirmed(client, '2030-02-07'); // not paid: no receipt yet
      // received in February: February's receipts (the month a payment counts in is the one it was received)
      t.clock.set('2030-02-02T13:00:00.000Z');
      for (const s of [a, second]) {
        await act(client, s.id, 'informar');
        await act(therapist, s.id, 'confirmar');
      }
      const calm = await createReadyTherapist(t, { profile: { fullName: 'Otávio Reis' } });
      await t.call({ method: 'PUT', url: `/terapeutas/${calm.sub}/pagamento`, user: calm, body: { ...PIX, nome: 'Otávio Reis' } });
      const b = await paid(client, '2030-02-08', '09:00', calm);
      await receipt(calm, b.id, { emitido: true });

      // (other tests' therapists may get theirs too: each is counted by its own inbox)
      t.clock.set('2030-02-27T13:00:00.000Z');
      await sendReceiptReminders(t.db, t.app.bus, t.clock.now());
      expect(await remindersOf(therapist.sub)).toEqual([]);
      t.clock.set('2030-02-28T12:00:00.000Z');
      await Promise.all([sendReceiptReminders(t.db, t.app.bus, t.clock.now()), sendReceiptReminders(t.db, t.app.bus, t.clock.now())]);
      const [notice, ...rest] = await remindersOf(therapist.sub);
      expect(rest).toEqual([]);
      expect(notice).toMatchObject({
        titulo: 'Recibos do Receita Saúde a emitir',
        mensagem: 'Até 28/02/2030, 2 pagamentos recebidos ainda estão sem recibo emitido no Receita Saúde.',
        link: `/usuario/${therapist.sub}/configuracoes#financeiro`,
        emailTo: therapist.email,
        status: 'pendente',
        sessaoId: null,
      });
      expect(JSON.stringify(notice!.payload)).not.toContain(CLIENT_CPF);
      expect(await remindersOf(calm.sub)).toEqual([]);
      // the next day (a restart, another replica): February is done
      t.clock.set('2030-03-01T12:00:00.000Z');
      await sendReceiptReminders(t.db, t.app.bus, t.clock.now());
      expect(await remindersOf(therapist.sub)).toHaveLength(1);
      // March: marked in the meantime → nothing to remind
      await receipt(therapist, a.id, { emitido: true });
      await receipt(therapist, second.id, { emitido: true });
      t.clock.set('2030-03-31T12:00:00.000Z');
      await sendReceiptReminders(t.db, t.app.bus, t.clock.now());
      expect(await remindersOf(therapist.sub)).toHaveLength(1);
    });
  });
});
