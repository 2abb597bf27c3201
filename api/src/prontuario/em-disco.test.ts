// Issue 40 item 4, the attack on the files: "the database, its backups and an operator with SQL see
// ciphertext only". The embedded PGlite keeps a real PostgreSQL data directory on disk (heap files,
// pg_wal); here it lives in a temp folder, a unique marker is written through every path that
// accepts clinical text, and every file of the folder — the WAL included — is searched for it in
// clear. A control marker written to a plaintext field (the client's booking note) must be found,
// so the search is known to see what the database writes. Then the upgrade: a database as migration
// 0030 left it before this api first started on it — plaintext notes waiting in
// notas_sessao_legadas (of a pair seen, of a pair never seen, one already moved whose bytes stay on
// disk) and the purge owed — is started once: the notes of a pair seen are sealed, the others
// discarded, the files rewritten — no marker left on disk. (0030's own data step — moving the notes
// out of sessoes.therapist_notes and out of stored idempotent answers — went with the old chain when
// the migrations were squashed into the baseline, docs/decisions/0050-migration-baseline.md: no
// database can reach it through this version.)
// PGlite only (its files are the test's); the PostgreSQL run checks every column instead
// (prontuario.test.ts, "at rest").
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Prontuario } from '@acolhe/shared-domain';
import { confirmedSession, createReadyTherapist, newClient, newTherapist, startTestApp, type TestContext } from '../../testing/helpers';
import { createDatabase } from '../db/client';
import { ensureCatalogue } from '../catalogo/especialidades';
import { migrationsDir } from '../lib/paths';
import type { Keyring } from './crypto';
import { notesLeft, purgeDue } from './notas';
import { migrateDatabase } from '../database';

/** The files under `dir` whose bytes contain `marker` (UTF-8), by path relative to `dir`. */
function filesHolding(dir: string, marker: string): string[] {
  const needle = Buffer.from(marker, 'utf8');
  const hits: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (readFileSync(full).includes(needle)) hits.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return hits;
}

const keyring = { current: 'k1', keys: new Map([['k1', randomBytes(32)]]) } as Keyring;
const EXTENSIONS = { pg_trgm, btree_gist, unaccent };

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'acolhe-em-disco-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The api over a PGlite in `dir` (migrated now, like a start). */
async function appOn(dir: string): Promise<TestContext> {
  const database = await createDatabase({ pgliteDir: dir });
  await migrateDatabase(database);
  await ensureCatalogue(database.db);
  return startTestApp({ database, prontuarioKeys: keyring });
}

it('every path that takes clinical text writes ciphertext only: no marker in clear in any file of the data directory, the WAL included', async () => {
  const dir = path.join(root, 'novo');
  const t = await appOn(dir);
  const marker = (what: string) => `MARCADOR-${what}-${randomUUID().slice(0, 8)}`;
  const clinical = { registro: marker('REGISTRO'), versao: marker('VERSAO'), avulso: marker('AVULSO'), demanda: marker('DEMANDA'), contato: marker('CONTATO'), notas: marker('NOTAS') };
  const control = marker('CONTROLE');
  let key = 0;
  const idem = () => ({ 'idempotency-key': `chave-${++key}-${randomUUID()}` });
  try {
    const therapist = await createReadyTherapist(t, { user: newTherapist('Marina Disco') });
    const client = newClient('Rafael Disco');
    // the client's booking note is the client's message, not the record: stored as written (the control)
    const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-02-04', time: '09:00', notes: control } });
    expect(booked.statusCode).toBe(201);
    const sessaoId = booked.json().id as string;
    // the legacy notes field, before and after the confirmation: refused, with an idempotency key
    // (whose stored answer would otherwise keep what it echoed)
    expect((await t.call({ method: 'PUT', url: `/sessoes/${sessaoId}`, user: therapist, headers: idem(), body: { therapistNotes: clinical.notas } })).statusCode).toBe(400);
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${sessaoId}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: `/sessoes/${sessaoId}`, user: therapist, headers: idem(), body: { meetingLink: 'https://meet.exemplo/x', therapistNotes: clinical.notas } })).statusCode).toBe(400);
    // the prontuário's paths (an idempotency key on each: a route made idempotent later must not keep the opened text)
    const entry = await t.call({ method: 'POST', url: `/prontuario/${client.sub}/registros`, user: therapist, headers: idem(), body: { sessaoId, texto: clinical.registro } });
    expect(entry.statusCode).toBe(201);
    const registroId = entry.json().id as string;
    expect((await t.call({ method: 'PUT', url: `/prontuario/${client.sub}/registros/${registroId}`, user: therapist, headers: idem(), body: { texto: clinical.versao } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/prontuario/${client.sub}/registros`, user: therapist, headers: idem(), body: { texto: clinical.avulso } })).statusCode).toBe(201);
    const header = await t.call({ method: 'PUT', url: `/prontuario/${client.sub}`, user: therapist, headers: idem(), body: { nome: 'Rafael Disco', contato: clinical.contato, dataNascimento: '1990-01-01', demanda: clinical.demanda } });
    expect(header.statusCode).toBe(200);
    // reads, the export and the client's copy (their answers carry the text; nothing of them is kept)
    const read = (await t.call({ method: 'GET', url: `/prontuario/${client.sub}`, user: therapist })).json() as Prontuario;
    expect(read.registros.map((r) => r.texto).sort()).toEqual([clinical.avulso, clinical.versao].sort());
    expect(read.demanda).toBe(clinical.demanda);
    expect((await t.call({ method: 'GET', url: `/prontuario/${client.sub}/prontuario.pdf`, user: therapist })).statusCode).toBe(200);
    const copia = await t.call({ method: 'POST', url: '/prontuario-copias', user: client, headers: idem(), body: { terapeutaId: therapist.sub } });
    expect((await t.call({ method: 'POST', url: `/prontuario/${client.sub}/copias/${copia.json().id}/liberar`, user: therapist, headers: idem(), body: {} })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/prontuario-copias/${copia.json().id}/prontuario.pdf`, user: client })).statusCode).toBe(200);
    // a second confirmed client, whose record is opened by its first read
    await confirmedSession(t, newClient('Outra Pessoa'), therapist, '2030-02-05');
  } finally {
    await t.close(); // PGlite writes everything down on close
  }
  expect(filesHolding(dir, control).length).toBeGreaterThan(0);
  expect(filesHolding(dir, control).some((f) => f.startsWith('pg_wal/'))).toBe(true);
  for (const [what, text] of Object.entries(clinical)) expect({ what, files: filesHolding(dir, text) }).toEqual({ what, files: [] });
});

