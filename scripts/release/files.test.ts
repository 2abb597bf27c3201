import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { historyFileOf, readRemotesFile, withLock, writeFileAtomic } from './files';
import { ReleaseError } from './names';

const tempDir = () => mkdtempSync(join(tmpdir(), 'acolhe-files-'));

describe('atomic writes', () => {
  it('creates and replaces the file (and its folder), leaving no temporary file behind', () => {
    const dir = tempDir();
    const file = join(dir, 'deep', 'remotes.json');
    writeFileAtomic(file, 'one');
    writeFileAtomic(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'deep'))).toEqual(['remotes.json']);
  });

  it('leaves the old file whole and no temporary file when the rename fails', () => {
    const dir = tempDir();
    const file = join(dir, 'remotes.json');
    mkdirSync(file); // a folder in the way: the rename fails
    writeFileSync(join(file, 'keep'), 'old');
    expect(() => writeFileAtomic(file, 'new')).toThrow();
    expect(readdirSync(dir)).toEqual(['remotes.json']);
    expect(readFileSync(join(file, 'keep'), 'utf8')).toBe('old');
  });
});

describe('remotes.json and its history file', () => {
  it('reads a missing remotes.json as no entries', () => {
    expect(readRemotesFile(join(tempDir(), 'remotes.json'))).toEqual({});
  });

  it('refuses a remotes.json that is not JSON, not an object, or holds a non-http(s) URL', () => {
    const dir = tempDir();
    const cases = ['{"booking": ', '["http://x"]', '{"booking": "javascript:alert(1)"}', '{"booking": 3}'];
    for (const [i, text] of cases.entries()) {
      writeFileSync(join(dir, `${i}.json`), text);
      expect(() => readRemotesFile(join(dir, `${i}.json`))).toThrow(ReleaseError);
    }
  });

  it('keeps the history beside remotes.json', () => {
    expect(historyFileOf('/srv/acolhe/remotes.json')).toBe('/srv/acolhe/remotes.history.json');
    expect(historyFileOf('/srv/acolhe/remotes')).toBe('/srv/acolhe/remotes.history.json');
  });
});

describe('the lock around a change', () => {
  it('refuses a second change while one holds the lock, and releases it afterwards, even after an error', () => {
    const file = join(tempDir(), 'remotes.json');
    withLock(file, () => {
      expect(existsSync(`${file}.lock`)).toBe(true);
      expect(() => withLock(file, () => 'second')).toThrow(/outro repoint\/rollback está em andamento/);
    });
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(() =>
      withLock(file, () => {
        throw new Error('falhou');
      }),
    ).toThrow('falhou');
    expect(withLock(file, () => 'free again')).toBe('free again');
  });
});
