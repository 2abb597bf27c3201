// E-mail delivery from the outbox to a real SMTP server (smtp-server, in-process on 127.0.0.1):
// what arrives (subject, text, HTML, no CPF), a server that is down (the message waits, counted,
// and goes out when the server is back), the backoff and giving up, two workers at once (each
// message exactly once), and the worker inside the api (a failed e-mail never fails a request).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Appointment } from '@acolhe/shared-domain';
import { loadConfig, type MailConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { contas, notificacoes, terapeutas, type NotificacaoRow } from '../db/schema';
import { createReadyTherapist, newClient, startTestApp, useTestApp, usingPostgres, waitFor, type TestUser } from '../../testing/helpers';
import { TestSmtpServer } from '../../testing/smtp';
import { notifySessions } from './service';
import { BRAND_COLOR } from './templates';
import { createSmtpMailer, type Mailer } from './mailer';
import { EMAIL_QUEUE, QUEUE_SCHEMA, createDeliveryEngine, type DeliveryEngine } from './worker';

const FROM = 'Acolhe <nao-responda@acolhe.com.br>';
const SITE = 'https://acolhe.exemplo';

describe('e-mail delivery of the outbox', () => {
  const t = useTestApp();
  let therapist: TestUser;
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    // nothing left due from an earlier test, in the outbox or in the queue
    await t.db.update(notificacoes).set({ status: 'enviada' }).where(eq(notificacoes.status, 'pendente'));
    await t.handle.raw.executeSql(
      `DO $$ BEGIN IF to_regclass('${QUEUE_SCHEMA}.job') IS NOT NULL THEN DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = '${EMAIL_QUEUE}'; END IF; END $$`,
    );
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
    const booked = res.json<Appointment>();
    // one message per booking here, the therapist's: the client's receipt is outbox.test.ts's
    await t.db.delete(notificacoes).where(and(eq(notificacoes.sessaoId, booked.id), eq(notificacoes.tipo, 'solicitacao-enviada')));
    return booked;
  };
  const row = async (id: string): Promise<NotificacaoRow> => (await t.db.select().from(notificacoes).where(eq(notificacoes.id, id)))[0]!;
  const ofSession = (sessaoId: string) => t.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, sessaoId));

  // The real queue (pg-boss over this database); each test's engines stop after it.
  let engines: DeliveryEngine[] = [];
  afterEach(async () => {
    for (const e of engines) await e.stop().catch(() => {});
    engines = [];
  });
  const engineWith = async (mailer: Mailer, mail: Partial<MailConfig> = {}, handle: DatabaseHandle = t.handle) => {
    const engine = createDeliveryEngine({
      db: handle.db,
      raw: handle.raw,
      mailer,
      config: { ...t.config.mail, enabled: true, from: FROM, batchSize: 10, maxAttempts: 10, retryDelaySeconds: 1, ...mail },
      now: t.clock.now,
      siteUrl: SITE,
    });
    engines.push(engine);
    await engine.start();
    return engine;
  };
  const jobState = async (engine: DeliveryEngine, id: string) => (await engine.boss.getJobById(EMAIL_QUEUE, id))?.state;

  it('sends the message to the recipient: pt-BR subject, text and HTML, the link back, escaped names, no CPF', async () => {
    const smtp = await TestSmtpServer.start();
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
    try {
      const client = newClient('Rafa <script>alert(1)</script>');
      const saved = await t.call({ method: 'POST', url: '/clientes', user: client, body: { name: 'Rafa <script>alert(1)</script>', cpf: '12345678909' } });
      expect(saved.statusCode).toBe(200);
      const s = await book(client, '2030-02-04', '09:00', 'sobre meu luto');
      const [outbox] = await ofSession(s.id);

      const engine = await engineWith(mailer);
      expect(await engine.drain()).toEqual({ sent: 1, failed: 0, skipped: 0 });
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
      expect(await engine.drain()).toEqual({ sent: 0, failed: 0, skipped: 0 });
      expect(smtp.messages).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });

  it('the client’s confirmation carries the meeting link (a therapist who prefers their own link)', async () => {
    const smtp = await TestSmtpServer.start();
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
    await t.db.update(terapeutas).set({ preferenciaSala: 'link' }).where(eq(terapeutas.id, therapist.sub));
    try {
      const client = newClient('Bruno Teixeira');
      const s = await book(client, '2030-02-05', '10:00');
      await t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/abc-def' } });
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      expect(await (await engineWith(mailer)).drain()).toMatchObject({ sent: 2, failed: 0 });
      const toClient = smtp.messages.find((m) => m.envelopeTo[0] === client.email)!;
      expect(toClient.mail.subject).toBe('Sessão confirmada: 05/02/2030 às 10:00');
      expect(toClient.mail.text).toContain('Olá, Bruno!');
      expect(toClient.mail.text).toContain('Ana Paula Souza confirmou sua sessão online de 05/02/2030 às 10:00.');
      expect(toClient.mail.text).toContain('Link da sessão: https://meet.exemplo/abc-def');
      expect(toClient.mail.text).toContain(`Ver minhas sessões: ${SITE}/cliente/${client.sub}`);
      expect(toClient.mail.html).toContain('href="https://meet.exemplo/abc-def"');
      // the calendar invitation travels as nodemailer's icalEvent: a text/calendar part, METHOD:REQUEST
      expect(toClient.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(toClient.raw).toMatch(/BEGIN:VCALENDAR/);
      expect(toClient.raw).not.toMatch(/52998224725/);
    } finally {
      await t.db.update(terapeutas).set({ preferenciaSala: 'acolhe' }).where(eq(terapeutas.id, therapist.sub));
      mailer.close();
      await smtp.stop();
    }
  });

  it('with the SMTP server stopped the message waits (pendente, attempts, last_error) and goes out when it is back', async () => {
    const down = await TestSmtpServer.start();
    const port = down.port;
    await down.stop();
    const engine = await engineWith(createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM }));
    const s = await book(newClient());
    const [outbox] = await ofSession(s.id);
    expect(await engine.drain()).toEqual({ sent: 0, failed: 1, skipped: 0 });
    const failed = await row(outbox!.id);
    expect(failed).toMatchObject({ status: 'pendente', attempts: 1, deliveredAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // the queue holds it back for the retry delay (≥ 1 s here, 30 s by default), then offers it again
    expect(await jobState(engine, outbox!.id)).toBe('retry');
    expect(await engine.drain()).toEqual({ sent: 0, failed: 0, skipped: 0 });

    const up = await TestSmtpServer.start(port);
    try {
      const r = await waitFor(async () => {
        const d = await engine.drain();
        return d.sent > 0 || d.failed > 0 ? d : undefined;
      });
      expect(r).toEqual({ sent: 1, failed: 0, skipped: 0 });
      expect(up.messages).toHaveLength(1);
      expect(up.messages[0]!.mail.headers['x-acolhe-notificacao']).toBe(outbox!.id);
      expect(await row(outbox!.id)).toMatchObject({ status: 'enviada', attempts: 1, deliveredAt: t.clock.now() });
      expect(await jobState(engine, outbox!.id)).toBe('completed');
    } finally {
      await up.stop();
    }
  });

  it('gives up after the last attempt (MAIL_MAX_ATTEMPTS): falhou, and the queue job failed', async () => {
    let calls = 0;
    const broken: Mailer = {
      send: async () => {
        calls++;
        throw Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
      },
      close: () => {},
    };
    const engine = await engineWith(broken, { maxAttempts: 2 });
    const s = await book(newClient());
    const [outbox] = await ofSession(s.id);
    expect(await engine.drain()).toMatchObject({ failed: 1 });
    expect(await row(outbox!.id)).toMatchObject({ status: 'pendente', attempts: 1, lastError: 'ETIMEDOUT: Connection timeout' });
    await waitFor(async () => (await engine.drain()).failed > 0);
    expect(await row(outbox!.id)).toMatchObject({ status: 'falhou', attempts: 2, deliveredAt: null });
    expect(await jobState(engine, outbox!.id)).toBe('failed');
    // nothing more: not relayed, not offered
    t.clock.set('2031-01-01T00:00:00.000Z');
    expect(await engine.drain()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(calls).toBe(2);
  });

  it('a message whose template fails is retried like a send failure, and never blocks the others', async () => {
    const s = await book(newClient());
    const [good] = await ofSession(s.id);
    const bad = randomUUID();
    await t.db.insert(notificacoes).values({ ...good!, id: bad, tipo: 'tipo-antigo' });
    const sent: string[] = [];
    const engine = await engineWith({ send: async (m) => void sent.push(m.headers['X-Acolhe-Notificacao']!), close: () => {} });
    expect(await engine.drain()).toEqual({ sent: 1, failed: 1, skipped: 0 });
    expect(sent).toEqual([good!.id]);
    expect(await row(bad)).toMatchObject({ status: 'pendente', attempts: 1, lastError: 'tipo de notificação desconhecido: tipo-antigo' });
  });

  it('hands each row to the queue once, even when handed over again (one job per row id)', async () => {
    const engine = await engineWith({ send: async () => {}, close: () => {} });
    const s = await book(newClient());
    const [outbox] = await ofSession(s.id);
    expect(await engine.relay()).toBe(1);
    expect((await row(outbox!.id)).enfileiradaEm).toEqual(t.clock.now());
    expect(await engine.relay()).toBe(0);
    // a crash between the hand-over and its record: the row is handed over again
    await t.db.update(notificacoes).set({ enfileiradaEm: null }).where(eq(notificacoes.id, outbox!.id));
    expect(await engine.relay()).toBe(1);
    const [{ n }] = (await t.handle.raw.executeSql(`SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE id = $1`, [outbox!.id])).rows as [{ n: number }];
    expect(n).toBe(1);
    expect(await engine.drain()).toEqual({ sent: 1, failed: 0, skipped: 0 });
  });

  it('a message due later (a reminder) waits in the outbox, across a restart, and goes out when due', async () => {
    const s = await book(newClient());
    const [decision] = await ofSession(s.id);
    const later = randomUUID();
    const due = new Date(t.clock.now().getTime() + 60 * 60_000);
    await t.db.insert(notificacoes).values({ ...decision!, id: later, agendadaPara: due, createdAt: t.clock.now() });
    const sent: string[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m.headers['X-Acolhe-Notificacao']!), close: () => {} };
    const first = await engineWith(mailer);
    expect(await first.drain()).toMatchObject({ sent: 1 });
    expect(sent).toEqual([decision!.id]);
    await first.stop();
    // the api restarts; the time comes
    const second = await engineWith(mailer);
    expect(await second.drain()).toMatchObject({ sent: 0 });
    t.clock.set(due.toISOString());
    expect(await second.drain()).toMatchObject({ sent: 1 });
    expect(sent).toEqual([decision!.id, later]);
  });

  it('a message cancelled after it was handed over is not sent (a reminder of a cancelled session)', async () => {
    const engine = await engineWith(createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: FROM }));
    const s = await book(newClient());
    const [outbox] = await ofSession(s.id);
    expect(await engine.relay()).toBe(1);
    await t.db.update(notificacoes).set({ status: 'cancelada' }).where(eq(notificacoes.id, outbox!.id));
    expect(await engine.drain()).toEqual({ sent: 0, failed: 0, skipped: 1 });
    expect(await row(outbox!.id)).toMatchObject({ status: 'cancelada', attempts: 0 });
  });

  it('reminders of an account that turned reminder e-mails off stay in the inbox only (sem-email)', async () => {
    const s = await book(newClient());
    const [decision] = await ofSession(s.id);
    const reminder = randomUUID();
    await t.db.insert(notificacoes).values({ ...decision!, id: reminder, tipo: 'lembrete-24h' });
    await t.db.update(contas).set({ lembretesEmail: false }).where(eq(contas.id, therapist.sub));
    const sent: string[] = [];
    const engine = await engineWith({ send: async (m) => void sent.push(m.headers['X-Acolhe-Notificacao']!), close: () => {} });
    expect(await engine.drain()).toEqual({ sent: 1, failed: 0, skipped: 1 });
    // the decision still goes out
    expect(sent).toEqual([decision!.id]);
    expect(await row(reminder)).toMatchObject({ status: 'sem-email', attempts: 0, deliveredAt: null });
  });

  it('two replicas at once: each message goes out exactly once', async () => {
    const smtp = await TestSmtpServer.start(0, { delayMs: 5 });
    const mailerA = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
    const mailerB = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
    // On PostgreSQL the second replica has its own connection pool; PGlite has one connection.
    const second = usingPostgres ? await createDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 3 }) : undefined;
    const a = await engineWith(mailerA, { batchSize: 3, intervalMs: 500 });
    const b = await engineWith(mailerB, { batchSize: 3, intervalMs: 500 }, second);
    try {
      const s = await book(newClient());
      for (let i = 0; i < 29; i++) await notifySessions(t.db, 'sessao-solicitada', [s.id], t.clock.now());
      const ids = (await ofSession(s.id)).map((r) => r.id).sort();
      expect(ids).toHaveLength(30);
      // both relay the same rows at the same moment, and both work the queue
      await Promise.all([a.relay(), b.relay(), a.relay(), b.relay()]);
      await Promise.all([a.work(), b.work()]);
      await waitFor(async () => (await ofSession(s.id)).every((r) => r.status === 'enviada'), 30_000);
      const received = smtp.messages.map((m) => m.mail.headers['x-acolhe-notificacao']!).sort();
      expect(received).toEqual(ids);
      const rows = await ofSession(s.id);
      expect(rows.every((r) => r.attempts === 0 && r.deliveredAt !== null)).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
      mailerA.close();
      mailerB.close();
      await smtp.stop();
      await second?.close();
    }
  });

  it('inside the api: a failed e-mail never fails the request; the worker retries by itself and delivers when the server is back', async () => {
    const down = await TestSmtpServer.start();
    const port = down.port;
    await down.stop();
    const api = await startTestApp({
      configOverrides: {
        publicSiteUrl: SITE,
        mail: { ...loadConfig({}).mail, enabled: true, smtpUrl: `smtp://127.0.0.1:${port}`, intervalMs: 500, batchSize: 10, retryDelaySeconds: 1 },
      },
    });
    let up: TestSmtpServer | undefined;
    try {
      const owner = await createReadyTherapist(api, { profile: { fullName: 'Marta Lins' } });
      const res = await api.call({ method: 'POST', url: '/sessoes', user: newClient('Téo'), body: { therapistId: owner.sub, date: '2030-02-04', time: '09:00' } });
      expect(res.statusCode).toBe(201);
      const id = res.json<Appointment>().id;
      // two messages: the therapist's request and the client's receipt of it
      const rowsOfSession = () => api.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, id));
      const waiting = await waitFor(async () => {
        const rows = await rowsOfSession();
        return rows.length === 2 && rows.every((r) => r.attempts >= 1) ? rows : undefined;
      });
      for (const r of waiting) {
        expect(r).toMatchObject({ status: 'pendente', deliveredAt: null });
        expect(r.lastError).toMatch(/ECONNREFUSED/);
      }

      up = await TestSmtpServer.start(port);
      // the queue retries by itself after its delay (1 s here)
      const delivered = await waitFor(async () => {
        const rows = await rowsOfSession();
        return rows.every((r) => r.status === 'enviada') ? rows : undefined;
      });
      expect(delivered.map((r) => r.attempts)).toEqual([1, 1]);
      expect(up.messages.map((m) => m.mail.subject).sort()).toEqual(['Nova solicitação de sessão: 04/02/2030 às 09:00', 'Solicitação enviada: 04/02/2030 às 09:00']);
      expect(up.messages.find((m) => m.mail.subject.startsWith('Nova'))!.mail.text).toContain(`${SITE}/usuario/${owner.sub}`);
    } finally {
      await api.close();
      await up?.stop();
    }
  });

  it('with MAIL_ENABLED=false the api runs no delivery: a due message waits in the outbox, and goes out once a process with delivery on runs', async () => {
    const smtp = await TestSmtpServer.start();
    // The api as `npm run api` builds it, its SMTP server up and a relay round every 50 ms were
    // delivery on; only MAIL_ENABLED is off.
    const api = await startTestApp({
      configOverrides: {
        publicSiteUrl: SITE,
        mail: { ...loadConfig({}).mail, enabled: false, smtpUrl: smtp.url, intervalMs: 50, batchSize: 10, retryDelaySeconds: 1 },
      },
    });
    try {
      const owner = await createReadyTherapist(api, { profile: { fullName: 'Rita Campos' } });
      const res = await api.call({ method: 'POST', url: '/sessoes', user: newClient('Lia'), body: { therapistId: owner.sub, date: '2030-02-04', time: '09:00' } });
      expect(res.statusCode).toBe(201);
      const id = res.json<Appointment>().id;
      const rowsOfSession = () => api.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, id));
      // many relay intervals later: nothing handed to a queue, nothing sent, nothing attempted
      await new Promise((r) => setTimeout(r, 1_000));
      const waiting = await rowsOfSession();
      expect(waiting).toHaveLength(2);
      for (const r of waiting) expect(r).toMatchObject({ status: 'pendente', attempts: 0, deliveredAt: null });
      expect(smtp.messages).toHaveLength(0);
      // They were due and deliverable all along: a delivery engine over the same database sends them.
      const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: FROM });
      try {
        const engine = await engineWith(mailer, {}, api.handle);
        expect((await engine.drain()).sent).toBeGreaterThanOrEqual(2);
      } finally {
        mailer.close();
      }
      expect((await rowsOfSession()).map((r) => r.status)).toEqual(['enviada', 'enviada']);
      expect(smtp.messages.map((m) => m.mail.subject).sort()).toEqual(['Nova solicitação de sessão: 04/02/2030 às 09:00', 'Solicitação enviada: 04/02/2030 às 09:00']);
    } finally {
      for (const e of engines) await e.stop().catch(() => {});
      engines = [];
      await api.close();
      await smtp.stop();
    }
  });
});