it('an upgraded database: the notes an older version left in clear are sealed (pair seen) or discarded (never seen), and the first start rewrites the files — no marker left on disk', async () => {
  const dir = path.join(root, 'antigo');
  const ids = { seen: randomUUID(), never: randomUUID(), therapist: randomUUID(), other: randomUUID(), client: randomUUID(), stranger: randomUUID() };
  const legacy = { seen: 'LEGADO-ATENDIDO-7c1f', never: 'LEGADO-NUNCA-ATENDIDO-2b9e', moved: 'LEGADO-JA-MOVIDO-5d3a' };
  // the database as migration 0030 left it (the schema of the baseline, no api start yet): notes waiting
  const old = await PGlite.create(dir, { extensions: EXTENSIONS });
  await migrate(drizzle(old), { migrationsFolder: migrationsDir() });
  await old.query(`INSERT INTO terapeutas (id, email, full_name) VALUES ($1, 't1@teste.com.br', 'Terapeuta Antiga'), ($2, 't2@teste.com.br', 'Outra Antiga')`, [ids.therapist, ids.other]);
  await old.query(`INSERT INTO clientes (id, email, name, phone, birth_date) VALUES ($1, 'c1@teste.com.br', 'Cliente Atendida', '', null), ($2, 'c2@teste.com.br', 'Pessoa Nunca Atendida', '11999990000', '1990-05-05')`, [ids.client, ids.stranger]);
  const session = (id: string, terapeuta: string, cliente: string, date: string, status: string) =>
    old.query(
      `INSERT INTO sessoes (id, terapeuta_id, cliente_id, date, time, status, duration_minutes, starts_at, occupied_until)
       VALUES ($1, $2, $3, $4::date, '10:00', $5, 50, ($4 || 'T13:00:00Z')::timestamptz, ($4 || 'T13:50:00Z')::timestamptz)`,
      [id, terapeuta, cliente, date, status],
    );
  const waiting = (sessaoId: string, texto: string) => old.query(`INSERT INTO notas_sessao_legadas (sessao_id, texto) VALUES ($1, $2)`, [sessaoId, texto]);
  await session(ids.seen, ids.therapist, ids.client, '2029-11-05', 'COMPLETED');
  await session(ids.never, ids.other, ids.stranger, '2029-11-06', 'REJECTED');
  await waiting(ids.seen, legacy.seen);
  await waiting(ids.never, legacy.never);
  // a note an older start had already moved: the row gone, its bytes still on disk
  const movedId = randomUUID();
  await session(movedId, ids.therapist, ids.client, '2029-11-07', 'COMPLETED');
  await waiting(movedId, legacy.moved);
  await old.query(`DELETE FROM notas_sessao_legadas WHERE sessao_id = $1`, [movedId]);
  await old.query(`INSERT INTO manutencao_pendente (tarefa) VALUES ('purgar-notas-em-claro')`);
  await old.close();
  for (const text of Object.values(legacy)) expect(filesHolding(dir, text).length).toBeGreaterThan(0);

  // this version starts on it: the start-up step
  const t = await appOn(dir);
  try {
    expect(await notesLeft(t.db)).toBe(0);
    expect(await purgeDue(t.db)).toBe(false);
    const therapist = { sub: ids.therapist, email: 't1@teste.com.br', tipo: 'terapeuta' };
    const record = (await t.call({ method: 'GET', url: `/prontuario/${ids.client}`, user: therapist })).json() as Prontuario;
    expect(record.registros).toEqual([expect.objectContaining({ sessaoId: ids.seen, texto: legacy.seen })]);
    // the request never accepted opened nothing: no record, nothing of that person to read
    const other = { sub: ids.other, email: 't2@teste.com.br', tipo: 'terapeuta' };
    const refused = await t.call({ method: 'GET', url: `/prontuario/${ids.stranger}`, user: other });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toMatch(/11999990000|1990-05-05|c2@teste/);
    const counts = (await t.db.execute(sql`SELECT (SELECT count(*)::int FROM prontuarios WHERE cliente_id = ${ids.stranger}) AS stranger, (SELECT count(*)::int FROM sessoes WHERE therapist_notes <> '') AS plain`)) as unknown as { rows: { stranger: number; plain: number }[] };
    expect(counts.rows[0]).toEqual({ stranger: 0, plain: 0 });
  } finally {
    await t.close();
  }
  for (const [what, text] of Object.entries(legacy)) expect({ what, files: filesHolding(dir, text) }).toEqual({ what, files: [] });
});
