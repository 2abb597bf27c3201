// Where the prontuário's master keys come from (docs/operations.md, "Chaves do prontuário"):
//   ACOLHE_PRONTUARIO_KEYS          id=base64,id=base64…  (each key 32 random bytes, base64)
//   ACOLHE_PRONTUARIO_KEY_CURRENT   the id new records are wrapped with (optional with one key)
// Without them (the embedded default, `npm start`) a key is generated once under
// DATA_DIR/keys/prontuario-keys.json — as the identity emulator's admin key is — and the start
// log names the file (never the key). Losing the key loses every record: production configures it.
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { KEY_BYTES, ProntuarioKeyError, type Keyring } from './crypto';

const KEY_ID = /^[A-Za-z0-9_.-]{1,64}$/;

export interface ProntuarioKeysConfig {
  /** ACOLHE_PRONTUARIO_KEYS */
  keys?: string;
  /** ACOLHE_PRONTUARIO_KEY_CURRENT */
  current?: string;
}

function decodeKey(id: string, b64: string): Buffer {
  if (!KEY_ID.test(id)) throw new ProntuarioKeyError(`id de chave inválido: use letras, dígitos, . _ - (até 64)`);
  const key = Buffer.from(b64.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new ProntuarioKeyError(`a chave "${id}" deve ter 32 bytes em base64 (openssl rand -base64 32)`);
  return key;
}

/** Parses `id=base64,id=base64` and the current id; throws ProntuarioKeyError (no key in it). */
export function parseKeyring(keys: string, current?: string): Keyring {
  const map = new Map<string, Buffer>();
  for (const part of keys.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf('=');
    if (at <= 0) throw new ProntuarioKeyError('ACOLHE_PRONTUARIO_KEYS: cada chave é id=base64, separadas por vírgula');
    const id = part.slice(0, at).trim();
    if (map.has(id)) throw new ProntuarioKeyError(`ACOLHE_PRONTUARIO_KEYS: a chave "${id}" aparece duas vezes`);
    map.set(id, decodeKey(id, part.slice(at + 1)));
  }
  if (map.size === 0) throw new ProntuarioKeyError('ACOLHE_PRONTUARIO_KEYS está vazia');
  const chosen = current?.trim() || (map.size === 1 ? [...map.keys()][0]! : '');
  if (!chosen) throw new ProntuarioKeyError('com mais de uma chave, defina ACOLHE_PRONTUARIO_KEY_CURRENT');
  if (!map.has(chosen)) throw new ProntuarioKeyError(`ACOLHE_PRONTUARIO_KEY_CURRENT="${chosen}" não está em ACOLHE_PRONTUARIO_KEYS`);
  return { current: chosen, keys: map };
}

export const generatedKeysFile = (dataDir: string) => path.join(dataDir, 'keys', 'prontuario-keys.json');

interface StoredKeys {
  current: string;
  keys: Record<string, string>;
}

/** Creates the file once, atomically (a temp file linked into place: two processes starting at
 * once end with one key, and nobody reads a half-written file). */
function createOnce(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const id = `local-${new Date().toISOString().slice(0, 10)}`;
  const stored: StoredKeys = { current: id, keys: { [id]: randomBytes(KEY_BYTES).toString('base64') } };
  const temp = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
}

export interface LoadedKeyring {
  keyring: Keyring;
  /** the file the keys came from when none were configured (the start log names it) */
  generatedFile?: string;
}

export function loadKeyring(config: ProntuarioKeysConfig, dataDir: string): LoadedKeyring {
  if (config.keys?.trim()) return { keyring: parseKeyring(config.keys, config.current) };
  const file = generatedKeysFile(dataDir);
  if (!existsSync(file)) createOnce(file);
  let stored: StoredKeys;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
  } catch {
    throw new ProntuarioKeyError(`${file} não é JSON válido`);
  }
  const keys = Object.entries(stored.keys ?? {}).map(([id, b64]) => `${id}=${b64}`).join(',');
  return { keyring: parseKeyring(keys, stored.current), generatedFile: file };
}

/**
 * The app's keyring at start: configured, or generated once under DATA_DIR/keys — the log then
 * names the file, never a key (docs/operations.md, "Chaves do prontuário"). With PostgreSQL that is
 * an error: replicas sharing it each have their own DATA_DIR, so each would seal with its own key.
 */
export function startKeyring(
  config: { prontuario: ProntuarioKeysConfig; dataDir: string; databaseUrl?: string },
  log: { error: (message: string) => void; warn: (message: string) => void },
): Keyring {
  const loaded = loadKeyring(config.prontuario, config.dataDir);
  if (loaded.generatedFile && config.databaseUrl) {
    log.error(`prontuário: PostgreSQL sem ACOLHE_PRONTUARIO_KEYS — a chave gerada em ${loaded.generatedFile} é só desta réplica; outra réplica não abrirá os prontuários que esta escrever. Configure ACOLHE_PRONTUARIO_KEYS (docs/operations.md, "Prontuário keys").`);
  } else if (loaded.generatedFile) {
    log.warn(`prontuário: sem ACOLHE_PRONTUARIO_KEYS, a chave gerada em ${loaded.generatedFile} cifra os prontuários (guarde-a; em produção configure ACOLHE_PRONTUARIO_KEYS)`);
  }
  return loaded.keyring;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the prontuário's master keys */
    prontuarioKeys: Keyring;
  }
}
