// The video room's test fixtures: a confirmed online session between a therapist and a client,
// and a WebSocket client that records what the room sends.
import WebSocket from 'ws';
import { createReadyTherapist, newClient, newTherapist, type TestContext, type TestUser } from './helpers';

export interface RoomWorld {
  therapist: TestUser;
  client: TestUser;
  /** a confirmed online session; its start */
  sessaoId: string;
  inicio: Date;
}

/** Books `date time` with `client` (online unless told) and confirms it; answers the id and start. */
export async function confirmedSession(
  t: TestContext,
  therapist: TestUser,
  client: TestUser,
  date: string,
  time: string,
  modality?: 'online' | 'presencial',
): Promise<{ id: string; inicio: Date }> {
  const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time, ...(modality ? { modality } : {}) } });
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.statusCode} ${booked.body}`);
  const id = booked.json().id as string;
  const confirmed = await t.call({ method: 'PATCH', url: `/sessoes/${id}`, user: therapist, body: { status: 'CONFIRMED' } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  // São Paulo has no daylight saving time since 2019: UTC-3
  return { id, inicio: new Date(`${date}T${time}:00-03:00`) };
}

export async function roomWorld(t: TestContext): Promise<RoomWorld> {
  const therapist = await createReadyTherapist(t, { user: newTherapist('Marina Duarte'), profile: { fullName: 'Marina Duarte', sessionFormats: ['online', 'presencial'] } });
  const client = newClient('Rafael Lima');
  const s = await confirmedSession(t, therapist, client, '2030-01-21', '09:00', 'online');
  return { therapist, client, sessaoId: s.id, inicio: s.inicio };
}

export interface Recorded {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  closed: Promise<{ code: number; reason: string }>;
  /** resolves with the first recorded message matching `test` (already received or to come) */
  next(test: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  send(value: unknown): void;
}

/** Opens `url` and records every message and the close. */
export async function openRecorded(url: string): Promise<Recorded> {
  const ws = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const waiters: { test: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as Record<string, unknown>;
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.test(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return {
    ws,
    messages,
    closed,
    send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
    next(test, timeoutMs = 5000) {
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), timeoutMs);
        waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}
