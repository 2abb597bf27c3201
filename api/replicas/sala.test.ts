// The video room with its two parties on different api replicas (issue 33 item 4): replicas A and B
// started by the documented command on one PostgreSQL (their signalling meets through LISTEN/NOTIFY,
// api/src/sala/relay.ts), and Chromium with its fake camera and microphone. The client's page holds
// its WebSocket on A, the therapist's on B; each must receive the other's video (getStats: inbound
// video bytes growing, frames decoded), and each replica's /metrics must count exactly one room
// socket (so neither party was on the other's replica).
//
// The pages run the product's own room connection (mfe-booking/src/sala/controlador.ts, bundled by
// esbuild) without the React page around it: the page itself is covered on one replica by
// e2e/tests/sala.e2e.ts. Loopback only; everything is stopped in afterAll.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoDir } from '../src/lib/paths';
import { closedPort } from '../testing/fake-postgres';
import { profileBody, weekdaySchedule } from '../testing/helpers';
import {
  createThrowawayDatabase,
  startIdentity,
  startReplica,
  stopReplica,
  waitReady,
  type ApiReplica,
  type Identity,
  type ThrowawayDatabase,
} from './cluster';

const START_DEADLINE_MS = 90_000;
const METRICS_TOKEN = 'sala-replicas-metrics-token-0123456789';
/** Debian's chromium, as in e2e/src/browser.ts */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
  // a fake camera (a test pattern) and microphone, permission granted without a prompt; loopback
  // ICE candidates (left out by default): a CI machine may have no other network interface
  '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the test page exposes: the product's controller, entered with what the test hands it. */
const PAGE_ENTRY = `
import { salaWsPath } from '@acolhe/shared-domain';
import { ControladorDaSala } from './controlador';
import { urlDoSocket } from './tempo';

const w = window;
w.eventosDaSala = [];
w.entrarNaSala = async ({ papel, iceServers, apiBase, sessaoId }) => {
  const midiaLocal = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  const video = document.querySelector('video');
  const controlador = new ControladorDaSala({
    papel,
    iceServers,
    midiaLocal,
    eventos: (e) => w.eventosDaSala.push(e.tipo),
    midiaRemota: (stream) => { video.srcObject = stream; },
    pedirTicket: () => w.pedirTicket(),
    urlDoSocket: (ticket) => urlDoSocket(apiBase, salaWsPath(sessaoId, ticket), location.origin),
  });
  w.controlador = controlador;
  controlador.entrar();
};
w.videoRecebido = async () => {
  const pc = w.controlador && w.controlador.conexao();
  if (!pc) return { bytes: 0, frames: 0 };
  let bytes = 0;
  let frames = 0;
  (await pc.getStats()).forEach((s) => {
    if (s.type === 'inbound-rtp' && s.kind === 'video') {
      bytes += s.bytesReceived || 0;
      frames += s.framesDecoded || 0;
    }
  });
  return { bytes, frames };
};
`;

interface Party {
  sub: string;
  token: string;
  replica: ApiReplica;
  page?: Page;
}

