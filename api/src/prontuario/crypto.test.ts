import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newDataKey, openText, sealText, unwrapDataKey, wrapDataKey, type Keyring } from './crypto';
import { generatedKeysFile, loadKeyring, parseKeyring } from './keys';

const b64 = () => randomBytes(32).toString('base64');

describe('prontuário envelope (AES-256-GCM)', () => {
  const keyring = parseKeyring(`k1=${b64()}`);

  it('seals a text under the record data key; the sealed form holds no plaintext and opens back', () => {
    const { dataKey } = newDataKey(keyring, 'rec-1');
    const sealed = sealText(dataKey, 'rec-1', 'registro', 'Paciente relata insônia há três semanas');
    expect(sealed).not.toContain('insônia');
    // nor do its bytes (each base64 part decoded): a run of the plaintext's UTF-8 long enough that
    // chance cannot make it (a 3-letter probe once met 'ins' in the random base64 text itself)
    const bytes = Buffer.concat(sealed.split(':').slice(1).map((part) => Buffer.from(part, 'base64')));
    expect(bytes.includes(Buffer.from('relata insônia'))).toBe(false);
    expect(bytes.includes(Buffer.from('três semanas'))).toBe(false);
    expect(openText(dataKey, 'rec-1', 'registro', sealed)).toBe('Paciente relata insônia há três semanas');
    // a fresh IV each time: the same text never seals the same way
    expect(sealText(dataKey, 'rec-1', 'registro', 'x')).not.toBe(sealText(dataKey, 'rec-1', 'registro', 'x'));
  });

  it('does not open under another record, another field, another key or with a changed byte', () => {
    const { dataKey } = newDataKey(keyring, 'rec-1');
    const sealed = sealText(dataKey, 'rec-1', 'registro', 'segredo');
    expect(() => openText(dataKey, 'rec-2', 'registro', sealed)).toThrow();
    expect(() => openText(dataKey, 'rec-1', 'demanda', sealed)).toThrow();
    expect(() => openText(randomBytes(32), 'rec-1', 'registro', sealed)).toThrow();
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64');
    body[0] = body[0]! ^ 1;
    expect(() => openText(dataKey, 'rec-1', 'registro', [parts[0], parts[1], parts[2], body.toString('base64')].join(':'))).toThrow();
  });

  it('rotation: a data key wrapped under an old master key still opens once a new current key is added', () => {
    const oldKey = b64();
    const before: Keyring = parseKeyring(`old=${oldKey}`);
    const { dataKey, wrapped } = newDataKey(before, 'rec-9');
    expect(wrapped.chaveId).toBe('old');
    const after = parseKeyring(`new=${b64()},old=${oldKey}`, 'new');
    expect(unwrapDataKey(after, 'rec-9', wrapped).equals(dataKey)).toBe(true);
    const rewrapped = wrapDataKey(after, 'rec-9', dataKey);
    expect(rewrapped.chaveId).toBe('new');
    expect(unwrapDataKey(after, 'rec-9', rewrapped).equals(dataKey)).toBe(true);
    // the old key removed too early: a clear error naming the missing id, never another key tried
    expect(() => unwrapDataKey(parseKeyring(`new=${b64()}`), 'rec-9', wrapped)).toThrow(/"old" ausente/);
  });
});

describe('prontuário keys configuration', () => {
  it('parses id=base64 pairs and the current id', () => {
    const k = parseKeyring(` a=${b64()} , b=${b64()} `, 'b');
    expect(k.current).toBe('b');
    expect([...k.keys.keys()]).toEqual(['a', 'b']);
    expect(parseKeyring(`only=${b64()}`).current).toBe('only');
  });

  it('refuses a short key, a missing current id, a duplicate or a current id not in the list', () => {
    expect(() => parseKeyring(`a=${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseKeyring(`a=${b64()},b=${b64()}`)).toThrow(/ACOLHE_PRONTUARIO_KEY_CURRENT/);
    expect(() => parseKeyring(`a=${b64()},a=${b64()}`)).toThrow(/duas vezes/);
    expect(() => parseKeyring(`a=${b64()}`, 'z')).toThrow(/não está/);
    expect(() => parseKeyring('semvalor')).toThrow(/id=base64/);
    // the message never carries a key
    const secret = randomBytes(16).toString('base64');
    try {
      parseKeyring(`a=${secret}`);
    } catch (error) {
      expect(String(error)).not.toContain(secret);
    }
  });

  it('without configuration generates one key under DATA_DIR/keys once (0600) and says so', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'acolhe-keys-'));
    try {
      const first = loadKeyring({}, dir);
      expect(first.generatedFile).toBe(generatedKeysFile(dir));
      expect(statSync(first.generatedFile!).mode & 0o777).toBe(0o600);
      const again = loadKeyring({}, dir);
      expect(again.keyring.current).toBe(first.keyring.current);
      expect(again.keyring.keys.get(first.keyring.current)!.equals(first.keyring.keys.get(first.keyring.current)!)).toBe(true);
      expect(JSON.parse(readFileSync(first.generatedFile!, 'utf8')).current).toBe(first.keyring.current);
      // configured keys win, and nothing is generated
      const configured = loadKeyring({ keys: `prod=${b64()}` }, dir);
      expect(configured.generatedFile).toBeUndefined();
      expect(configured.keyring.current).toBe('prod');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
