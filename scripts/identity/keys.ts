// Secrets of one data folder, kept in `<dataDir>/keys/` (a subfolder: cognito-local takes every
// `*.json` at the top of the data folder for a user pool):
//   signing-key.pem          RSA 2048 private key (PKCS#8) that signs this emulator's tokens
//   admin-credentials.json   access key id + secret the Admin*/List* calls must be SigV4-signed with
// Both are generated on the first start and kept: a restart on the same folder keeps verifying
// the tokens it issued; a new folder gets new ones. The key cognito-local publishes in its npm
// package (cognitoLocal.private.json) is never used: anyone could forge tokens with it.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const KEYS_FOLDER = 'keys';

export interface SigningKey {
  /** RFC 7638 JWK thumbprint of the public key: the `kid` of every token and of the JWKS entry. */
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as served in the JWKS. */
  jwk: { kty: 'RSA'; n: string; e: string; kid: string; alg: 'RS256'; use: 'sig' };
}

export interface AdminCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Writes `content` to `file` only if it does not exist yet (atomic: never a half-written file). */
export function createOnce(file: string, content: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, content, { mode: 0o600 });
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(tmp);
  }
}

export function keysFolder(dataDir: string): string {
  const dir = join(dataDir, KEYS_FOLDER);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // not the owner: leave it
  }
  return dir;
}

/** RFC 7638: SHA-256 over the required members in lexicographic order, base64url. */
export function jwkThumbprint(jwk: { e: string; kty: string; n: string }): string {
  return createHash('sha256').update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n })).digest('base64url');
}

/** The data folder's signing key, generated (RSA 2048) on its first start. */
export function loadOrCreateSigningKey(dataDir: string): SigningKey {
  const file = join(keysFolder(dataDir), 'signing-key.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
    createOnce(file, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`[identidade] ${file} não é uma chave privada PEM válida; apague-a para gerar outra (os tokens já emitidos deixam de valer).`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error(`[identidade] ${file} não é uma chave RSA; apague-a para gerar outra.`);
  const publicKey = createPublicKey(privateKey);
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error(`[identidade] ${file}: chave RSA sem módulo/expoente`);
  const kid = jwkThumbprint({ e, kty: 'RSA', n });
  return { kid, privateKey, publicKey, jwk: { kty: 'RSA', n, e, kid, alg: 'RS256', use: 'sig' } };
}

const ACCESS_KEY_ID = /^\w{16,128}$/;
const SECRET = /^\S{16,128}$/;

/** An access key id shaped like AWS's: AKIA + 16 characters of [A-Z2-7]. */
function newAccessKeyId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return `AKIA${Array.from(randomBytes(16), (b) => alphabet[b % 32]).join('')}`;
}

/** 40 characters, like an AWS secret access key. */
const newSecret = () => randomBytes(30).toString('base64');

/**
 * The admin credentials: from `IDENTITY_ADMIN_ACCESS_KEY_ID` + `IDENTITY_ADMIN_SECRET_ACCESS_KEY`
 * when both are set (nothing is written then), else the data folder's, generated on its first start.
 */
export function loadOrCreateAdminCredentials(dataDir: string, env: NodeJS.ProcessEnv = process.env): AdminCredentials {
  const fromEnv = { accessKeyId: env.IDENTITY_ADMIN_ACCESS_KEY_ID, secretAccessKey: env.IDENTITY_ADMIN_SECRET_ACCESS_KEY };
  if (fromEnv.accessKeyId || fromEnv.secretAccessKey) {
    if (!fromEnv.accessKeyId || !fromEnv.secretAccessKey)
      throw new Error('[identidade] defina IDENTITY_ADMIN_ACCESS_KEY_ID e IDENTITY_ADMIN_SECRET_ACCESS_KEY juntas (ou nenhuma das duas).');
    return checkedCredentials(fromEnv as AdminCredentials, 'IDENTITY_ADMIN_ACCESS_KEY_ID/IDENTITY_ADMIN_SECRET_ACCESS_KEY');
  }
  const file = join(keysFolder(dataDir), 'admin-credentials.json');
  if (!existsSync(file)) {
    const generated: AdminCredentials = { accessKeyId: newAccessKeyId(), secretAccessKey: newSecret() };
    createOnce(file, `${JSON.stringify(generated, null, 2)}\n`);
  }
  let stored: Partial<AdminCredentials>;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<AdminCredentials>;
  } catch {
    throw new Error(`[identidade] ${file} não é JSON válido; apague-o para gerar novas credenciais de administração.`);
  }
  return checkedCredentials({ accessKeyId: String(stored.accessKeyId ?? ''), secretAccessKey: String(stored.secretAccessKey ?? '') }, file);
}

function checkedCredentials(creds: AdminCredentials, source: string): AdminCredentials {
  if (!ACCESS_KEY_ID.test(creds.accessKeyId))
    throw new Error(`[identidade] ${source}: o access key id deve ter de 16 a 128 letras, dígitos ou _`);
  if (!SECRET.test(creds.secretAccessKey))
    throw new Error(`[identidade] ${source}: a secret access key deve ter de 16 a 128 caracteres, sem espaços`);
  return { accessKeyId: creds.accessKeyId, secretAccessKey: creds.secretAccessKey };
}

/** Where a person finds the admin credentials (never printed: a shared log must not hold them). */
export function adminCredentialsLocation(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.IDENTITY_ADMIN_ACCESS_KEY_ID
    ? 'as variáveis IDENTITY_ADMIN_ACCESS_KEY_ID / IDENTITY_ADMIN_SECRET_ACCESS_KEY'
    : join(keysFolder(dataDir), 'admin-credentials.json');
}