describe('the video room with its two parties on different api replicas', () => {
  let database: ThrowawayDatabase | undefined;
  let identity: Identity | undefined;
  let pool: pg.Pool | undefined;
  let pageServer: http.Server | undefined;
  let browser: Browser | undefined;
  const replicas: ApiReplica[] = [];
  let A: ApiReplica;
  let B: ApiReplica;
  let pageUrl = '';

  async function call<T>(r: ApiReplica, method: string, url: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(r.base + url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  }

  function start(name: string, port: number): ApiReplica {
    const r = startReplica(name, port, {
      DATABASE_URL: database!.url,
      ...identity!.env,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      RATE_LIMIT_WRITE_MAX: '100000',
    });
    replicas.push(r);
    return r;
  }

  beforeAll(async () => {
    database = await createThrowawayDatabase('acolhe_sala_replicas');
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    identity = await startIdentity();
    A = start('A', await closedPort());
    await waitReady(A, START_DEADLINE_MS);
    B = start('B', await closedPort());
    await waitReady(B, START_DEADLINE_MS);

    // the page: the room's connection bundled for the browser, served from a loopback origin
    // (getUserMedia wants a secure context: http://127.0.0.1 is one)
    const bundle = await build({
      stdin: { contents: PAGE_ENTRY, resolveDir: path.join(repoDir(), 'mfe-booking/src/sala'), loader: 'ts', sourcefile: 'sala-replicas-page.ts' },
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0]!.text;
    pageServer = http.createServer((req, res) => {
      if (req.url === '/sala.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        res.end(script);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="pt-BR"><title>Sala</title><video autoplay muted playsinline></video><script src="/sala.js"></script></html>');
    });
    await new Promise<void>((resolve) => pageServer!.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(pageServer.address() as { port: number }).port}/`;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  }, START_DEADLINE_MS * 2 + 60_000);

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await new Promise((resolve) => (pageServer ? pageServer.close(resolve) : resolve(undefined)));
    await Promise.allSettled(replicas.map((r) => stopReplica(r)));
    await identity?.close();
    await pool?.end().catch(() => undefined);
    await database?.drop();
  }, 60_000);

  /** A verified online therapist and a client with a confirmed online session whose room is open
   * now: booked and confirmed through the api (A books, B confirms), then moved to start 3
   * minutes from now in the database (the stack runs on real time; the booking rules have their
   * own suites). */
  async function sessionWithOpenRoom(): Promise<{ sessaoId: string; client: Party; therapist: Party }> {
    const therapistSub = randomUUID();
    const clientSub = randomUUID();
    const therapistToken = await identity!.sign(therapistSub, 'terapeuta', { name: 'Marina Duarte' });
    const clientToken = await identity!.sign(clientSub, 'cliente', { name: 'Joana Alves' });
    const saved = await call(A, 'POST', '/terapeutas', therapistToken, profileBody({ fullName: 'Marina Duarte', sessionFormats: ['online'] }));
    expect(saved.status).toBe(200);
    const availability = await call(A, 'POST', `/agenda/terapeutas/${therapistSub}/disponibilidade`, therapistToken, {
      schedule: weekdaySchedule('08:00', '18:00'),
      sessionDuration: 50,
    });
    expect(availability.status).toBe(200);
    await pool!.query(
      `UPDATE terapeutas SET verificacao_estado = 'verificado', verificacao_enviada_em = now(), verificacao_decidida_em = now() WHERE id = $1`,
      [therapistSub],
    );
    const now = new Date();
    const month = await call<{ date: string; time: string; available: boolean }[]>(
      A, 'GET', `/agenda/terapeutas/${therapistSub}/slots-mes?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`, clientToken,
    );
    let free = month.body.filter((s) => s.available);
    if (free.length === 0) {
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const later = await call<{ date: string; time: string; available: boolean }[]>(
        A, 'GET', `/agenda/terapeutas/${therapistSub}/slots-mes?year=${next.getUTCFullYear()}&month=${next.getUTCMonth() + 1}`, clientToken,
      );
      free = later.body.filter((s) => s.available);
    }
    const slot = free[0]!;
    const booked = await call<{ id: string }>(A, 'POST', '/sessoes', clientToken, { therapistId: therapistSub, date: slot.date, time: slot.time, modality: 'online' });
    expect(booked.status).toBe(201);
    const confirmed = await call(B, 'PATCH', `/sessoes/${booked.body.id}`, therapistToken, { status: 'CONFIRMED' });
    expect(confirmed.status).toBe(200);
    await pool!.query(
      `UPDATE sessoes SET starts_at = now() + interval '3 minutes', occupied_until = now() + interval '53 minutes' WHERE id = $1`,
      [booked.body.id],
    );
    return {
      sessaoId: booked.body.id,
      client: { sub: clientSub, token: clientToken, replica: A },
      therapist: { sub: therapistSub, token: therapistToken, replica: B },
    };
  }

  /** Opens the party's page on its own browser context, its tickets and socket on its replica. */
  async function enter(party: Party, sessaoId: string): Promise<Page> {
    const room = await call<{ aberta: boolean; papel: string; iceServers: unknown[] }>(party.replica, 'GET', `/sessoes/${sessaoId}/sala`, party.token);
    expect(room.status).toBe(200);
    expect(room.body.aberta).toBe(true);
    const context = await browser!.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    // the ticket is asked of the party's own replica with its own token (the page has no session of
    // the identity emulator here); a refusal would surface as the controller's 'recusada'
    await page.exposeFunction('pedirTicket', async () => {
      const ticket = await call<{ ticket: string }>(party.replica, 'POST', `/sessoes/${sessaoId}/sala/ticket`, party.token);
      if (ticket.status !== 200) throw new Error(`bilhete recusado: ${ticket.status}`);
      return ticket.body.ticket;
    });
    await page.goto(pageUrl);
    await page.evaluate((o) => (window as unknown as { entrarNaSala: (o: unknown) => Promise<void> }).entrarNaSala(o), {
      papel: room.body.papel,
      iceServers: room.body.iceServers,
      apiBase: party.replica.base,
      sessaoId,
    });
    party.page = page;
    return page;
  }

  const received = (page: Page) => page.evaluate(() => (window as unknown as { videoRecebido: () => Promise<{ bytes: number; frames: number }> }).videoRecebido());

  async function roomSockets(r: ApiReplica): Promise<number> {
    const text = await (await fetch(`${r.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const line = text.split('\n').find((l) => l.startsWith('acolhe_sala_sockets'));
    return Number(line?.split(' ').pop() ?? NaN);
  }

  it('the client on A and the therapist on B each receive the other’s video (frames decoded, bytes growing)', async () => {
    const { sessaoId, client, therapist } = await sessionWithOpenRoom();
    const clientPage = await enter(client, sessaoId);
    const therapistPage = await enter(therapist, sessaoId);

    // each side's media arrives: frames decoded, and more bytes a moment later
    for (const page of [clientPage, therapistPage]) {
      const deadline = Date.now() + 45_000;
      let first = await received(page);
      while (first.frames === 0) {
        if (Date.now() > deadline) {
          const where = async (p: Page) => p.evaluate(() => {
            const w = window as unknown as { eventosDaSala: string[]; controlador?: { conexao(): RTCPeerConnection | null } };
            const pc = w.controlador?.conexao();
            const state = pc ? `${pc.signalingState}/${pc.iceGatheringState}/${pc.iceConnectionState}/${pc.connectionState}` : 'sem conexão';
            return `eventos ${w.eventosDaSala.join(', ')}; conexão ${state}`;
          });
          // where each side stood (signalling/ICE gathering/ICE/connection), to tell a lost signal from a stuck ICE agent
          throw new Error(`nenhum quadro de vídeo recebido em 45 s — cliente: ${await where(clientPage)} · terapeuta: ${await where(therapistPage)}`);
        }
        await sleep(500);
        first = await received(page);
      }
      await sleep(1500);
      const later = await received(page);
      expect(later.frames).toBeGreaterThan(first.frames);
      expect(later.bytes).toBeGreaterThan(first.bytes);
    }

    // one socket on each replica: the signalling crossed from A to B and back
    expect(await roomSockets(A)).toBe(1);
    expect(await roomSockets(B)).toBe(1);
    const events = await clientPage.evaluate(() => (window as unknown as { eventosDaSala: string[] }).eventosDaSala);
    const therapistEvents = await therapistPage.evaluate(() => (window as unknown as { eventosDaSala: string[] }).eventosDaSala);
    // a 'midia-caiu' before 'midia-conectada' is the watchdog's restart of a stuck connection (under load)
    console.log(`[sala] eventos — cliente: ${events.join(', ')} · terapeuta: ${therapistEvents.join(', ')}`);
    expect(events).toContain('midia-conectada');
    expect(events).not.toContain('recusada');
  }, 120_000);
});
