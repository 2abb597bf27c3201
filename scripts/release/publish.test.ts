import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseError } from './names';
import { listVersions, publishRelease, readReleaseRecord } from './publish';
import { contentVersion } from './version';

const manifest = (meta: Record<string, unknown> = {}) =>
  JSON.stringify({ metaData: { name: 'booking', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ...meta } });

function build(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-build-'));
  const all = { 'mf-manifest.json': manifest(), 'remoteEntry.js': 'entry', '244.84f61c5f4a.js': 'chunk', '.build-stamp': 'now', ...files };
  for (const [name, text] of Object.entries(all)) writeFileSync(join(dir, name), text);
  return dir;
}

const releasesDir = () => mkdtempSync(join(tmpdir(), 'acolhe-releases-'));
const NOW = new Date('2026-11-24T12:00:00Z');

describe('publishing a built remote', () => {
  it('copies it to <remote>/<content version>/ with its release record, read-only, and nothing else', () => {
    const source = build();
    const releases = releasesDir();
    const published = publishRelease({ remote: 'booking', sourceDir: source, releasesDir: releases, commit: 'abc123', now: NOW });
    expect(published.created).toBe(true);
    expect(published.version).toMatch(/^[0-9a-f]{12}$/);
    expect(published.dir).toBe(join(releases, 'booking', published.version));
    expect(readdirSync(published.dir).sort()).toEqual(['244.84f61c5f4a.js', 'mf-manifest.json', 'release.json', 'remoteEntry.js']);
    expect(JSON.parse(readFileSync(join(published.dir, 'release.json'), 'utf8'))).toEqual({
      remote: 'booking',
      version: published.version,
      commit: 'abc123',
      builtAt: NOW.toISOString(),
      files: 3,
    });
    expect(statSync(join(published.dir, 'remoteEntry.js')).mode & 0o222).toBe(0);
    // no staging left behind
    expect(readdirSync(join(releases, '.staging'))).toEqual([]);
    expect(readReleaseRecord(releases, 'booking', published.version).commit).toBe('abc123');
  });

  it('gives the same bytes the same version and never rewrites an existing one', () => {
    const releases = releasesDir();
    const first = publishRelease({ remote: 'booking', sourceDir: build(), releasesDir: releases, commit: 'one', now: NOW });
    const again = publishRelease({ remote: 'booking', sourceDir: build({ '.build-stamp': 'later' }), releasesDir: releases, commit: 'two' });
    expect(again).toEqual({ ...first, created: false });
    expect(readReleaseRecord(releases, 'booking', first.version)).toMatchObject({ commit: 'one', builtAt: NOW.toISOString() });
    // a release folder released again (its record is ours, not content) is the same version too
    expect(publishRelease({ remote: 'booking', sourceDir: first.dir, releasesDir: releases, commit: null }).version).toBe(first.version);
  });

  it('publishes changed bytes as a new version beside the old one', () => {
    const releases = releasesDir();
    const old = publishRelease({ remote: 'booking', sourceDir: build(), releasesDir: releases, commit: null });
    const next = publishRelease({ remote: 'booking', sourceDir: build({ '244.84f61c5f4a.js': 'chunk v2' }), releasesDir: releases, commit: null });
    expect(next.version).not.toBe(old.version);
    expect(listVersions(releases, 'booking').sort()).toEqual([old.version, next.version].sort());
    expect(readFileSync(join(old.dir, '244.84f61c5f4a.js'), 'utf8')).toBe('chunk');
    expect(next.version).toBe(contentVersion(next.dir, ['244.84f61c5f4a.js', 'mf-manifest.json', 'remoteEntry.js']));
  });

  it('refuses a folder that would not work from its release folder, publishing nothing', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ 'mf-manifest.json': manifest({ name: 'discovery' }) }, /o manifesto é do remoto "discovery", não de booking/],
      [{ 'mf-manifest.json': manifest({ publicPath: 'http://localhost:3002/' }) }, /publicPath "auto"/],
      [{ 'mf-manifest.json': manifest({ getPublicPath: 'return "//evil/"' }) }, /publicPath "auto"/],
      [{ 'mf-manifest.json': manifest({ remoteEntry: { name: 'missing.js', path: '' } }) }, /entrada que não está na pasta/],
      [{ 'mf-manifest.json': manifest({ remoteEntry: { name: 'remoteEntry.js', path: '../../' } }) }, /entrada que não está na pasta/],
      [{ 'mf-manifest.json': '{' }, /não é um JSON válido/],
    ];
    for (const [files, message] of cases) {
      const releases = releasesDir();
      expect(() => publishRelease({ remote: 'booking', sourceDir: build(files), releasesDir: releases, commit: null })).toThrow(message);
      expect(existsSync(join(releases, 'booking'))).toBe(false);
    }
    const noManifest = mkdtempSync(join(tmpdir(), 'acolhe-empty-'));
    expect(() => publishRelease({ remote: 'booking', sourceDir: noManifest, releasesDir: releasesDir(), commit: null })).toThrow(/sem mf-manifest.json/);
    expect(() => publishRelease({ remote: 'booking', sourceDir: join(noManifest, 'nope'), releasesDir: releasesDir(), commit: null })).toThrow(ReleaseError);
  });

  it('names the published versions when asked for one that does not exist', () => {
    const releases = releasesDir();
    expect(() => readReleaseRecord(releases, 'booking', '000000000000')).toThrow(/Nenhuma versão publicada; rode npm run release primeiro/);
    const { version } = publishRelease({ remote: 'booking', sourceDir: build(), releasesDir: releases, commit: null });
    expect(() => readReleaseRecord(releases, 'booking', '000000000000')).toThrow(`Versões publicadas: ${version}.`);
    expect(() => readReleaseRecord(releases, 'discovery', version)).toThrow(/discovery: versão .* não existe/);
  });
});
