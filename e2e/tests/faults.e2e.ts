// Faults (issue 9, part 3): the identity service unreachable from the browser → the login page
// says so in pt-BR and browsing still works; the api killed with SIGKILL in the middle of a burst
// of bookings and started again on the same data folder → the database opens cleanly and every
// booking that was acknowledged (201) is there.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserForFile, newPage } from '../src/browser';
import { COGNITO_CLIENT_ID, idTokenOf, newConfirmedAccount } from '../src/identity';
import { DEMO, DEMO_PASSWORD, loginThroughPage } from '../src/session';
import { baseUrl, E2E_PORTS, identityUrl } from '../src/stackEnv';

const IDENTITY_DOWN = 'Não foi possível conectar ao serviço de login. Verifique sua conexão e tente novamente.';

const browser = browserForFile();

describe('identity service unreachable (every browser request to it fails)', () => {
  const identityOrigin = new URL(identityUrl).origin;

  it('the login page shows a clear pt-BR message and keeps what was typed', async () => {
    const { context, page } = await newPage(browser);
    await context.route((url) => url.origin === identityOrigin, (route) => route.abort('connectionrefused'));
    await loginThroughPage(page, DEMO.cliente.email, DEMO_PASSWORD);
    await page.getByText(IDENTITY_DOWN).first().waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(DEMO.cliente.email);
    await context.close();
  });

  it('the home still lists therapists and a profile still opens', async () => {
    const { context, page } = await newPage(browser);
    await context.route((url) => url.origin === identityOrigin, (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl}/`);
    const featured = page.getByRole('region', { name: 'Terapeutas em destaque' });
    await featured.getByRole('link').first().waitFor();
    await page.goto(`${baseUrl}/terapeutas`);
    await page.getByTestId('therapist-card').first().waitFor();
    await page.goto(`${baseUrl}/terapeuta/${DEMO.terapeuta.id}`);
    await page.getByRole('heading', { level: 1, name: DEMO.terapeuta.name }).waitFor();
    await context.close();
  });
});

// ---------------------------------------------------------------- api crash under writes

/** A second api of its own (own port and data folder), trusting the e2e stack's identity. */
class OwnApi {
  readonly port = E2E_PORTS.api + 50;
  readonly url = `http://127.0.0.1:${this.port}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'acolhe-faults-'));
  child?: ChildProcess;
  output = '';

  start() {
    const issuer = `${identityUrl}/local_acolhe`;
    this.child = spawn('npx', ['tsx', 'src/server.ts'], {
      cwd: join(__dirname, '..', '..', 'api'),
      env: {
        ...process.env,
        API_PORT: String(this.port),
        DATA_DIR: this.dataDir,
        COGNITO_ISSUER: issuer,
        COGNITO_JWKS_URL: `${issuer}/.well-known/jwks.json`,
        COGNITO_CLIENT_ID,
        RATE_LIMIT_ENABLED: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group: SIGKILL reaches the node process under npx/tsx
    });
    this.child.stdout!.on('data', (c: Buffer) => (this.output += c));
    this.child.stderr!.on('data', (c: Buffer) => (this.output += c));
  }

  async ready(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        // readiness: the database answers and holds every migration (GET /ready)
        const res = await fetch(`${this.url}/ready`);
        if (res.ok) return (await res.json()) as { ready: boolean; checks: Record<string, string> };
      } catch {
        // not listening yet
      }
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`a api não respondeu:\n${this.output}`);
  }

  /** kill -9 of the whole group, and wait until it is gone */
  async kill9() {
    const child = this.child!;
    const gone = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGKILL');
    await gone;
  }

  async stop() {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) await this.kill9().catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

interface Slot {
  date: string;
  time: string;
  available: boolean;
}

describe('api killed with SIGKILL during a burst of bookings', () => {
  const api = new OwnApi();
  afterAll(async () => api.stop());

  it('every acknowledged booking survives the restart, and the database opens cleanly', async () => {
    api.start();
    await api.ready();
    // One client holds at most 3 pending requests with one therapist: ten clients share the burst.
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => newConfirmedAccount({ label: `rajada${i}`, name: `Cliente Rajada ${i}`, tipo: 'cliente' })));
    const tokens = await Promise.all(accounts.map((a) => idTokenOf(a.email, a.password)));
    const headersOf = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/json' });

    // free slots of the demo therapist over the next three months
    const slots: Slot[] = [];
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      const m = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
      const res = await fetch(`${api.url}/agenda/terapeutas/${DEMO.terapeuta.id}/slots-mes?year=${m.getUTCFullYear()}&month=${m.getUTCMonth() + 1}`);
      slots.push(...((await res.json()) as Slot[]).filter((s) => s.available));
    }
    expect(slots.length).toBeGreaterThan(100);

    // 8 workers book distinct slots; the api is killed once 25 bookings were acknowledged
    const acknowledged: { id: string; date: string; time: string; client: number }[] = [];
    const failures: string[] = [];
    let next = 0;
    let killed = false;
    const KILL_AFTER = 25;
    const worker = async () => {
      while (!killed && next < Math.min(slots.length, tokens.length * 3)) {
        const n = next++;
        const slot = slots[n]!;
        try {
          const res = await fetch(`${api.url}/sessoes`, {
            method: 'POST',
            headers: headersOf(n),
            body: JSON.stringify({ therapistId: DEMO.terapeuta.id, date: slot.date, time: slot.time, notes: 'rajada', modality: 'online' }),
          });
          if (res.status === 201) {
            const body = (await res.json()) as { id: string };
            acknowledged.push({ id: body.id, date: slot.date, time: slot.time, client: n % tokens.length });
          } else if (!killed) failures.push(`${res.status} ${await res.text()}`);
        } catch {
          // connection cut by the kill: not acknowledged, so no promise was made
        }
      }
    };
    let workersDone = false;
    const workers = Promise.all(Array.from({ length: 8 }, worker)).finally(() => (workersDone = true));
    const killer = (async () => {
      // never spins past the workers: a burst that stops short fails the assertions below, not the run
      while (acknowledged.length < KILL_AFTER && !workersDone) await new Promise((r) => setTimeout(r, 5));
      killed = true;
      await api.kill9();
    })();
    await Promise.all([workers, killer]);
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // same data folder, fresh process
    api.output = '';
    api.start();
    expect(await api.ready()).toMatchObject({ ready: true, checks: { database: 'ok', migrations: 'ok' } });

    const mine: { id: string; date: string; time: string; status: string; notes: string }[] = [];
    for (let i = 0; i < tokens.length; i++) {
      mine.push(...((await (await fetch(`${api.url}/sessoes/cliente`, { headers: headersOf(i) })).json()) as typeof mine));
    }
    const byId = new Map(mine.map((a) => [a.id, a]));
    const missing = acknowledged.filter((a) => !byId.has(a.id));
    expect(missing).toEqual([]);
    for (const a of acknowledged) expect(byId.get(a.id)).toMatchObject({ date: a.date, time: a.time, status: 'PENDING', notes: 'rajada' });
    // no slot holds two active bookings (the exclusion constraint survived too)
    const active = mine.filter((a) => a.status === 'PENDING' || a.status === 'CONFIRMED').map((a) => `${a.date} ${a.time}`);
    expect(new Set(active).size).toBe(active.length);

    // and it takes writes again: the next free slot books
    const after = slots.slice(next).find(Boolean)!;
    const fresh = await newConfirmedAccount({ label: 'rajada-depois', name: 'Cliente Depois', tipo: 'cliente' });
    const res = await fetch(`${api.url}/sessoes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await idTokenOf(fresh.email, fresh.password)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ therapistId: DEMO.terapeuta.id, date: after.date, time: after.time, modality: 'online' }),
    });
    expect(res.status).toBe(201);
  }, 180_000);
});
