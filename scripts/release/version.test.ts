import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentVersion, listFiles } from './version';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-version-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const BUILD = { 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'assets/logo.1234567890.svg': '<svg/>' };

describe('the content version of a build', () => {
  it('lists every file with /-separated relative paths, sorted, without the build stamp', () => {
    expect(listFiles(folder({ ...BUILD, '.build-stamp': 'now' }))).toEqual(['assets/logo.1234567890.svg', 'mf-manifest.json', 'remoteEntry.js']);
  });

  it('is 12 hex digits, the same for the same files wherever they are and whenever they were stamped', () => {
    const version = contentVersion(folder(BUILD));
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(contentVersion(folder(BUILD))).toBe(version);
    expect(contentVersion(folder({ ...BUILD, '.build-stamp': '2026-11-24T05:00:00Z' }))).toBe(version);
  });

  it('changes with one byte of one file, with a new file and with a renamed file', () => {
    const version = contentVersion(folder(BUILD));
    expect(contentVersion(folder({ ...BUILD, 'remoteEntry.js': 'entrY' }))).not.toBe(version);
    expect(contentVersion(folder({ ...BUILD, 'extra.js': '' }))).not.toBe(version);
    const renamed = folder(BUILD);
    renameSync(join(renamed, 'assets/logo.1234567890.svg'), join(renamed, 'assets/logo.0987654321.svg'));
    expect(contentVersion(renamed)).not.toBe(version);
  });
});
