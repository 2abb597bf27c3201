// Paying a session: the therapist's settings, the BR Code of a confirmed session (only its two
// sides), the payment states (who, in which order — the database's wall too), the free first
// session, and the one reminder 24 h after an unpaid session ended.
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentSettings, SessionPayment, SessionPix } from '@acolhe/shared-domain';
import { notificacoes, pagamentos, recebimentos } from '../db/schema';
import { bookSession, confirmedSession, createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';
import { PAGAMENTO_MSG, sendPaymentReminders } from './service';

/** TLV fields of a BR Code, read independently of the generator. */
function tlv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < text.length; ) {
    const len = Number(text.slice(i + 2, i + 4));
    out.set(text.slice(i, i + 2), text.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

const PIX = { forma: 'pix', chaveTipo: 'email', chave: 'Helena@Exemplo.com.br', nome: 'Helena Prado', cidade: 'São Paulo' };

describe('pagamentos', () => {
  const t = useTestApp();
  let therapist: TestUser; // Helena Prado, R$ 150, online, Mon–Fri 09:00, 10:00, 11:00
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
  });

  const settings = (user: TestUser, body: unknown, id = user.sub) => t.call({ method: 'PUT', url: `/terapeutas/${id}/pagamento`, user, body });
  const book = (client: TestUser, date: string, time = '09:00', who = therapist) => bookSession(t, client, who, date, time);
  const confirmed = (client: TestUser, date: string, time = '09:00', who = therapist) => confirmedSession(t, client, who, date, time);
  // a client gives a CPF before the first 'Já paguei' (financeiro.test.ts): every client here has one
  const withCpf = new Set<string>();
  const act = async (user: TestUser, id: string, acao: string) => {
    if (user.tipo === 'cliente' && !withCpf.has(user.sub)) {
      const res = await t.call({ method: 'PUT', url: `/clientes/${user.sub}`, user, body: { name: user.name || 'Cliente Teste', cpf: '11144477735' } });
      expect(res.statusCode).toBe(200);
      withCpf.add(user.sub);
    }
    return t.call({ method: 'POST', url: `/sessoes/${id}/pagamento`, user, body: { acao } });
  };
  const pix = (user: TestUser, id: string) => t.call({ method: 'GET', url: `/sessoes/${id}/pix`, user });
  const noticesOf = async (contaId: string, tipo: string) =>
    t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, contaId), eq(notificacoes.tipo, tipo)));

  describe('the therapist’s settings', () => {
    it('without settings: in the office; a Pix key is saved normalised, with the link of the profile', async () => {
      const before = await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}/pagamento`, user: therapist });
      expect(before.statusCode).toBe(200);
      expect(before.json<PaymentSettings>()).toEqual({ forma: 'consultorio', chaveTipo: '', chave: '', nome: '', cidade: '', linkPagamento: '' });
      const saved = await settings(therapist, { ...PIX, chaveTipo: 'cpf', chave: '529.982.247-25', linkPagamento: 'https://pag.exemplo/helena' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<PaymentSettings>()).toEqual({ ...PIX, chaveTipo: 'cpf', chave: '52998224725', linkPagamento: 'https://pag.exemplo/helena' });
      const profile = await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}`, user: therapist });
      expect(profile.json<{ paymentLink: string }>().paymentLink).toBe('https://pag.exemplo/helena');
    });

    it('each key type by its own rule: a bad key, a missing name or city → 400 with the field’s message, nothing saved', async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{ chaveTipo: 'cpf', chave: '529.982.247-26' }, 'chave', 'Informe um CPF válido como chave Pix.'],
        [{ chaveTipo: 'cnpj', chave: '11.222.333/0001-82' }, 'chave', 'Informe um CNPJ válido como chave Pix.'],
        [{ chaveTipo: 'email', chave: 'helena@' }, 'chave', 'Informe um e-mail válido como chave Pix.'],
        [{ chaveTipo: 'telefone', chave: '11912345678' }, 'chave', 'Informe o telefone da chave Pix como +55 seguido de DDD e número (ex.: +5511912345678).'],
        [{ chaveTipo: 'aleatoria', chave: 'nao-e-uuid' }, 'chave', 'A chave aleatória deve ter o formato 123e4567-e89b-12d3-a456-426614174000.'],
        [{ nome: '' }, 'nome', 'Informe o nome do recebedor (2 a 60 caracteres), como aparece no seu banco.'],
        [{ cidade: '' }, 'cidade', 'Informe a cidade do recebedor (2 a 60 caracteres).'],
      ];
      for (const [change, field, message] of cases) {
        const res = await settings(therapist, { ...PIX, ...change });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
      }
      expect((await settings(therapist, { ...PIX, chaveTipo: 'telefone', chave: '+55 11 91234-5678' })).json<PaymentSettings>().chave).toBe('+5511912345678');
      expect((await settings(therapist, { forma: 'link' })).statusCode).toBe(400);
    });

    it('only the therapist’s own: another therapist 403, a client 403', async () => {
      const other = await createReadyTherapist(t);
      expect((await settings(other, PIX, therapist.sub)).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}/pagamento`, user: other })).statusCode).toBe(403);
      const client = newClient();
      const res = await settings(client, PIX, therapist.sub);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Acesso restrito a terapeutas.');
    });
  });

  describe('GET /sessoes/:id/pix', () => {
    it('a confirmed session: the BR Code with the key, the price, name, city and a txid naming the session', async () => {
      await settings(therapist, PIX);
      const client = newClient('Rafael Lima');
      const s = await confirmed(client, '2030-02-05');
      const res = await pix(client, s.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<SessionPix>();
      expect(body.valor).toBe(150);
      expect(body.txid).toBe(`ACOLHE${s.id.replace(/-/g, '').toUpperCase()}`.slice(0, 25));
      const top = tlv(body.brCode);
      expect(tlv(top.get('26')!).get('01')).toBe('helena@exemplo.com.br');
      expect(top.get('54')).toBe('150.00');
      expect(top.get('59')).toBe('Helena Prado');
      expect(top.get('60')).toBe('Sao Paulo');
      expect(tlv(top.get('62')!).get('05')).toBe(body.txid);
      // its therapist sees the same code; anybody else: the session does not exist for them
      expect((await pix(therapist, s.id)).json<SessionPix>().brCode).toBe(body.brCode);
      expect((await pix(newClient(), s.id)).statusCode).toBe(404);
      expect((await pix(await createReadyTherapist(t), s.id)).statusCode).toBe(404);
    });

    it('the price of the moment it was confirmed: a later price change does not move it', async () => {
      await settings(therapist, PIX);
      const client = newClient();
      const s = await confirmed(client, '2030-02-05');
      await t.handle.db.execute(sql`UPDATE terapeutas SET session_price = 300 WHERE id = ${therapist.sub}`);
      expect((await pix(client, s.id)).json<SessionPix>().valor).toBe(150);
    });

    it('not confirmed, or a therapist who does not take Pix through Acolhe: 409 with why', async () => {
      const client = newClient();
      const pending = await book(client, '2030-02-05');
      const r1 = await pix(client, pending.id);
      expect(r1.statusCode).toBe(409);
      expect(r1.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.notConfirmed);
      const s = await confirmed(client, '2030-02-06');
      const r2 = await pix(client, s.id);
      expect(r2.statusCode).toBe(409);
      expect(r2.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.noPix);
      await settings(therapist, { forma: 'link', linkPagamento: 'https://pag.exemplo/helena' });
      expect((await pix(client, s.id)).statusCode).toBe(409);
      const list = await t.call({ method: 'GET', url: '/pagamentos', user: client });
      expect(list.json<SessionPayment[]>()).toEqual([
        expect.objectContaining({ sessaoId: s.id, forma: 'link', linkPagamento: 'https://pag.exemplo/helena', pixDisponivel: false, estado: 'pendente' }),
      ]);
    });
  });

  describe('POST /sessoes/:id/pagamento', () => {
    it('Já paguei → Não recebi (the client is told) → Já paguei again → Recebido (the client is told)', async () => {
      await settings(therapist, PIX);
      const client = newClient('Rafael Lima');
      const s = await confirmed(client, '2030-02-05');
      const informed = await act(client, s.id, 'informar');
      expect(informed.statusCode).toBe(200);
      expect(informed.json<SessionPayment>()).toMatchObject({ estado: 'informado', informadoEm: '2030-01-16T13:00:00.000Z' });
      expect(await noticesOf(therapist.sub, 'pagamento-informado')).toHaveLength(1);

      expect((await act(therapist, s.id, 'nao_recebido')).json<SessionPayment>().estado).toBe('nao_recebido');
      const told = await noticesOf(client.sub, 'pagamento-nao-recebido');
      expect(told).toHaveLength(1);
      expect(told[0]!.titulo).toBe('Pagamento não recebido');
      expect(told[0]!.emailTo).toBe(client.email);

      expect((await act(client, s.id, 'informar')).statusCode).toBe(200);
      const done = await act(therapist, s.id, 'confirmar');
      expect(done.statusCode).toBe(200);
      expect(done.json<SessionPayment>()).toMatchObject({ estado: 'confirmado', confirmadoEm: '2030-01-16T13:00:00.000Z' });
      expect(await noticesOf(client.sub, 'pagamento-confirmado')).toHaveLength(1);
      // both sides' lists say so
      expect((await t.call({ method: 'GET', url: '/pagamentos', user: therapist })).json<SessionPayment[]>()).toEqual([
        expect.objectContaining({ sessaoId: s.id, estado: 'confirmado', valor: 150, gratuita: false, forma: 'pix', pixDisponivel: true }),
      ]);
    });

    it('out of order → 409 with the state, nothing changed', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-05');
      const early = await act(therapist, s.id, 'confirmar');
      expect(early.statusCode).toBe(409);
      expect(early.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.outOfOrder('pendente', 'confirmar'));
      expect((await act(therapist, s.id, 'nao_recebido')).statusCode).toBe(409);
      await act(client, s.id, 'informar');
      const twice = await act(client, s.id, 'informar');
      expect(twice.statusCode).toBe(409);
      expect(twice.json<{ message: string }>().message).toBe('O pagamento já está como "Pagamento informado": não é possível informá-lo de novo.');
      await act(therapist, s.id, 'confirmar');
      expect((await act(client, s.id, 'informar')).statusCode).toBe(409);
      expect((await act(therapist, s.id, 'nao_recebido')).statusCode).toBe(409);
      const [row] = await t.db.select().from(pagamentos).where(eq(pagamentos.sessaoId, s.id));
      expect(row!.estado).toBe('confirmado');
      expect((await act(client, s.id, 'pagar')).statusCode).toBe(400);
    });

    it('the wrong person: the therapist cannot say the client paid, the client cannot confirm; others do not see the session', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-05');
      const r1 = await act(therapist, s.id, 'informar');
      expect(r1.statusCode).toBe(403);
      expect(r1.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.onlyClient);
      await act(client, s.id, 'informar');
      const r2 = await act(client, s.id, 'confirmar');
      expect(r2.statusCode).toBe(403);
      expect(r2.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.onlyTherapist);
      expect((await act(newClient(), s.id, 'informar')).statusCode).toBe(404);
      expect((await act(await createReadyTherapist(t), s.id, 'confirmar')).statusCode).toBe(404);
      expect((await act(client, 'nao-existe', 'informar')).statusCode).toBe(404);
    });

    it('a pending or cancelled session has no payment to move', async () => {
      const client = newClient();
      const pending = await book(client, '2030-02-05');
      expect((await act(client, pending.id, 'informar')).statusCode).toBe(409);
      const s = await confirmed(client, '2030-02-06');
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: client, body: { status: 'CANCELLED' } });
      const res = await act(client, s.id, 'informar');
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.notConfirmed);
    });

    it('two answers at once: exactly one wins', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-05');
      await act(client, s.id, 'informar');
      const answers = await Promise.all([act(therapist, s.id, 'confirmar'), act(therapist, s.id, 'nao_recebido')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const notices = [...(await noticesOf(client.sub, 'pagamento-confirmado')), ...(await noticesOf(client.sub, 'pagamento-nao-recebido'))];
      expect(notices).toHaveLength(1);
    });

    it('the database refuses an out-of-order state whoever writes it', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-05');
      await expect(t.handle.db.execute(sql`UPDATE pagamentos SET estado = 'confirmado' WHERE sessao_id = ${s.id}`)).rejects.toThrow();
      await expect(t.handle.db.execute(sql`UPDATE pagamentos SET estado = 'bogus' WHERE sessao_id = ${s.id}`)).rejects.toThrow();
    });
  });

  describe('a free first session', () => {
    it('skips all of it; the next one is paid; a cancelled free one gives the gift back', async () => {
      const gift = await createReadyTherapist(t, { profile: { fullName: 'Otávio Reis', freeFirstSession: true } });
      await settings(gift, PIX);
      const client = newClient();
      const first = await confirmed(client, '2030-02-05', '09:00', gift);
      const r = await pix(client, first.id);
      expect(r.statusCode).toBe(409);
      expect(r.json<{ message: string }>().message).toBe(PAGAMENTO_MSG.free);
      expect((await act(client, first.id, 'informar')).json<{ message: string }>().message).toBe(PAGAMENTO_MSG.free);
      const second = await confirmed(client, '2030-02-06', '09:00', gift);
      expect((await pix(client, second.id)).statusCode).toBe(200);
      // another client's first session with the same therapist is free too
      const other = newClient();
      const otherFirst = await confirmed(other, '2030-02-07', '09:00', gift);
      await t.call({ method: 'PATCH', url: `/sessoes/${otherFirst.id}`, user: other, body: { status: 'CANCELLED' } });
      const again = await confirmed(other, '2030-02-08', '09:00', gift);
      const list = (await t.call({ method: 'GET', url: '/pagamentos', user: other })).json<SessionPayment[]>();
      expect(list).toEqual([expect.objectContaining({ sessaoId: again.id, gratuita: true })]);
      // nothing to remind about
      t.clock.set('2030-02-20T12:00:00.000Z');
      await sendPaymentReminders(t.db, t.app.bus, t.clock.now());
      const reminded = await t.db.select().from(pagamentos).where(eq(pagamentos.sessaoId, first.id));
      expect(reminded[0]!.lembreteEm).toBeNull();
    });
  });

  describe('the reminder', () => {
    it('one to the client, 24 h after an unpaid session ended; none for a paid one, none twice', async () => {
      await settings(therapist, PIX);
      const client = newClient('Rafael Lima');
      const unpaid = await confirmed(client, '2030-02-05', '09:00'); // 12:00Z–13:00Z
      const paid = await confirmed(client, '2030-02-05', '10:00');
      await act(client, paid.id, 'informar');
      t.clock.set('2030-02-06T12:59:00.000Z');
      await sendPaymentReminders(t.db, t.app.bus, t.clock.now());
      expect(await noticesOf(client.sub, 'lembrete-pagamento')).toHaveLength(0);
      t.clock.set('2030-02-06T13:00:00.000Z');
      expect(await sendPaymentReminders(t.db, t.app.bus, t.clock.now())).toBe(1);
      const [notice, ...rest] = await noticesOf(client.sub, 'lembrete-pagamento');
      expect(rest).toHaveLength(0);
      expect(notice).toMatchObject({ sessaoId: unpaid.id, titulo: 'Pagamento da sessão pendente', status: 'pendente', link: `/cliente/${client.sub}` });
      expect(await noticesOf(therapist.sub, 'lembrete-pagamento')).toHaveLength(0);
      t.clock.set('2030-02-09T13:00:00.000Z');
      const twice = await Promise.all([sendPaymentReminders(t.db, t.app.bus, t.clock.now()), sendPaymentReminders(t.db, t.app.bus, t.clock.now())]);
      expect(twice).toEqual([0, 0]);
    });

    it('reminder e-mails turned off: in the bell only', async () => {
      const client = newClient();
      await t.call({ method: 'PUT', url: '/me/preferencias', user: client, body: { lembretesEmail: false } });
      await confirmed(client, '2030-02-05');
      t.clock.set('2030-02-07T00:00:00.000Z');
      await sendPaymentReminders(t.db, t.app.bus, t.clock.now());
      const [notice] = await noticesOf(client.sub, 'lembrete-pagamento');
      expect(notice!.status).toBe('sem-email');
    });
  });

  describe('the account’s data', () => {
    it('the export carries the settings and the payments; erasing the therapist deletes the Pix key', async () => {
      await settings(therapist, { ...PIX, chaveTipo: 'cpf', chave: '529.982.247-25' });
      const client = newClient();
      const s = await confirmed(client, '2030-02-05');
      const mine = (await t.call({ method: 'GET', url: '/me/export', user: therapist })).json<{ recebimento: PaymentSettings; pagamentos: SessionPayment[] }>();
      expect(mine.recebimento.chave).toBe('52998224725');
      expect(mine.pagamentos.map((p) => p.sessaoId)).toEqual([s.id]);
      const theirs = (await t.call({ method: 'GET', url: '/me/export', user: client })).json<{ pagamentos: SessionPayment[] }>();
      expect(theirs.pagamentos.map((p) => p.sessaoId)).toEqual([s.id]);
      expect((await t.call({ method: 'DELETE', url: '/me', user: therapist })).statusCode).toBe(204);
      expect(await t.db.select().from(recebimentos).where(eq(recebimentos.terapeutaId, therapist.sub))).toEqual([]);
    });
  });
});
