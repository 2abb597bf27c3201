// The room's WebSocket with a real client (ws) over the app listening on 127.0.0.1:0: the two
// parties' signalling and presence, every refusal's close code, the re-check, and two app
// instances over ONE database relaying to each other (as two replicas do).
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { SALA_CLOSE, SALA_MSG, salaWsPath } from '@acolhe/shared-domain';
import { buildApp } from '../app';
import { newClient, startTestApp, type TestContext, type TestUser } from '../../testing/helpers';
import { confirmedSession, openRecorded, roomWorld, type RoomWorld } from '../../testing/sala';

const ofertaSdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' + 'a=x\r\n'.repeat(3000); // > 8000 bytes: NOTIFY's payload limit
const METRICS_TOKEN = 'metricas-da-sala-0123456789';
const candidato = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 54321 typ host', sdpMid: '0', sdpMLineIndex: 0 };

describe('the room WebSocket', () => {
  let t: TestContext;
  let w: RoomWorld;
  let base: string;
  let second: FastifyInstance;
  let secondBase: string;

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    // on PostgreSQL each instance LISTENs through DATABASE_URL, as a replica does
    t = await startTestApp({ configOverrides: { databaseUrl: process.env.DATABASE_URL, metrics: { host: '127.0.0.1', token: METRICS_TOKEN } }, sala: { verificacaoMs: 150, varreduraMs: 0 } });
    w = await roomWorld(t);
    base = await listen(t.app);
    second = await buildApp({
      db: t.handle.db,
      raw: t.handle.raw,
      driver: t.handle.driver,
      config: t.config,
      logger: false,
      auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) },
      now: t.clock.now,
      storage: t.storage,
      sala: { verificacaoMs: 150, varreduraMs: 0 },
    });
    secondBase = await listen(second);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  beforeEach(() => t.clock.set('2030-01-21T12:05:00.000Z'));

  async function ticketOf(user: TestUser, id = w.sessaoId): Promise<string> {
    const res = await t.call({ method: 'POST', url: `/sessoes/${id}/sala/ticket`, user, body: {} });
    if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
    return res.json().ticket as string;
  }
  const open = async (user: TestUser, server = base, id = w.sessaoId) => openRecorded(`${server}${salaWsPath(id, await ticketOf(user, id))}`);

  async function pair(clientServer = base, therapistServer = base) {
    const cliente = await open(w.client, clientServer);
    const terapeuta = await open(w.therapist, therapistServer);
    cliente.send({ tipo: 'entrar' });
    await new Promise((r) => setTimeout(r, 50));
    terapeuta.send({ tipo: 'entrar' });
    await cliente.next((m) => m.tipo === 'presenca' && m.outraParte === 'presente');
    await terapeuta.next((m) => m.tipo === 'presenca' && m.outraParte === 'presente');
    return { cliente, terapeuta };
  }

  async function exchange(cliente: Awaited<ReturnType<typeof open>>, terapeuta: Awaited<ReturnType<typeof open>>) {
    cliente.send({ tipo: 'oferta', sdp: ofertaSdp });
    expect(await terapeuta.next((m) => m.tipo === 'oferta')).toEqual({ tipo: 'oferta', sdp: ofertaSdp, de: 'cliente' });
    terapeuta.send({ tipo: 'resposta', sdp: 'v=0\r\nresposta\r\n' });
    expect(await cliente.next((m) => m.tipo === 'resposta')).toEqual({ tipo: 'resposta', sdp: 'v=0\r\nresposta\r\n', de: 'terapeuta' });
    cliente.send({ tipo: 'candidato', candidato });
    terapeuta.send({ tipo: 'candidato', candidato: { ...candidato, sdpMid: '1' } });
    expect(await terapeuta.next((m) => m.tipo === 'candidato')).toEqual({ tipo: 'candidato', candidato, de: 'cliente' });
    expect(await cliente.next((m) => m.tipo === 'candidato')).toEqual({ tipo: 'candidato', candidato: { ...candidato, sdpMid: '1' }, de: 'terapeuta' });
    // nobody hears their own messages
    expect(cliente.messages.some((m) => m.de === 'cliente')).toBe(false);
    expect(terapeuta.messages.some((m) => m.de === 'terapeuta')).toBe(false);
  }

  it('relays offer, answer and candidates between the two parties, with presence on join and leave', async () => {
    const { cliente, terapeuta } = await pair();
    await exchange(cliente, terapeuta);
    cliente.send({ tipo: 'sair' });
    expect(await cliente.closed).toEqual({ code: 1000, reason: SALA_MSG.saiu });
    expect(await terapeuta.next((m) => m.tipo === 'presenca' && m.outraParte === 'ausente')).toBeTruthy();
    terapeuta.ws.close();
    await terapeuta.closed;
  });

  it('relays between two app instances over one database (one party on each)', async () => {
    const { cliente, terapeuta } = await pair(base, secondBase);
    await exchange(cliente, terapeuta);
    cliente.ws.close();
    expect(await terapeuta.next((m) => m.tipo === 'presenca' && m.outraParte === 'ausente')).toBeTruthy();
    terapeuta.ws.close();
    await Promise.all([cliente.closed, terapeuta.closed]);
  });

  it('relays a restart (reiniciar with its generation) and the new generation’s signals, on one instance and across two', async () => {
    for (const [clientServer, therapistServer] of [[base, base], [base, secondBase]] as const) {
      const { cliente, terapeuta } = await pair(clientServer, therapistServer);
      cliente.send({ tipo: 'reiniciar', geracao: 1 });
      expect(await terapeuta.next((m) => m.tipo === 'reiniciar')).toEqual({ tipo: 'reiniciar', geracao: 1, de: 'cliente' });
      cliente.send({ tipo: 'oferta', sdp: ofertaSdp, geracao: 1 });
      expect(await terapeuta.next((m) => m.tipo === 'oferta')).toEqual({ tipo: 'oferta', sdp: ofertaSdp, geracao: 1, de: 'cliente' });
      terapeuta.send({ tipo: 'resposta', sdp: 'v=0\r\nresposta\r\n', geracao: 1 });
      expect(await cliente.next((m) => m.tipo === 'resposta')).toEqual({ tipo: 'resposta', sdp: 'v=0\r\nresposta\r\n', geracao: 1, de: 'terapeuta' });
      terapeuta.send({ tipo: 'candidato', candidato, geracao: 1 });
      expect(await cliente.next((m) => m.tipo === 'candidato')).toEqual({ tipo: 'candidato', candidato, geracao: 1, de: 'terapeuta' });
      expect(cliente.messages.some((m) => m.tipo === 'reiniciar')).toBe(false); // nobody hears their own
      cliente.ws.close();
      terapeuta.ws.close();
      await Promise.all([cliente.closed, terapeuta.closed]);
    }
  });

  it.each([
    ['without a generation', { tipo: 'reiniciar' }],
    ['with a negative generation', { tipo: 'reiniciar', geracao: -1 }],
    ['with a generation as text', { tipo: 'reiniciar', geracao: '2' }],
    ['with a generation past the limit', { tipo: 'reiniciar', geracao: 1_000_001 }],
    ['with a field of another message', { tipo: 'reiniciar', geracao: 1, sdp: 'v=0' }],
    ['naming its sender', { tipo: 'reiniciar', geracao: 1, de: 'terapeuta' }],
  ])('closes on a reiniciar %s (4400); the other party hears nothing of it', async (_name, message) => {
    const { cliente, terapeuta } = await pair();
    cliente.send(message);
    expect(await cliente.closed).toEqual({ code: SALA_CLOSE.invalida, reason: SALA_MSG.invalida });
    await terapeuta.next((m) => m.tipo === 'presenca' && m.outraParte === 'ausente');
    expect(terapeuta.messages.some((m) => m.tipo === 'reiniciar')).toBe(false);
    terapeuta.ws.close();
    await terapeuta.closed;
  });

  it('refuses a made-up or reused ticket (4401) and a ticket of another session (4403)', async () => {
    const bogus = await openRecorded(`${base}${salaWsPath(w.sessaoId, 'x'.repeat(43))}`);
    expect(await bogus.closed).toEqual({ code: SALA_CLOSE.acessoNegado, reason: SALA_MSG.acessoNegado });
    const noTicket = await openRecorded(`${base}/sessoes/${w.sessaoId}/sala/ws`);
    expect((await noTicket.closed).code).toBe(4401);
    const ticket = await ticketOf(w.client);
    const first = await openRecorded(`${base}${salaWsPath(w.sessaoId, ticket)}`);
    const again = await openRecorded(`${secondBase}${salaWsPath(w.sessaoId, ticket)}`);
    expect((await again.closed).code).toBe(4401);
    first.ws.close();
    await first.closed;
    // a third person, with a valid ticket of THEIR session, on this session's socket
    const intruso = newClient('Intrusa');
    const other = await confirmedSession(t, w.therapist, intruso, '2030-01-21', '10:00', 'online');
    t.clock.set(new Date(other.inicio.getTime() - 9 * 60_000).toISOString());
    const theirs = await ticketOf(intruso, other.id);
    const attack = await openRecorded(`${base}${salaWsPath(w.sessaoId, theirs)}`);
    expect(await attack.closed).toEqual({ code: SALA_CLOSE.semAcesso, reason: SALA_MSG.semAcesso });
  });

  it('closes with 4408 when the window closed between the ticket and the socket, and at its end', async () => {
    t.clock.set('2030-01-21T13:14:50.000Z');
    const ticket = await ticketOf(w.client);
    t.clock.set('2030-01-21T13:15:00.000Z');
    const late = await openRecorded(`${base}${salaWsPath(w.sessaoId, ticket)}`);
    expect(await late.closed).toEqual({ code: SALA_CLOSE.fechada, reason: SALA_MSG.fechada });
  });

  it('warns 5 minutes before the close ({ tipo: encerramento })', async () => {
    t.clock.set('2030-01-21T13:11:00.000Z');
    const s = await open(w.client);
    expect(await s.next((m) => m.tipo === 'encerramento')).toEqual({ tipo: 'encerramento', em: '2030-01-21T13:15:00.000Z' });
    // the re-check sees the moved clock past the window and closes
    t.clock.set('2030-01-21T13:15:00.000Z');
    expect((await s.closed).code).toBe(SALA_CLOSE.fechada);
  });

  it.each([
    ['oversized', () => JSON.stringify({ tipo: 'oferta', sdp: 'a'.repeat(70_000) }), SALA_CLOSE.grandeDemais, SALA_MSG.grandeDemais],
    ['not JSON', () => 'isto não é json', SALA_CLOSE.invalida, SALA_MSG.invalida],
    ['an unknown tipo', () => JSON.stringify({ tipo: 'gravar' }), SALA_CLOSE.invalida, SALA_MSG.invalida],
    ['a message naming another session', () => JSON.stringify({ tipo: 'entrar', sessaoId: 'outra' }), SALA_CLOSE.invalida, SALA_MSG.invalida],
    ['a signal before entrar', () => JSON.stringify({ tipo: 'oferta', sdp: 'v=0' }), SALA_CLOSE.invalida, SALA_MSG.invalida],
  ])('closes on %s, and the api keeps serving', async (_name, message, code, reason) => {
    const s = await open(w.client);
    s.send(message());
    expect(await s.closed).toEqual({ code, reason });
    expect((await t.call({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('closes a flood (more than 50 messages in a second) with 4429, and a new socket still works', async () => {
    const s = await open(w.client);
    for (let i = 0; i < 80; i++) s.send({ tipo: 'entrar' });
    expect(await s.closed).toEqual({ code: SALA_CLOSE.rapidoDemais, reason: SALA_MSG.rapidoDemais });
    const { cliente, terapeuta } = await pair();
    cliente.ws.close();
    terapeuta.ws.close();
    await Promise.all([cliente.closed, terapeuta.closed]);
  });

  it('closes with 4403 when the session is cancelled, or the account signed out everywhere, during the call', async () => {
    const s = await open(w.client);
    s.send({ tipo: 'entrar' });
    await t.db.execute(sql`UPDATE sessoes SET status = 'CANCELLED' WHERE id = ${w.sessaoId}`);
    expect(await s.closed).toEqual({ code: SALA_CLOSE.semAcesso, reason: SALA_MSG.semAcesso });
    await t.db.execute(sql`UPDATE sessoes SET status = 'CONFIRMED' WHERE id = ${w.sessaoId}`);
    const again = await open(w.therapist);
    await t.db.execute(sql`UPDATE contas SET sessoes_revogadas_em = ${t.clock.now().toISOString()}::timestamptz WHERE id = ${w.therapist.sub}`);
    expect((await again.closed).code).toBe(SALA_CLOSE.semAcesso);
    await t.db.execute(sql`UPDATE contas SET sessoes_revogadas_em = NULL WHERE id = ${w.therapist.sub}`);
  });

  it('closes the older socket of the same person (4409) when they enter again; the other party stays present', async () => {
    const { cliente, terapeuta } = await pair();
    const before = terapeuta.messages.length;
    const novo = await open(w.client, secondBase);
    novo.send({ tipo: 'entrar' });
    expect((await cliente.closed).code).toBe(SALA_CLOSE.substituida);
    await novo.next((m) => m.tipo === 'presenca' && m.outraParte === 'presente');
    expect(terapeuta.messages.slice(before).some((m) => m.outraParte === 'ausente')).toBe(false);
    novo.ws.close();
    terapeuta.ws.close();
    await Promise.all([novo.closed, terapeuta.closed]);
  });

  it('counts open sockets and complete rooms in /metrics', async () => {
    const read = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      return { sockets: value('acolhe_sala_sockets'), completas: value('acolhe_sala_salas_completas') };
    };
    const { cliente, terapeuta } = await pair();
    expect(await read()).toEqual({ sockets: 2, completas: 1 });
    cliente.ws.close();
    terapeuta.ws.close();
    await Promise.all([cliente.closed, terapeuta.closed]);
    await new Promise((r) => setTimeout(r, 100));
    expect(await read()).toEqual({ sockets: 0, completas: 0 });
  });
});
