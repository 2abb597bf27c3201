// The open-loop mode of `npm run test:load` (LOAD_MODE=open): requests are sent at a fixed arrival
// rate whatever the answers do, as a crowd arrives, instead of each connection waiting for its
// last answer (the closed loop, autocannon). Our own scheduler, not autocannon's `overallRate`:
// autocannon throttles its connections and times each request from when it was really written, so
// a server that stalls delays the later sends and their waits never count (coordinated omission).
// Here request i is due at start + i / rate; its latency runs from that scheduled instant to the end
// of its answer, so time spent queued behind a slow answer (in this process or in the server) is
// counted. The pure parts (the schedule, the figures) are tested in open-loop.test.ts.
import http from 'node:http';

/** How many requests a run of `seconds` at `rate` per second offers in all. */
export function arrivals(rate: number, seconds: number): number {
  if (!(rate > 0) || !(seconds > 0)) return 0;
  return Math.floor(rate * seconds);
}

/** When request `i` (0-based) is due, in ms after the run's start. */
export function scheduledAt(i: number, rate: number): number {
  return (i * 1000) / rate;
}

/** How many of `total` requests are due `elapsedMs` after the start (request 0 at once). */
export function dueCount(elapsedMs: number, rate: number, total: number): number {
  if (elapsedMs < 0 || total <= 0) return 0;
  // the epsilon keeps i / rate × rate from landing just below an integer (rate 3: 1000/3 ms × 3)
  return Math.min(total, Math.floor((elapsedMs * rate) / 1000 + 1e-9) + 1);
}

/** One answered (or failed) request of an open-loop run. */
export interface Outcome {
  /** the request's index in the schedule */
  index: number;
  /** ms from its scheduled instant to the end of its answer (or to its failure) */
  latencyMs: number;
  /** ms from its scheduled instant to when this process handed it to the socket pool */
  sendLagMs: number;
  /** HTTP status, 0 for a socket error, -1 for a time-out */
  status: number;
}

/** The figures of an open-loop run, from its outcomes (pure). */
export interface OpenLoopFigures {
  offeredRate: number;
  offered: number;
  answered: number;
  /** answered requests per second over the run's wall time */
  achievedRate: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  /** the largest delay between a request's scheduled instant and its send: the generator's own lag */
  maxSendLagMs: number;
}

export function openLoopFigures(outcomes: readonly Outcome[], offeredRate: number, offered: number, wallSeconds: number): OpenLoopFigures {
  let non2xx = 0;
  let socketErrors = 0;
  let timeouts = 0;
  let maxSendLagMs = 0;
  for (const o of outcomes) {
    if (o.status === 0) socketErrors++;
    else if (o.status === -1) timeouts++;
    else if (o.status < 200 || o.status >= 300) non2xx++;
    if (o.sendLagMs > maxSendLagMs) maxSendLagMs = o.sendLagMs;
  }
  const answered = outcomes.length - socketErrors - timeouts;
  return { offeredRate, offered, answered, achievedRate: wallSeconds > 0 ? answered / wallSeconds : 0, non2xx, socketErrors, timeouts, maxSendLagMs };
}

export interface OpenRequest {
  /** base URL of the target, e.g. http://127.0.0.1:3000 */
  base: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  rate: number;
  seconds: number;
  /** the sockets this process may open per target (requests beyond wait for one; their wait counts) */
  socketsPerTarget: number;
  /** a request still unanswered after this long is a time-out */
  timeoutMs: number;
  /** request `i`, asked when it is due (so a planner hands out slots in the order they are sent) */
  request: (i: number) => OpenRequest;
  /** its answer (status, body) when it came back, before the next one is recorded */
  onAnswer?: (i: number, status: number, body: string) => void;
}

export interface OpenLoopRun {
  outcomes: Outcome[];
  offered: number;
  /** from the first scheduled instant to the last answer */
  wallSeconds: number;
}

/** Sends `arrivals(rate, seconds)` requests on schedule and waits for every answer (each bounded by
 * timeoutMs): it stops by itself within seconds + timeoutMs. Loopback only: the caller's targets. */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopRun> {
  const total = arrivals(options.rate, options.seconds);
  const agents = new Map<string, http.Agent>();
  const agentOf = (base: string) => {
    let agent = agents.get(base);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: options.socketsPerTarget });
      agents.set(base, agent);
    }
    return agent;
  };
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const start = performance.now();

  const send = (i: number) => {
    const due = start + scheduledAt(i, options.rate);
    const req = options.request(i);
    const url = new URL(req.path, req.base);
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`carga: só 127.0.0.1 (${url.hostname})`);
    const sendLagMs = performance.now() - due;
    const done = new Promise<void>((resolve) => {
      let settled = false;
      const finish = (status: number, body: string) => {
        if (settled) return;
        settled = true;
        outcomes.push({ index: i, latencyMs: performance.now() - due, sendLagMs, status });
        if (status > 0) options.onAnswer?.(i, status, body);
        resolve();
      };
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
      const r = http.request(url, { method: req.method, headers, agent: agentOf(req.base) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => finish(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
        res.on('error', () => finish(0, ''));
      });
      // from the scheduled instant: a request still queued for a socket times out too
      const timer = setTimeout(() => {
        finish(-1, '');
        r.destroy();
      }, Math.max(1, options.timeoutMs - sendLagMs));
      r.on('error', () => finish(0, ''));
      r.on('close', () => clearTimeout(timer));
      if (req.body !== undefined) r.write(req.body);
      r.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = dueCount(performance.now() - start, options.rate, total);
      while (sent < due) send(sent++);
      if (sent >= total) resolve();
      // ~1 ms timers: the send lag stays within a tick or two unless this thread is busy (reported)
      else setTimeout(tick, Math.max(0, Math.min(5, start + scheduledAt(sent, options.rate) - performance.now())));
    };
    tick();
  });
  while (pending.size > 0) await Promise.all([...pending]);
  const wallSeconds = (performance.now() - start) / 1000;
  for (const agent of agents.values()) agent.destroy();
  return { outcomes, offered: total, wallSeconds };
}
