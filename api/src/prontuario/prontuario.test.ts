// The prontuário over the api (issue 34 item 6), on PGlite and on PostgreSQL: who may read and
// write it (the attacks), versions, the access log, the ciphertext at rest, key rotation, the PDF,
// the client's copy, the erasure's pseudonym and the move of the old per-session notes.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PRONTUARIO_MESSAGES as M, type Prontuario, type RegistroEvolucao } from '@acolhe/shared-domain';
import { createReadyTherapist, newClient, newTherapist, useTestApp, type TestContext, type TestUser } from '../../testing/helpers';
import { pdfText } from '../../testing/pdf-text';
import { buildApp } from '../app';
import type { Keyring } from './crypto';
import { moveTherapistNotes, notesLeft } from './notas';

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
    expect(p.sessoes).toEqual([expect.objectContaining({ id: sessaoId, date, registrada: false })]);
    expect(p.guardarAte).toBe(`2035${date.slice(4)}`);

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

  it('at rest the database holds ciphertext only: no entry, demand or name in any column', async () => {
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

  it('the old per-session notes move into the prontuário: encrypted, once, restart-safe; a later note becomes a new version', async () => {
    const { therapist, client, sessaoId } = await pair();
    // a legacy client still writes the session's notes field
    expect((await t.call({ method: 'PUT', url: `/sessoes/${sessaoId}`, user: therapist, body: { therapistNotes: 'Nota antiga da sessão.' } })).statusCode).toBe(200);
    expect(await notesLeft(t.db)).toBeGreaterThan(0);
    expect(await moveTherapistNotes(t.db, keyring as Keyring, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await notesLeft(t.db)).toBe(0);
    expect(await moveTherapistNotes(t.db, keyring as Keyring, t.clock.now())).toBe(0);
    const stored = (await rowsOf<{ therapist_notes: string }>(t, sql`SELECT therapist_notes FROM sessoes WHERE id = ${sessaoId}`))[0]!;
    expect(stored.therapist_notes).toBe('');
    let p = (await read(therapist, client.sub)).json() as Prontuario;
    expect(p.registros).toEqual([expect.objectContaining({ sessaoId, versaoAtual: 1, texto: 'Nota antiga da sessão.' })]);

    await t.call({ method: 'PUT', url: `/sessoes/${sessaoId}`, user: therapist, body: { therapistNotes: 'Nota revista.' } });
    await moveTherapistNotes(t.db, keyring as Keyring, t.clock.now());
    p = (await read(therapist, client.sub)).json() as Prontuario;
    expect(p.registros).toHaveLength(1);
    expect(p.registros[0]!.versoes.map((v) => v.texto)).toEqual(['Nota revista.', 'Nota antiga da sessão.']);
  });

  it('an api starting over notes left by an older version moves them before it serves (the start-up step)', async () => {
    const { therapist, client, sessaoId } = await pair();
    await t.call({ method: 'PUT', url: `/sessoes/${sessaoId}`, user: therapist, body: { therapistNotes: 'Nota de antes da atualização.' } });
    expect(await notesLeft(t.db)).toBe(1);
    const restarted = await buildApp({ db: t.db, config: t.config, logger: false, now: t.clock.now, prontuarioKeys: keyring as Keyring });
    try {
      await restarted.ready();
      expect(await notesLeft(t.db)).toBe(0);
    } finally {
      await restarted.close();
    }
    const p = (await read(therapist, client.sub)).json() as Prontuario;
    expect(p.registros).toEqual([expect.objectContaining({ sessaoId, texto: 'Nota de antes da atualização.' })]);
  });

  it('the list is the therapist’s own clients; a client may not list', async () => {
    const { therapist, client } = await pair('CONFIRMED', 'Diego Alves');
    const list = await t.call({ method: 'GET', url: '/prontuario', user: therapist });
    expect(list.json()).toEqual([expect.objectContaining({ clienteId: client.sub, nome: 'Diego Alves', registros: 0, copiaPendente: false })]);
    expect((await t.call({ method: 'GET', url: '/prontuario', user: client })).statusCode).toBe(403);
  });
});
