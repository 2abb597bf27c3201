// The build's compressed variants: what the static server and nginx send to a browser that
// accepts them (docs/deploy.md, "Compressed files").
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFiles } from './precompress.cjs';

const folder = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-precompress-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
};

describe('precompressFiles', () => {
  const script = `export const greeting = ${JSON.stringify('olá, '.repeat(400))};\n`;

  it('writes .br and .gz beside each script, stylesheet and page, each decoding to the original', async () => {
    const css = `.card{color:#123456;padding:8px}\n`.repeat(40);
    const dir = folder({ 'main.js': script, 'main.0123456789.css': css, 'index.html': `<!doctype html><p>${'Acolhe '.repeat(100)}</p>` });
    const written = await precompressFiles(dir, ['main.js', 'main.0123456789.css', 'index.html']);
    expect(written).toEqual(['index.html.br', 'index.html.gz', 'main.0123456789.css.br', 'main.0123456789.css.gz', 'main.js.br', 'main.js.gz']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'main.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.0123456789.css.br'))).toString()).toBe(css);
    expect(readFileSync(join(dir, 'main.js.br')).length).toBeLessThan(script.length / 5);
  });

  it('leaves out source maps, license notes, images, tiny files and variants that would not be smaller', async () => {
    const dir = folder({ 'a.js.map': script, '1.js.LICENSE.txt': script, 'photo.png': script, 'tiny.js': 'x()' });
    // Random bytes do not compress: both variants would be larger.
    writeFileSync(join(dir, 'noise.json'), randomBytes(4000));
    writeFileSync(join(dir, 'noise.json.br'), 'left by an older build');
    const written = await precompressFiles(dir, ['a.js.map', '1.js.LICENSE.txt', 'photo.png', 'tiny.js', 'noise.json']);
    expect(written).toEqual([]);
    for (const f of ['a.js.map.br', '1.js.LICENSE.txt.gz', 'photo.png.br', 'tiny.js.gz', 'noise.json.br', 'noise.json.gz']) expect(existsSync(join(dir, f))).toBe(false);
  });
});
