// Issue 29: the site's server renders public pages with the api's data, so without a trusted hop
// every visitor would spend one rate limit — the site's. The real static server and shellPages in
// front of the real api (a child process on PGlite, seeded, RATE_LIMIT_PUBLIC_MAX=3,
// TRUSTED_PROXIES=127.0.0.1): the test plays the load balancer in front of the site
// (SITE_TRUST_PROXY_HOPS=1) for two visitors.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@acolhe/api/demo-accounts';
import { startStaticSite } from '../static-server';
import { shellPages } from './pages';

const LIMIT = 3;
const INDEX = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"/><title>Acolhe</title></head><body><div id="root"></div></body></html>';
const marina = DEMO_ACCOUNTS.find((a) => a.tipo === 'terapeuta')!.id;
const repoRoot = join(__dirname, '..', '..', '..');

let api: ChildProcess;
let apiUrl: string;
let site: Server;
let siteUrl: string;

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
};

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-hop-'));
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  // the real api, as `npm run api` starts it (PGlite, seeded with the demo data)
  api = spawn('npx', ['tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MAIL_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      RATE_LIMIT_PUBLIC_MAX: String(LIMIT),
      // the site's server (this test process, on 127.0.0.1) names each visitor
      TRUSTED_PROXIES: '127.0.0.1',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let started = Date.now(); ; await new Promise((r) => setTimeout(r, 250))) {
    if (Date.now() - started > 90_000) throw new Error('a api não respondeu em 90 s');
    if (await fetch(`${apiUrl}/health`).then((r) => r.ok, () => false)) break;
  }
  writeFileSync(join(dataDir, 'index.html'), INDEX);
  site = await startStaticSite({
    name: 'shell',
    dir: dataDir,
    port: 0,
    spa: true,
    // the test plays the load balancer in front of the site
    trustProxyHops: 1,
    pages: shellPages({ dir: dataDir, publicOrigin: () => 'https://acolhe.com.br', apiBaseUrl: () => apiUrl, apiTimeoutMs: 5_000 }),
  });
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((r) => site?.close(r));
  if (api?.pid) process.kill(-api.pid, 'SIGTERM');
});

/** The profile page's <title> as one visitor gets it through the balancer. */
const titleFor = async (visitor: string): Promise<string> => {
  const html = await (await fetch(`${siteUrl}/terapeuta/${marina}`, { headers: { 'x-forwarded-for': `6.6.6.6, ${visitor}` } })).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
};

it("passes each visitor's address on: one visitor past the api's limit, another still gets the page's data", async () => {
  const first: string[] = [];
  for (let i = 0; i < LIMIT + 1; i++) first.push(await titleFor('198.51.100.10'));
  // the api answered the first LIMIT lookups (the therapist's name in the head) and refused the next
  expect(first.slice(0, LIMIT).every((t) => t.includes('Marina Duarte'))).toBe(true);
  expect(first[LIMIT]).not.toContain('Marina Duarte');
  // another visitor of the same site is not affected: the limit is per visitor, not per site
  expect(await titleFor('203.0.113.20')).toContain('Marina Duarte');
  // and the api counted the visitor, not the site's server: a direct read from the site's own address is fine
  const direct = await fetch(`${apiUrl}/public-terapeutas/${marina}`);
  expect(direct.status).toBe(200);
}, 60_000);
