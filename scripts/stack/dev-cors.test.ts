// Issue 29: "the mail catcher (dev) reflects any Origin with credentials". maildev's own server
// answered `Access-Control-Allow-Origin: <whatever came>` with credentials, so any page the
// developer opened could read every caught e-mail; the identity emulator's dev mailbox (every
// sign-up and reset code) answered any localhost origin. Both answer CORS for the site's origins only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './paths';

const SITE = 'http://localhost:3000';
const ATTACKERS = ['http://evil.example', 'http://localhost:8080', 'null'];

const corsOf = async (url: string, origin: string, method = 'GET') => {
  const res = await fetch(url, {
    method,
    headers: method === 'OPTIONS' ? { origin, 'access-control-request-method': 'DELETE' } : { origin },
  });
  await res.arrayBuffer();
  return { status: res.status, allow: res.headers.get('access-control-allow-origin'), credentials: res.headers.get('access-control-allow-credentials') };
};

describe('the dev mail catcher and mailbox answer CORS for the site only', () => {
  let dir: string;
  let child: ChildProcess;
  let mail: { webUrl: string };
  let identity: { url: string };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'acolhe-dev-cors-'));
    // the servers as the stack starts them, in a tsx child (dev-cors.fixture.ts says why)
    child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(__dirname, 'dev-cors.fixture.ts'), dir, SITE], { stdio: ['pipe', 'pipe', 'inherit'] });
    const first = await new Promise<string>((resolve, reject) => {
      // maildev prints its own line first
      createInterface({ input: child.stdout! }).on('line', (line) => line.startsWith('{') && resolve(line));
      child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
    });
    const urls = JSON.parse(first) as { mail: string; identity: string };
    mail = { webUrl: urls.mail };
    identity = { url: urls.identity };
  }, 60_000);
  afterAll(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin!.end();
    await exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(ATTACKERS)('maildev’s REST API gives %s no CORS answer (GET and preflight)', async (origin) => {
    const get = await corsOf(`${mail.webUrl}/api/email`, origin);
    expect(get.status).toBe(200); // the UI's own same-origin reads still work
    expect(get.allow).toBeNull();
    expect(get.credentials).toBeNull();
    const preflight = await corsOf(`${mail.webUrl}/api/email/all`, origin, 'OPTIONS');
    expect(preflight.allow).toBeNull();
  });

  it('maildev answers the site’s origin', async () => {
    expect((await corsOf(`${mail.webUrl}/api/email`, SITE)).allow).toBe(SITE);
    expect((await corsOf(`${mail.webUrl}/api/email/all`, SITE, 'OPTIONS')).allow).toBe(SITE);
  });

  it.each(ATTACKERS)('the dev mailbox (codes) gives %s no CORS answer', async (origin) => {
    for (const p of ['/_mailbox', '/_mailbox/ui', '/_mailbox?email=a%40b.c']) {
      expect((await corsOf(`${identity.url}${p}`, origin)).allow).toBeNull();
      expect((await corsOf(`${identity.url}${p}`, origin, 'OPTIONS')).allow).toBeNull();
    }
  });

  it('the dev mailbox answers the site’s origin; the Cognito operations still answer any localhost origin (dev servers)', async () => {
    expect((await corsOf(`${identity.url}/_mailbox`, SITE)).allow).toBe(SITE);
    expect((await corsOf(`${identity.url}/`, 'http://localhost:8080', 'OPTIONS')).allow).toBe('http://localhost:8080');
  });
});
