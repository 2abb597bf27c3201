// The prontuário's encryption at rest (docs/security.md, "Prontuário"): an envelope. Each record
// has its own random 256-bit data key; its texts are sealed with it (AES-256-GCM, a fresh 96-bit
// IV each time, the record id and the field as associated data, so a sealed text moved to another
// record or field does not open). The data key is stored wrapped by a master key (AES-256-GCM too)
// with the master key's id beside it, so master keys can rotate: a new current key wraps new
// records (and re-wraps a record's data key when it is written), old keys still open what they
// wrapped. node:crypto only; nothing here logs.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
export const KEY_BYTES = 32;

/** Master keys by id, and the id new data keys are wrapped with. */
export interface Keyring {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** A record's data key wrapped by the master key `chaveId`. */
export interface WrappedKey {
  chaveId: string;
  chaveDados: string;
}

export class ProntuarioKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProntuarioKeyError';
  }
}

function seal(key: Buffer, plaintext: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

function open(key: Buffer, sealed: string, aad: string): Buffer {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new ProntuarioKeyError('formato de texto cifrado desconhecido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  // a wrong key, a changed byte or another record's text: final() throws (the tag does not match)
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]);
}

const wrapAad = (recordId: string, chaveId: string) => `acolhe:prontuario:${recordId}:chave:${chaveId}`;
const fieldAad = (recordId: string, field: string) => `acolhe:prontuario:${recordId}:${field}`;

function masterKey(keyring: Keyring, chaveId: string): Buffer {
  const key = keyring.keys.get(chaveId);
  if (!key) throw new ProntuarioKeyError(`chave mestra "${chaveId}" ausente da configuração (ACOLHE_PRONTUARIO_KEYS)`);
  return key;
}

/** A new record's data key, and its wrapped form under the current master key. */
export function newDataKey(keyring: Keyring, recordId: string): { dataKey: Buffer; wrapped: WrappedKey } {
  const dataKey = randomBytes(KEY_BYTES);
  return { dataKey, wrapped: wrapDataKey(keyring, recordId, dataKey) };
}

export function wrapDataKey(keyring: Keyring, recordId: string, dataKey: Buffer): WrappedKey {
  const chaveId = keyring.current;
  return { chaveId, chaveDados: seal(masterKey(keyring, chaveId), dataKey, wrapAad(recordId, chaveId)) };
}

export function unwrapDataKey(keyring: Keyring, recordId: string, wrapped: WrappedKey): Buffer {
  return open(masterKey(keyring, wrapped.chaveId), wrapped.chaveDados, wrapAad(recordId, wrapped.chaveId));
}

export function sealText(dataKey: Buffer, recordId: string, field: string, text: string): string {
  return seal(dataKey, Buffer.from(text, 'utf8'), fieldAad(recordId, field));
}

export function openText(dataKey: Buffer, recordId: string, field: string, sealed: string): string {
  return open(dataKey, sealed, fieldAad(recordId, field)).toString('utf8');
}
