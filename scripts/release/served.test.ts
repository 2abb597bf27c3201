import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteSecurityHeaders } from '../stack/security-headers';
import { startStaticSite } from '../stack/static-server';
import { isReleasePath } from './config';
import { writeJsonAtomic } from './files';
import { remotesWithRepoints } from './served';

const DEFAULTS = { discovery: 'http://localhost:3001/mf-manifest.json', booking: 'http://localhost:3002/mf-manifest.json' };
const RELEASED = 'http://localhost:3005/booking/3fa9c01b2d4e/mf-manifest.json';

describe("the local stack's remotes.json", () => {
  it('is its own builds with the repointed entries on top, read at every request', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'acolhe-served-')), 'remotes.json');
    const served = remotesWithRepoints(() => DEFAULTS, file);
    expect(served()).toEqual(DEFAULTS);
    writeJsonAtomic(file, { booking: RELEASED });
    expect(served()).toEqual({ ...DEFAULTS, booking: RELEASED });
    writeJsonAtomic(file, {});
    expect(served()).toEqual(DEFAULTS);
  });

  it('falls back to its own builds, saying so once, when the file is unusable', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'acolhe-served-')), 'remotes.json');
    writeFileSync(file, '{"booking": "javascript:alert(1)"}');
    const warnings: string[] = [];
    const served = remotesWithRepoints(() => DEFAULTS, file, (m) => warnings.push(m));
    expect(served()).toEqual(DEFAULTS);
    expect(served()).toEqual(DEFAULTS);
    expect(warnings).toEqual([`[acolhe] ${file} ignorado: ${file}: URL inválida para booking.`]);
  });
});

describe('the releases server', () => {
  let server: Server;
  let base: string;
  const shell = 'http://localhost:3000';
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acolhe-releases-'));
    mkdirSync(join(dir, 'booking', '3fa9c01b2d4e'), { recursive: true });
    writeFileSync(join(dir, 'booking', '3fa9c01b2d4e', 'mf-manifest.json'), '{}');
    mkdirSync(join(dir, '.staging', 'booking-1'), { recursive: true });
    writeFileSync(join(dir, '.staging', 'booking-1', 'mf-manifest.json'), '{}');
    server = await startStaticSite({ name: 'releases', dir, port: 0, securityHeaders: remoteSecurityHeaders, corsOrigins: () => [shell], servable: isReleasePath });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("serves a version's files like a remote: CORS for the shell only, revalidated entry files", async () => {
    const res = await fetch(`${base}/booking/3fa9c01b2d4e/mf-manifest.json`, { headers: { Origin: shell } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(shell);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const foreign = await fetch(`${base}/booking/3fa9c01b2d4e/mf-manifest.json`, { headers: { Origin: 'http://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 outside <remote>/<version>/, staging included', async () => {
    for (const path of ['/.staging/booking-1/mf-manifest.json', '/booking/', '/']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
  });
});
