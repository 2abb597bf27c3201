// E-mail delivery from the outbox to a real SMTP server (smtp-server, in-process on 127.0.0.1):
// what arrives (subject, text, HTML, no CPF), a server that is down (the message waits, counted,
// and goes out when the server is back), the backoff and giving up, two workers at once (each
// message exactly once), and the worker inside the api (a failed e-mail never fails a request).
import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Appointment } from '@acolhe/shared-domain';
import { loadConfig } from '../config';
import { createDatabase, type Database, type DatabaseHandle } from '../db/client';
import { notificacoes, type NotificacaoRow } from '../db/schema';
import { createReadyTherapist, newClient, startTestApp, usingPostgres, type TestContext, type TestUser } from '../test/helpers';
import { TestSmtpServer } from '../test/smtp';
import { notifySessions } from './service';
import { BRAND_COLOR } from './templates';
import { LEASE_MS, MAX_ATTEMPTS, backoffMs, claimDue, createSmtpMailer, deliverDue, type Mailer } from './worker';

const FROM = 'Acolhe <nao-responda@acolhe.com.br>';
const SITE = 'https://acolhe.exemplo';

async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condição não atingida a tempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('e-mail delivery of the outbox', () => {
  let t: TestContext;
  let therapist: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    // nothing left due from an earlier test
    await t.db.update(notificacoes).set({ status: 'enviada' }).where(eq(notificacoes.status, 'pendente'));
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Ana Paula Souza' } });
  });

  let day = 0;
  const nextDate = () => {
    const weekdays = ['04', '05', '06', '07', '08', '11', '12', '13', '14', '15', '18', '19', '20', '21', '22', '25', '26', '27', '28'];
    return `2030-02-${weekdays[day++ % weekdays.length]}`;
  };
  const book = async (client: TestUser, date = nextDate(), time = '09:00', notes = '') => {
    const res = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time, notes } });
    expect(res.statusCode).toBe(201);
    return res.json<Appointment>();
  };
  const row = async (id: string): Promise<NotificacaoRow> => (await t.db.select().from(notificacoes).where(eq(notificacoes.id, id)))[0]!;
  const ofSession = (sessaoId: string) => t.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, sessaoId));
  const options = (batchSize = 10) => ({ now: t.clock.now, siteUrl: SITE, from: FROM, batchSize });

  it('sends the message to the recipient: pt-BR subject, text and HTML, the link back, escaped names, no CPF', async () => {
    const smtp = await TestSmtpServer.start();
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
    try {
      const client = newClient('Rafa <script>alert(1)</script>');
      const saved = await t.call({ method: 'POST', url: '/clientes', user: client, body: { name: 'Rafa <script>alert(1)</script>', cpf: '12345678909' } });
      expect(saved.statusCode).toBe(200);
      const s = await book(client, '2030-02-04', '09:00', 'sobre meu luto');
      const [outbox] = await ofSession(s.id);

      expect(await deliverDue(t.db, mailer, options())).toEqual({ claimed: 1, sent: 1, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
      const [received] = smtp.messages;
      expect(received!.envelopeFrom).toBe('nao-responda@acolhe.com.br');
      expect(received!.envelopeTo).toEqual([therapist.email]);
      const { mail } = received!;
      expect(mail.subject).toBe('Nova solicitação de sessão: 04/02/2030 às 09:00');
      expect(mail.headers.from).toBe('Acolhe <nao-responda@acolhe.com.br>');
      expect(mail.headers.to).toBe(therapist.email);
      expect(mail.headers['message-id']).toBe(`<${outbox!.id}@acolhe.com.br>`);
      expect(mail.headers['x-acolhe-notificacao']).toBe(outbox!.id);
      expect(mail.text).toContain('Olá, Ana!');
      expect(mail.text).toContain('Rafa <script>alert(1)</script> pediu uma sessão online em 04/02/2030 às 09:00.');
      expect(mail.text).toContain('Data: 04/02/2030');
      expect(mail.text).toContain(`Responder à solicitação: ${SITE}/usuario/${therapist.sub}`);
      expect(mail.html).toContain('<html lang="pt-BR">');
      expect(mail.html).toContain(BRAND_COLOR);
      expect(mail.html).toContain(`href="${SITE}/usuario/${therapist.sub}"`);
      expect(mail.html).toContain('Rafa &lt;script&gt;alert(1)&lt;/script&gt; pediu uma sessão online em 04/02/2030 às 09:00.');
      expect(mail.html).not.toContain('<script');
      for (const secret of [/12345678909/, /123\.456\.789-09/, /52998224725/, /luto/, new RegExp(client.email)]) {
        expect(received!.raw).not.toMatch(secret);
        expect(mail.text + mail.html).not.toMatch(secret);
      }

      expect(await row(outbox!.id)).toMatchObject({ status: 'enviada', attempts: 0, lastError: null, deliveredAt: t.clock.now() });
      // sent once: nothing is due any more
      expect(await deliverDue(t.db, mailer, options())).toEqual({ claimed: 0, sent: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });

  it('the client’s confirmation carries the meeting link', async () => {
    const smtp = await TestSmtpServer.start();
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
    try {
      const client = newClient('Bruno Teixeira');
      const s = await book(client, '2030-02-05', '10:00');
      await t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/abc-def', therapistNotes: 'hipótese diagnóstica' } });
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      expect(await deliverDue(t.db, mailer, options())).toMatchObject({ sent: 2, failed: 0 });
      const toClient = smtp.messages.find((m) => m.envelopeTo[0] === client.email)!;
      expect(toClient.mail.subject).toBe('Sessão confirmada: 05/02/2030 às 10:00');
      expect(toClient.mail.text).toContain('Olá, Bruno!');
      expect(toClient.mail.text).toContain('Ana Paula Souza confirmou sua sessão online de 05/02/2030 às 10:00.');
      expect(toClient.mail.text).toContain('Link da sessão: https://meet.exemplo/abc-def');
      expect(toClient.mail.text).toContain(`Ver minhas sessões: ${SITE}/cliente/${client.sub}`);
      expect(toClient.mail.html).toContain('href="https://meet.exemplo/abc-def"');
      expect(toClient.raw).not.toMatch(/diagnóstica|diagn=C3=B3stica|52998224725/);
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });

  it('with the SMTP server stopped the message waits (pendente, attempts, last_error) and goes out when it is back', async () => {
    const down = await TestSmtpServer.start();
    const port = down.port;
    await down.stop();
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    try {
      const s = await book(newClient());
      const [outbox] = await ofSession(s.id);
      expect(await deliverDue(t.db, mailer, options())).toEqual({ claimed: 1, sent: 0, failed: 1 });
      const failed = await row(outbox!.id);
      expect(failed).toMatchObject({ status: 'pendente', attempts: 1, deliveredAt: null, nextAttemptAt: new Date(t.clock.now().getTime() + 30_000) });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      // not before its time
      expect((await deliverDue(t.db, mailer, options())).claimed).toBe(0);
      t.clock.set('2030-01-16T13:00:29.000Z');
      expect((await deliverDue(t.db, mailer, options())).claimed).toBe(0);

      const up = await TestSmtpServer.start(port);
      try {
        t.clock.set('2030-01-16T13:00:30.000Z');
        expect(await deliverDue(t.db, mailer, options())).toEqual({ claimed: 1, sent: 1, failed: 0 });
        expect(up.messages).toHaveLength(1);
        expect(up.messages[0]!.mail.headers['x-acolhe-notificacao']).toBe(outbox!.id);
        expect(await row(outbox!.id)).toMatchObject({ status: 'enviada', attempts: 1, deliveredAt: t.clock.now() });
      } finally {
        await up.stop();
      }
    } finally {
      mailer.close();
    }
  });

  it('backs off exponentially (30 s, 1 min, 2 min … at most 1 h) and gives up after 10 failures', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => backoffMs(n) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    let calls = 0;
    const broken: Mailer = {
      send: async () => {
        calls++;
        throw Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
      },
      close: () => {},
    };
    const s = await book(newClient());
    const [outbox] = await ofSession(s.id);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue(t.db, broken, options())).toEqual({ claimed: 1, sent: 0, failed: 1 });
      const r = await row(outbox!.id);
      expect(r.attempts).toBe(attempt);
      expect(r.lastError).toBe('ETIMEDOUT: Connection timeout');
      expect(r.status).toBe(attempt < MAX_ATTEMPTS ? 'pendente' : 'falhou');
      expect(r.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(backoffMs(attempt));
      t.clock.set(r.nextAttemptAt.toISOString());
    }
    t.clock.set('2031-01-01T00:00:00.000Z');
    expect((await deliverDue(t.db, broken, options())).claimed).toBe(0);
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it('a message whose template fails is retried like a send failure, and never blocks the others', async () => {
    const s = await book(newClient());
    const [good] = await ofSession(s.id);
    const bad = randomUUID();
    await t.db.insert(notificacoes).values({ ...good!, id: bad, tipo: 'tipo-antigo', nextAttemptAt: new Date('2030-01-16T12:00:00.000Z') });
    const sent: string[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m.headers['X-Acolhe-Notificacao']!), close: () => {} };
    expect(await deliverDue(t.db, mailer, options())).toEqual({ claimed: 2, sent: 1, failed: 1 });
    expect(sent).toEqual([good!.id]);
    expect(await row(bad)).toMatchObject({ status: 'pendente', attempts: 1, lastError: 'tipo de notificação desconhecido: tipo-antigo' });
  });

  describe('two workers at once', () => {
    let second: DatabaseHandle | undefined;
    afterEach(async () => {
      await second?.close();
      second = undefined;
    });

    it('send each message exactly once', async () => {
      const smtp = await TestSmtpServer.start(0, { delayMs: 5 });
      const mailerA = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
      const mailerB = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
      try {
        const s = await book(newClient());
        for (let i = 0; i < 29; i++) await notifySessions(t.db, 'sessao-solicitada', [s.id], t.clock.now());
        const ids = (await ofSession(s.id)).map((r) => r.id).sort();
        expect(ids).toHaveLength(30);
        // On PostgreSQL the second worker has its own connection pool (another replica); PGlite
        // has one connection, shared.
        if (usingPostgres) second = await createDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 3 });
        const dbB: Database = second?.db ?? t.db;
        const drain = async (db: Database, mailer: Mailer) => {
          let sent = 0;
          for (;;) {
            const r = await deliverDue(db, mailer, options(3));
            sent += r.sent;
            expect(r.failed).toBe(0);
            if (r.claimed === 0) return sent;
          }
        };
        const [a, b] = await Promise.all([drain(t.db, mailerA), drain(dbB, mailerB)]);
        expect(a + b).toBe(30);
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
        const received = smtp.messages.map((m) => m.mail.headers['x-acolhe-notificacao']!).sort();
        expect(received).toEqual(ids);
        const rows = await ofSession(s.id);
        expect(rows.every((r) => r.status === 'enviada' && r.attempts === 0)).toBe(true);
      } finally {
        mailerA.close();
        mailerB.close();
        await smtp.stop();
      }
    });

    (usingPostgres ? it : it.skip)('a row another worker holds (FOR UPDATE) is skipped, not waited for (PostgreSQL)', async () => {
      const s = await book(newClient());
      for (let i = 0; i < 3; i++) await notifySessions(t.db, 'sessao-solicitada', [s.id], t.clock.now());
      const due = (await ofSession(s.id)).map((r) => r.id).sort();
      second = await createDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 });
      const other = second.db;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = other.transaction(async (tx) => {
        await tx.select({ id: notificacoes.id }).from(notificacoes).where(eq(notificacoes.id, due[0]!)).for('update');
        locked();
        await held;
      });
      await isLocked;
      const started = Date.now();
      const claimed = (await claimDue(t.db, t.clock.now(), 10)).map((r) => r.id).sort();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(claimed).toEqual(due.slice(1));
      release();
      await holder;
      // the held row is still due, for the next round
      const [still] = await t.db.select().from(notificacoes).where(and(eq(notificacoes.id, due[0]!), lte(notificacoes.nextAttemptAt, t.clock.now())));
      expect(still?.status).toBe('pendente');
    });
  });

  it('a worker that dies after claiming: the message is due again when the lease ends', async () => {
    const s = await book(newClient());
    const [outbox] = await ofSession(s.id);
    expect((await claimDue(t.db, t.clock.now(), 10)).map((r) => r.id)).toEqual([outbox!.id]);
    // … and the process dies: nothing recorded
    expect(await claimDue(t.db, new Date(t.clock.now().getTime() + LEASE_MS - 1), 10)).toEqual([]);
    expect((await claimDue(t.db, new Date(t.clock.now().getTime() + LEASE_MS), 10)).map((r) => r.id)).toEqual([outbox!.id]);
  });

  it('inside the api: a failed e-mail never fails the request; the worker retries by itself and delivers when the server is back', async () => {
    const down = await TestSmtpServer.start();
    const port = down.port;
    await down.stop();
    const api = await startTestApp({
      configOverrides: {
        publicSiteUrl: SITE,
        mail: { ...loadConfig({}).mail, enabled: true, smtpUrl: `smtp://127.0.0.1:${port}`, intervalMs: 100, batchSize: 10 },
      },
    });
    let up: TestSmtpServer | undefined;
    try {
      const owner = await createReadyTherapist(api, { profile: { fullName: 'Marta Lins' } });
      const res = await api.call({ method: 'POST', url: '/sessoes', user: newClient('Téo'), body: { therapistId: owner.sub, date: '2030-02-04', time: '09:00' } });
      expect(res.statusCode).toBe(201);
      const id = res.json<Appointment>().id;
      const waiting = await waitFor(async () => {
        const [r] = await api.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, id));
        return r && r.attempts >= 1 ? r : undefined;
      });
      expect(waiting).toMatchObject({ status: 'pendente', deliveredAt: null });
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);

      up = await TestSmtpServer.start(port);
      api.clock.set(new Date(waiting.nextAttemptAt.getTime()).toISOString());
      const delivered = await waitFor(async () => {
        const [r] = await api.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, id));
        return r?.status === 'enviada' ? r : undefined;
      });
      expect(delivered.attempts).toBe(1);
      expect(up.messages.map((m) => m.mail.subject)).toEqual(['Nova solicitação de sessão: 04/02/2030 às 09:00']);
      expect(up.messages[0]!.mail.text).toContain(`${SITE}/usuario/${owner.sub}`);
    } finally {
      await api.close();
      await up?.stop();
    }
  });

  it('with MAIL_ENABLED=false nothing is sent: the messages wait in the outbox', async () => {
    const s = await book(newClient());
    const [outbox] = await ofSession(s.id);
    expect(t.config.mail.enabled).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(await row(outbox!.id)).toMatchObject({ status: 'pendente', attempts: 0 });
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(notificacoes).where(eq(notificacoes.status, 'pendente'))) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(1);
  });
});
