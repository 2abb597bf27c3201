// The HTML template every front's build starts from.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const template = readFileSync(path.join(__dirname, 'index.html'), 'utf8');

describe('index.html template', () => {
  it('declares its icon inline, so browsers never ask for /favicon.ico (a 404 in the console)', () => {
    const link = /<link rel="icon" href="([^"]+)"/.exec(template);
    expect(link).not.toBeNull();
    const href = link![1]!;
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    // a well-formed SVG document once decoded (what the browser parses)
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]*>.*<\/svg>$/);
  });
});
