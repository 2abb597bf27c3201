// The prontuário over the api (issue 34 item 6), on PGlite and on PostgreSQL: who may read and
// write it (the attacks), versions, the access log, the ciphertext at rest, key rotation, the PDF,
// the client's copy, the erasure's pseudonym and the move of the old per-session notes.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PRONTUARIO_MESSAGES as M, VALIDATION_MESSAGES, retencaoAte, type Prontuario, type RegistroEvolucao } from '@acolhe/shared-domain';
import { completedSession, createReadyTherapist, newClient, newTherapist, useTestApp, type TestContext, type TestUser } from '../../testing/helpers';
import { pdfText } from '../../testing/pdf-text';
import { buildApp } from '../app';
import type { Keyring } from './crypto';
import { moveLegacyNotes, notesLeft } from './notas';

const rowsOf = async <T>(t: TestContext, query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (t: TestContext, table: string) => Number((await rowsOf<{ n: number }>(t, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n);

describe('prontuário', () => {
  const keyring: { current: string; keys: Map<string, Buffer> } = { current: 'k1', keys: new Map([['k1', randomBytes(32)]]) };
  const t = useTestApp({ prontuarioKeys: keyring as Keyring });

  let slot = 0;
  /** A therapist and a client with one session of the given status between them. */
  async function pair(status: 'CONFIRMED' | 'PENDING' = 'CONFIRMED', clientName = 'Joana Prado') {
    const therapist = await createReadyTherapist(t, { user: newTherapist('Marina Duarte') });
    const client = newClient(clientName);
    const days = ['2030-01-21', '2030-01-22', '2030-01-23', '2030-01-24', '2030-01-25', '2030-01-28', '2030-01-29', '2030-01-30'];
    const date = days[slot++ % days.length]!;
    const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time: '09:00' } });
    expect(booked.statusCode).toBe(201);
    const sessaoId = booked.json().id as string;
    if (status === 'CONFIRMED') {
      expect((await t.call({ method: 'PATCH', url: `/sessoes/${sessaoId}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
    }
    return { therapist, client, sessaoId, date };
  }

  const read = (user: TestUser | undefined, clienteId: string) => t.call({ method: 'GET', url: `/prontuario/${clienteId}`, ...(user ? { user } : {}) });
  const write = (user: TestUser, clienteId: string, body: unknown) => t.call({ method: 'POST', url: `/prontuario/${clienteId}/registros`, user, body });

  it('the therapist who saw the client reads the record (identification from the profile), writes a session entry and edits it: versions kept, reads logged', async () => {
    const { therapist, client, sessaoId, date } = await pair();
    const first = await read(therapist, client.sub);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const p = first.json() as Prontuario;
    expect(p.identificacao.nome).toBe('Joana Prado');
    // the confirmed session is still to come: it took place not yet, and starts no retention
    expect(p.sessoes).toEqual([expect.objectContaining({ id: sessaoId, date, registrada: false, realizada: false })]);
    expect(p.guardarAte).toBeNull();

    const created = await write(therapist, client.sub, { sessaoId, texto: 'Relata insônia e preocupação com o trabalho.' });
    expect(created.statusCode).toBe(201);
    const entry = created.json() as RegistroEvolucao;
    expect(entry).toMatchObject({ sessaoId, data: date, versaoAtual: 1, texto: 'Relata insônia e preocupação com o trabalho.' });

    const edited = await t.call({ method: 'PUT', url: `/prontuario/${client.sub}/registros/${entry.id}`, user: therapist, body: { texto: 'Relata insônia há três semanas.' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ versaoAtual: 2, texto: 'Relata insônia há três semanas.' });
    expect((edited.json() as RegistroEvolucao).versoes.map((v) => [v.versao, v.texto])).toEqual([
      [2, 'Relata insônia há três semanas.'],
      [1, 'Relata insônia e preocupação com o trabalho.'],
    ]);
    // the same text again adds no version
    const same = await t.call({ method: 'PUT', url: `/prontuario/${client.sub}/registros/${entry.id}`, user: therapist, body: { texto: 'Relata insônia há três semanas.' } });
    expect(same.json().versaoAtual).toBe(2);

    const again = (await read(therapist, client.sub)).json() as Prontuario;
    expect(again.registros).toHaveLength(1);
    expect(again.sessoes[0]!.registrada).toBe(true);
    expect(again.acessos.filter((a) => a.acao === 'leitura')).toHaveLength(2);
    expect(again.acessos[0]).toMatchObject({ quem: 'Você', acao: 'leitura' });

    // one entry per session: a second one is refused and nothing is written
    const versions = await count(t, 'prontuario_versoes');
    const dup = await write(therapist, client.sub, { sessaoId, texto: 'outra' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.sessaoJaRegistrada);
    expect(await count(t, 'prontuario_versoes')).toBe(versions);
  });

  it('attacks: another therapist, the client, an anonymous caller, a therapist with only a pending request — refused, nothing read or written', async () => {
    const { therapist, client, sessaoId } = await pair();
    expect((await write(therapist, client.sub, { sessaoId, texto: 'SEGREDO-CLINICO' })).statusCode).toBe(201);
    const other = await createReadyTherapist(t, { user: newTherapist('Outra Terapeuta') });
    const pending = await pair('PENDING', 'Cliente Pendente');
    const accessesBefore = await count(t, 'prontuario_acessos');
    const recordsBefore = await count(t, 'prontuarios');
    const entry = (await rowsOf<{ id: string }>(t, sql`SELECT r.id FROM prontuario_registros r JOIN prontuarios p ON p.id = r.prontuario_id WHERE p.cliente_id = ${client.sub}`))[0]!.id;

    const attempts = [
      { who: other, expected: 404 },
      { who: client, expected: 403 },
      { who: undefined, expected: 401 },
    ];
    for (const { who, expected } of attempts) {
      const calls = [
        read(who, client.sub),
        t.call({ method: 'POST', url: `/prontuario/${client.sub}/registros`, body: { texto: 'invasão' }, ...(who ? { user: who } : {}) }),
        t.call({ method: 'PUT', url: `/prontuario/${client.sub}/registros/${entry}`, body: { texto: 'invasão' }, ...(who ? { user: who } : {}) }),
        t.call({ method: 'PUT', url: `/prontuario/${client.sub}`, body: { nome: 'invasão' }, ...(who ? { user: who } : {}) }),
        t.call({ method: 'GET', url: `/prontuario/${client.sub}/prontuario.pdf`, ...(who ? { user: who } : {}) }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(expected);
        expect(res.body).not.toContain('SEGREDO-CLINICO');
        expect(typeof res.json().message).toBe('string');
      }
    }
    // the other therapist may not reach it through their own id for an entry of this record either
    expect((await t.call({ method: 'PUT', url: `/prontuario/${other.sub}/registros/${entry}`, user: other, body: { texto: 'x' } })).statusCode).toBe(404);
    // a request the therapist never confirmed does not open a record
    expect((await read(pending.therapist, pending.client.sub)).statusCode).toBe(404);
    expect((await read(other, client.sub)).json().message).toBe(M.notFound);
    expect((await read(client, client.sub)).json().message).toBe(M.onlyTherapist);
    expect(await count(t, 'prontuario_acessos')).toBe(accessesBefore);
    expect(await count(t, 'prontuarios')).toBe(recordsBefore);
    const texts = await rowsOf<{ versao: number }>(t, sql`SELECT versao FROM prontuario_versoes WHERE registro_id = ${entry}`);
    expect(texts).toEqual([{ versao: 1 }]);
  });

  it('bad input: a pt-BR 400 with the field, a session of another pair 409 — nothing half-written', async () => {
    const { therapist, client } = await pair();
    const foreign = await pair();
    const before = await count(t, 'prontuario_registros');
    const empty = await write(therapist, client.sub, { texto: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: M.texto, fieldErrors: { texto: M.texto } });
    expect((await write(therapist, client.sub, { texto: 'x'.repeat(10_001) })).statusCode).toBe(400);
    expect((await write(therapist, client.sub, ['texto'])).statusCode).toBe(400);
    const otherSession = await write(therapist, client.sub, { sessaoId: foreign.sessaoId, texto: 'ok' });
    expect(otherSession.statusCode).toBe(409);
    expect(otherSession.json().message).toBe(M.sessaoNaoAtendida);
    const header = await t.call({ method: 'PUT', url: `/prontuario/${client.sub}`, user: therapist, body: { nome: 'Joana', dataNascimento: '31/02/1990' } });
    expect(header.statusCode).toBe(400);
    expect(header.json().fieldErrors).toEqual({ dataNascimento: M.dataNascimento });
    expect(await count(t, 'prontuario_registros')).toBe(before);
  });

  it('an entry about a session of the pair that is only a request (PENDING) is refused: 409, nothing written', async () => {
    const { therapist, client, date } = await pair();
    const requested = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time: '11:00' } });
    expect(requested.statusCode).toBe(201);
    const before = await count(t, 'prontuario_registros');
    const res = await write(therapist, client.sub, { sessaoId: requested.json().id as string, texto: 'Sobre um pedido ainda não aceito.' });
    expect([res.statusCode, res.json().message]).toEqual([409, M.sessaoNaoAtendida]);
    expect(await count(t, 'prontuario_registros')).toBe(before);
  });

  it('at rest the database holds ciphertext only: no entry, demand or name in any column of any table', async () => {
    const { therapist, client, sessaoId } = await pair('CONFIRMED', 'Helena Tavares');
    await write(therapist, client.sub, { sessaoId, texto: 'Ideação passiva relatada; plano de segurança combinado.' });
    const saved = await t.call({
      method: 'PUT',
      url: `/prontuario/${client.sub}`,
      user: therapist,
      body: { nome: 'Helena Tavares', contato: '(11) 97777-1234', dataNascimento: '1991-04-03', demanda: 'Luto recente pela mãe.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ demanda: 'Luto recente pela mãe.', identificacao: { nome: 'Helena Tavares', dataNascimento: '1991-04-03' } });
    const dump = JSON.stringify([
      await rowsOf(t, sql`SELECT * FROM prontuarios WHERE cliente_id = ${client.sub}`),
      await rowsOf(t, sql`SELECT v.* FROM prontuario_versoes v JOIN prontuario_registros r ON r.id = v.registro_id JOIN prontuarios p ON p.id = r.prontuario_id WHERE p.cliente_id = ${client.sub}`),
    ]);
    for (const plain of ['Ideação', 'segurança', 'Luto', 'Helena', 'Tavares', '97777', '1991-04-03']) expect(dump).not.toContain(plain);
    expect(dump).toMatch(/v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+/);
    // every row of every table (of every schema: pg-boss's queue, drizzle's, the idempotent answers…):
    // the clinical texts nowhere in clear (the files themselves, WAL included: em-disco.test.ts on PGlite)
    const tables = await rowsOf<{ s: string; t: string }>(t, sql`SELECT table_schema AS s, table_name AS t FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`);
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      const name = `"${table.s}"."${table.t}"`;
      const hits = await rowsOf<{ n: number }>(t, sql.raw(`SELECT count(*)::int AS n FROM ${name} x WHERE to_jsonb(x)::text ~ '(Ideação passiva|plano de segurança|Luto recente)'`));
      expect({ table: name, rows: hits[0]!.n }).toEqual({ table: name, rows: 0 });
    }
    // nor in the client's own export (their data, not the therapist's record)
    const exported = await t.call({ method: 'GET', url: '/me/export', user: client });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Ideação');
  });

  it('rotation: a new current master key is added; records written under the old one still read, and are re-wrapped when written', async () => {
    const { therapist, client, sessaoId } = await pair();
    await write(therapist, client.sub, { sessaoId, texto: 'Escrito sob a chave antiga.' });
    const keyOf = async () => (await rowsOf<{ chave_id: string }>(t, sql`SELECT chave_id FROM prontuarios WHERE cliente_id = ${client.sub}`))[0]!.chave_id;
    expect(await keyOf()).toBe('k1');
    keyring.keys.set('k2', randomBytes(32));
    keyring.current = 'k2';
    try {
      const p = (await read(therapist, client.sub)).json() as Prontuario;
      expect(p.registros[0]!.texto).toBe('Escrito sob a chave antiga.');
      // the read (a write of the access log, in the record's transaction) re-wraps the data key
      expect(await keyOf()).toBe('k2');
      const k1 = keyring.keys.get('k1')!;
      keyring.keys.delete('k1');
      expect(((await read(therapist, client.sub)).json() as Prontuario).registros[0]!.texto).toBe('Escrito sob a chave antiga.');
      keyring.keys.set('k1', k1);
    } finally {
      keyring.current = 'k1';
    }
  });

  it('the therapist exports the record as PDF: the entries, the demand and the CRP in its text; the export is logged', async () => {
    const { therapist, client, sessaoId } = await pair('CONFIRMED', 'Paulo Mendes');
    await write(therapist, client.sub, { sessaoId, texto: 'Sessão focada em exposição gradual; tarefa: diário de ansiedade.' });
    await t.call({ method: 'PUT', url: `/prontuario/${client.sub}`, user: therapist, body: { nome: 'Paulo Mendes', demanda: 'Crises de pânico no transporte.' } });
    const res = await t.call({ method: 'GET', url: `/prontuario/${client.sub}/prontuario.pdf`, user: therapist });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const { crp } = (await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}`, user: therapist })).json() as { crp: string };
    for (const expected of ['Prontuário psicológico', 'Paulo Mendes', 'Crises de pânico no transporte.', 'exposição gradual', crp, 'Ana Paula Souza']) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    const p = (await read(therapist, client.sub)).json() as Prontuario;
    expect(p.acessos.map((a) => a.acao)).toContain('exportacao');
  });

  it('the client asks for a copy; the therapist releases it; the client downloads it as it stood then — nobody else can', async () => {
    const { therapist, client, sessaoId } = await pair('CONFIRMED', 'Carla Nunes');
    await write(therapist, client.sub, { sessaoId, texto: 'Antes da liberação.' });
    const asked = await t.call({ method: 'POST', url: '/prontuario-copias', user: client, body: { terapeutaId: therapist.sub } });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ estado: 'solicitada', terapeutaNome: 'Ana Paula Souza', liberadaEm: null });
    const copiaId = asked.json().id as string;
    // a second click: the same request
    const twice = await t.call({ method: 'POST', url: '/prontuario-copias', user: client, body: { terapeutaId: therapist.sub } });
    expect([twice.statusCode, twice.json().id]).toEqual([200, copiaId]);
    const early = await t.call({ method: 'GET', url: `/prontuario-copias/${copiaId}/prontuario.pdf`, user: client });
    expect([early.statusCode, early.json().message]).toEqual([409, M.copiaNaoLiberada]);
    expect(((await t.call({ method: 'GET', url: '/prontuario', user: therapist })).json() as { clienteId: string; copiaPendente: boolean }[])).toEqual([
      expect.objectContaining({ clienteId: client.sub, copiaPendente: true, registros: 1 }),
    ]);

    // the client's own ask of a therapist who never saw them, and a stranger's ask: 404
    const stranger = await createReadyTherapist(t, { user: newTherapist('Sem Atendimento') });
    expect((await t.call({ method: 'POST', url: '/prontuario-copias', user: client, body: { terapeutaId: stranger.sub } })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/prontuario-copias', user: client, body: {} })).statusCode).toBe(400);

    // only the record's therapist releases it
    const other = await createReadyTherapist(t, { user: newTherapist('Outra') });
    expect((await t.call({ method: 'POST', url: `/prontuario/${client.sub}/copias/${copiaId}/liberar`, user: other, body: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/prontuario/${client.sub}/copias/${copiaId}/liberar`, user: client, body: {} })).statusCode).toBe(403);
    t.clock.set('2030-02-01T13:00:00.000Z');
    const released = await t.call({ method: 'POST', url: `/prontuario/${client.sub}/copias/${copiaId}/liberar`, user: therapist, body: {} });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ estado: 'liberada', liberadaEm: '2030-02-01T13:00:00.000Z' });
    t.clock.set('2030-02-02T13:00:00.000Z');
    await write(therapist, client.sub, { texto: 'Depois da liberação.' });

    const copy = await t.call({ method: 'GET', url: `/prontuario-copias/${copiaId}/prontuario.pdf`, user: client });
    expect(copy.statusCode).toBe(200);
    const text = pdfText(copy.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Antes da liberação.');
    expect(text).not.toContain('Depois da liberação.');
    expect(text).toContain('Cópia entregue ao cliente');
    const intruder = newClient('Intruso');
    await t.call({ method: 'GET', url: '/sessoes/cliente', user: intruder });
    expect((await t.call({ method: 'GET', url: `/prontuario-copias/${copiaId}/prontuario.pdf`, user: intruder })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/prontuario-copias/${copiaId}/prontuario.pdf`, user: therapist })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/prontuario-copias', user: client })).json()).toEqual([expect.objectContaining({ id: copiaId, estado: 'liberada' })]);
    const p = (await read(therapist, client.sub)).json() as Prontuario;
    expect(p.acessos).toEqual(expect.arrayContaining([{ quem: 'Carla Nunes', acao: 'copia', em: '2030-02-02T13:00:00.000Z' }]));
    t.clock.set('2030-01-16T13:00:00.000Z');
  });

  it('the client erases the account: the record stays for its therapist, pseudonymised, entries readable', async () => {
    const { therapist, client, sessaoId } = await pair('CONFIRMED', 'Beatriz Lopes');
    await write(therapist, client.sub, { sessaoId, texto: 'Registro a guardar por 5 anos.' });
    await t.call({ method: 'PUT', url: `/prontuario/${client.sub}`, user: therapist, body: { nome: 'Beatriz Lopes', contato: 'bia@exemplo.com', dataNascimento: '1990-01-01', demanda: 'Ansiedade.' } });
    expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(204);
    const p = (await read(therapist, client.sub)).json() as Prontuario;
    expect(p.pseudonimizado).toBe(true);
    expect(p.identificacao).toEqual({ nome: expect.stringMatching(/^Cliente Acolhe \(ref\. [0-9a-f]{8}\)$/), contato: '', dataNascimento: '' });
    expect(p.registros[0]!.texto).toBe('Registro a guardar por 5 anos.');
    expect(p.demanda).toBe('Ansiedade.');
    expect(JSON.stringify(p)).not.toContain('Beatriz');
    expect(JSON.stringify(p)).not.toContain('bia@exemplo.com');
  });

  it('the attack of issue 40: notes PUT on a request only PENDING, then declined — refused, no prontuário, nothing of the client to read', async () => {
    const { therapist, client, sessaoId } = await pair('PENDING', 'Nunca Atendida');
    const notes = await t.call({ method: 'PUT', url: `/sessoes/${sessaoId}`, user: therapist, body: { therapistNotes: 'NOTA-DE-QUEM-NUNCA-FOI-ATENDIDA' } });
    expect(notes.statusCode).toBe(400);
    expect(notes.json()).toEqual({ message: VALIDATION_MESSAGES.therapistNotesNoProntuario, fieldErrors: { therapistNotes: VALIDATION_MESSAGES.therapistNotesNoProntuario } });
    // with a link beside it, nothing of the call is applied either
    expect((await t.call({ method: 'PUT', url: `/sessoes/${sessaoId}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/x', therapistNotes: '' } })).statusCode).toBe(400);
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${sessaoId}`, user: therapist, body: { status: 'REJECTED' } })).statusCode).toBe(200);
    await moveLegacyNotes(t.db, keyring as Keyring, t.clock.now());
    const stored = await rowsOf<{ therapist_notes: string; meeting_link: string }>(t, sql`SELECT therapist_notes, meeting_link FROM sessoes WHERE id = ${sessaoId}`);
    expect(stored).toEqual([{ therapist_notes: '', meeting_link: '' }]);
    expect(await rowsOf(t, sql`SELECT id FROM prontuarios WHERE terapeuta_id = ${therapist.sub} AND cliente_id = ${client.sub}`)).toEqual([]);
    const record = await read(therapist, client.sub);
    expect([record.statusCode, record.json().message]).toEqual([404, M.notFound]);
    for (const leaked of [client.email, 'Nunca Atendida']) expect(record.body).not.toContain(leaked);
    expect(((await t.call({ method: 'GET', url: '/prontuario', user: therapist })).json() as { clienteId: string }[]).map((c) => c.clienteId)).not.toContain(client.sub);
    expect((await write(therapist, client.sub, { texto: 'registro avulso' })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/prontuario/${client.sub}`, user: therapist, body: { nome: 'Nunca Atendida' } })).statusCode).toBe(404);
  });

  it('the database refuses both holes itself: a prontuário of a pair never seen (AC030), a plaintext note in a session (CHECK)', async () => {
    const { therapist, client, sessaoId } = await pair('PENDING', 'Pedido Pendente');
    const record = randomUUID();
    const opened = t.db.execute(sql`INSERT INTO prontuarios (id, terapeuta_id, cliente_id, chave_id, chave_dados, identificacao, demanda)
      VALUES (${record}, ${therapist.sub}, ${client.sub}, 'k1', 'x', 'x', 'x')`);
    await expect(opened).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'AC030' }) });
    const plain = t.db.execute(sql`UPDATE sessoes SET therapist_notes = 'em claro' WHERE id = ${sessaoId}`);
    await expect(plain).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    // once the therapist confirms the session, the record may be opened
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${sessaoId}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
    expect((await read(therapist, client.sub)).statusCode).toBe(200);
  });

  it('the notes an older version left (migration 0030 keeps those of pairs seen) are sealed into the prontuário at start: once, restart-safe, a second note a new version; a pair never seen opens nothing', async () => {
    const seen = await pair('CONFIRMED', 'Antiga Atendida');
    const written = await pair('CONFIRMED', 'Já Registrada');
    expect((await write(written.therapist, written.client.sub, { sessaoId: written.sessaoId, texto: 'Registro atual.' })).statusCode).toBe(201);
    const never = await pair('PENDING', 'Antiga Pendente');
    await t.db.execute(sql`INSERT INTO notas_sessao_legadas (sessao_id, texto) VALUES
      (${seen.sessaoId}, 'Nota de antes da atualização.'), (${written.sessaoId}, 'Nota antiga da mesma sessão.'), (${never.sessaoId}, 'Nota de um pedido nunca aceito.')`);
    expect(await notesLeft(t.db)).toBe(3);
    const restarted = await buildApp({ db: t.db, config: t.config, logger: false, now: t.clock.now, prontuarioKeys: keyring as Keyring });
    try {
      await restarted.ready();
      expect(await notesLeft(t.db)).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await moveLegacyNotes(t.db, keyring as Keyring, t.clock.now())).toEqual({ moved: 0, discarded: 0 });
    const p = (await read(seen.therapist, seen.client.sub)).json() as Prontuario;
    expect(p.registros).toEqual([expect.objectContaining({ sessaoId: seen.sessaoId, versaoAtual: 1, texto: 'Nota de antes da atualização.' })]);
    const w = (await read(written.therapist, written.client.sub)).json() as Prontuario;
    expect(w.registros).toHaveLength(1);
    expect(w.registros[0]!.versoes.map((v) => v.texto)).toEqual(['Nota antiga da mesma sessão.', 'Registro atual.']);
    expect(await rowsOf(t, sql`SELECT id FROM prontuarios WHERE cliente_id = ${never.client.sub}`)).toEqual([]);
    expect((await read(never.therapist, never.client.sub)).statusCode).toBe(404);
  });

  it('issue 41 item 6: “última sessão” and the retention count from the last session held, never a future one', async () => {
    const { therapist, client, sessaoId, date } = await pair('CONFIRMED', 'Gabriela Retida');
    // two sessions that took place (2020), the later one completed by hand, the earlier by the sweep
    const older = await completedSession(t, client, therapist.sub);
    const held = await completedSession(t, client, therapist.sub);
    const [heldDate] = (await rowsOf<{ date: string }>(t, sql`SELECT date::text AS date FROM sessoes WHERE id = ${held}`)).map((r) => r.date);
    const p = (await read(therapist, client.sub)).json() as Prontuario;
    expect(p.sessoes.map((x) => [x.id, x.realizada])).toEqual([
      [sessaoId, false],
      [held, true],
      [older, true],
    ]);
    expect(p.guardarAte).toBe(retencaoAte(heldDate!));
    const listed = () => t.call({ method: 'GET', url: '/prontuario', user: therapist }).then((r) => (r.json() as { clienteId: string; ultimaSessao: string | null }[]).find((c) => c.clienteId === client.sub)!);
    expect((await listed()).ultimaSessao).toBe(heldDate);
    // once the confirmed session has ended (the sweep has not completed it yet), it is the last one held
    t.clock.set(`${date}T23:00:00.000Z`);
    try {
      const after = (await read(therapist, client.sub)).json() as Prontuario;
      expect(after.sessoes[0]).toMatchObject({ id: sessaoId, status: 'CONFIRMED', realizada: true });
      expect(after.guardarAte).toBe(retencaoAte(date));
      expect((await listed()).ultimaSessao).toBe(date);
    } finally {
      t.clock.set('2030-01-16T13:00:00.000Z');
    }
    // a client seen only in the future: the list says so without a date
    const future = await pair('CONFIRMED', 'Helena Futura');
    expect((await t.call({ method: 'GET', url: '/prontuario', user: future.therapist })).json()).toEqual([expect.objectContaining({ clienteId: future.client.sub, ultimaSessao: null })]);
  });

  it('the list is the therapist’s own clients; a client may not list', async () => {
    const { therapist, client } = await pair('CONFIRMED', 'Diego Alves');
    const list = await t.call({ method: 'GET', url: '/prontuario', user: therapist });
    expect(list.json()).toEqual([expect.objectContaining({ clienteId: client.sub, nome: 'Diego Alves', registros: 0, copiaPendente: false })]);
    expect((await t.call({ method: 'GET', url: '/prontuario', user: client })).statusCode).toBe(403);
  });
});
