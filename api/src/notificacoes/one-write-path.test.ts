// One outbox write path (docs/decisions/0008-one-outbox-write-path.md): only the database function
// acolhe_escrever_notificacoes inserts into notificacoes, only outbox.ts and a booking's
// acolhe_reservar_sessao call it, and the rows of every writer come out of `outboxRow` alike.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Appointment } from '@acolhe/shared-domain';
import { notificacoes, type NotificacaoRow } from '../db/schema';
import { apiDir } from '../lib/paths';
import { createReadyTherapist, newClient, useTestApp } from '../../testing/helpers';
import { NO_EMAIL_ERROR, accountPayload, outboxRow, writeOutbox } from './outbox';

const INSERTS_OUTBOX = /\binsert\s*\(\s*notificacoes\b|\binsert\s+into\s+notificacoes\b/i;
const CALLS_WRITE = /\bacolhe_escrever_notificacoes\s*\(/;

/** The product's files (tests excepted): TypeScript and the database functions. */
function productFiles(): { file: string; text: string }[] {
  const src = path.join(apiDir(), 'src');
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|sql)$/.test(f) && !/\.test\.ts$/.test(f))
    .map((f) => ({ file: f.split(path.sep).join('/'), text: readFileSync(path.join(src, f), 'utf8') }));
}

describe('one outbox write path', () => {
  it('only acolhe_escrever_notificacoes inserts into notificacoes, called by outbox.ts and a booking', () => {
    const files = productFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => INSERTS_OUTBOX.test(f.text)).map((f) => f.file)).toEqual(['db/functions/acolhe_escrever_notificacoes.sql']);
    expect(
      files
        .filter((f) => CALLS_WRITE.test(f.text.replace(/CREATE OR REPLACE FUNCTION acolhe_escrever_notificacoes/, '')))
        .map((f) => f.file)
        .sort(),
    ).toEqual(['notificacoes/outbox.ts', 'sessoes/sql/acolhe_reservar_sessao.sql']);
  });

  it('would see a second writer (drizzle or SQL)', () => {
    expect(INSERTS_OUTBOX.test('await tx.insert(notificacoes).values(rows)')).toBe(true);
    expect(INSERTS_OUTBOX.test('INSERT INTO notificacoes (id) VALUES ($1)')).toBe(true);
    expect(INSERTS_OUTBOX.test('await tx.insert(notificacoesLidas)')).toBe(false);
  });

  const payload = accountPayload('terapeuta', 'Helena');
  const now = new Date('2030-01-16T13:00:00.000Z');

  it('renders the delivery state of a row from its address and the recipient preference', () => {
    const base = { tipo: 'verificacao-aprovada' as const, contaId: 't1', payload, link: '/usuario/t1', sessaoId: null, now };
    expect(outboxRow({ ...base, emailTo: ' helena@example.com ' })).toMatchObject({ emailTo: 'helena@example.com', agendadaPara: now, nextAttemptAt: now });
    expect(outboxRow({ ...base, emailTo: 'helena@example.com' })).not.toHaveProperty('status');
    expect(outboxRow({ ...base, emailTo: '  ' })).toMatchObject({ emailTo: '', status: 'sem-email', lastError: NO_EMAIL_ERROR });
    expect(outboxRow({ ...base, emailTo: 'helena@example.com', emailOff: true })).toMatchObject({ status: 'sem-email' });
    expect(outboxRow({ ...base, emailTo: 'helena@example.com', emailOff: true })).not.toHaveProperty('lastError');
    const later = new Date(now.getTime() + 3_600_000);
    expect(outboxRow({ ...base, emailTo: 'x@example.com', dueAt: later })).toMatchObject({ createdAt: now, agendadaPara: later, nextAttemptAt: later });
  });

  describe('in the database', () => {
    const t = useTestApp();

    const rowsOfSession = (id: string) => t.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, id)).orderBy(asc(notificacoes.createdAt), asc(notificacoes.tipo));
    /** The columns a row fills (a null is a column it leaves out). */
    const shape = (row: NotificacaoRow) =>
      Object.entries(row)
        .filter(([, v]) => v !== null)
        .map(([k]) => k)
        .sort();

    it("writes a booking's rows and a status change's rows alike", async () => {
      t.clock.set('2030-01-16T13:00:00.000Z');
      const therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
      const client = newClient();
      const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-02-04', time: '09:00' } });
      expect(booked.statusCode).toBe(201);
      const { id } = booked.json<Appointment>();
      t.clock.set('2030-01-16T13:00:01.000Z');
      expect((await t.call({ method: 'PATCH', url: `/sessoes/${id}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
      const rows = await rowsOfSession(id);
      const byTipo = new Map(rows.map((r) => [r.tipo, r]));
      const booking = byTipo.get('sessao-solicitada')!;
      const decision = byTipo.get('sessao-confirmada')!;
      expect(booking).toBeDefined();
      expect(decision).toBeDefined();
      expect(shape(booking)).toEqual(shape(decision));
      for (const row of [booking, decision]) expect(row).toMatchObject({ status: 'pendente', attempts: 0, lastError: null, sessaoId: id });
    });

    it('writes what outboxRow rendered, the table defaulting the rest', async () => {
      const therapist = await createReadyTherapist(t);
      const rows = [
        outboxRow({ tipo: 'verificacao-aprovada', contaId: therapist.sub, payload, link: '/usuario/x', sessaoId: null, emailTo: 'a@example.com', now }),
        outboxRow({ tipo: 'verificacao-recusada', contaId: therapist.sub, payload, link: '/usuario/x', sessaoId: null, emailTo: '', now }),
      ];
      expect(await writeOutbox(t.db, rows)).toBe(2);
      expect(await writeOutbox(t.db, [])).toBe(0);
      const stored = await t.db.select().from(notificacoes).where(eq(notificacoes.contaId, therapist.sub));
      const written = stored.filter((r) => rows.some((w) => w.id === r.id));
      expect(written.map((r) => [r.tipo, r.status, r.lastError, r.attempts, r.emailTo]).sort()).toEqual([
        ['verificacao-aprovada', 'pendente', null, 0, 'a@example.com'],
        ['verificacao-recusada', 'sem-email', NO_EMAIL_ERROR, 0, ''],
      ]);
      const first = written.find((r) => r.id === rows[0]!.id)!;
      expect(first).toMatchObject({ titulo: rows[0]!.titulo, mensagem: rows[0]!.mensagem, payload: rows[0]!.payload, createdAt: now, agendadaPara: now });
    });
  });
});
