// Helpers of the identity emulator's tests (not loaded by the emulator itself).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CLIENT_ID, LOCAL_REGION } from './constants';
import { startIdentityEmulator, type IdentityEmulator } from './emulator';
import { ensureDemoUsers } from './users';

/**
 * Verifies `token` as the api does (api/src/auth/verifier.ts: jose createRemoteJWKSet +
 * jwtVerify, RS256, issuer, audience) in a real ESM Node process, since jose is ESM-only and
 * jest runs CommonJS here. Resolves to the payload, rejects with jose's error message.
 */
export function verifyWithJose(
  token: string,
  { jwksUrl, issuer, audience = LOCAL_CLIENT_ID }: { jwksUrl: string; issuer: string; audience?: string },
): Promise<Record<string, unknown>> {
  const script = `
    import { createRemoteJWKSet, jwtVerify } from 'jose';
    const { TOKEN, JWKS, ISS, AUD } = process.env;
    const { payload } = await jwtVerify(TOKEN, createRemoteJWKSet(new URL(JWKS)), { algorithms: ['RS256'], issuer: ISS, audience: AUD });
    process.stdout.write(JSON.stringify(payload));`;
  return new Promise((ok, fail) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: resolve(__dirname, '..'), env: { ...process.env, TOKEN: token, JWKS: jwksUrl, ISS: issuer, AUD: audience } },
      (err, stdout, stderr) => (err ? fail(new Error(stderr || err.message)) : ok(JSON.parse(stdout))),
    );
  });
}

/** Resolves to the SDK error (name, message, HTTP status) the promise rejects with. */
export async function failure(p: Promise<unknown>): Promise<{ name: string; message: string; status?: number }> {
  try {
    await p;
  } catch (e) {
    const err = e as Error & { $metadata?: { httpStatusCode?: number } };
    return { name: err.name, message: err.message, status: err.$metadata?.httpStatusCode };
  }
  throw new Error('expected the call to fail');
}

/** A Cognito JSON answer as the tests read it: an error (`__type`, `message`) or an operation's result. */
export type CognitoAnswer = {
  __type?: string;
  message?: string;
  AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
  [field: string]: unknown;
};

/** One unsigned Cognito JSON call with a raw body; resolves to the status and the answer (parsed when it is JSON, else the text). */
export async function rawCall(
  url: string,
  operation: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed };
}

/** An emulator a test file runs against: on a free port, over a data folder of its own. */
export interface TestEmulator {
  emulator: IdentityEmulator;
  /** the product's client: the real SDK, unsigned user operations (credentials 'x') */
  client: CognitoIdentityProviderClient;
  dataDir: string;
}

/**
 * Starts an emulator over a fresh temporary folder (`acolhe-identity-<name>…`), its log lines pushed
 * into `log`, with the demo accounts when `demoUsers`; the client does not retry unless `sdkRetries`
 * (then the SDK's default retries).
 */
export async function startTestEmulator(
  name: string,
  { log, demoUsers = false, sdkRetries = false }: { log: string[]; demoUsers?: boolean; sdkRetries?: boolean },
): Promise<TestEmulator> {
  const dataDir = mkdtempSync(join(tmpdir(), `acolhe-identity-${name}`));
  const emulator = await startIdentityEmulator({ port: 0, dataDir, log: (l) => log.push(l) });
  if (demoUsers) await ensureDemoUsers(emulator);
  const client = new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    endpoint: emulator.url,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    ...(sdkRetries ? {} : { maxAttempts: 1 }),
  });
  return { emulator, client, dataDir };
}

/** Closes what startTestEmulator opened (any part that was) and deletes its folder. */
export async function stopTestEmulator({ emulator, client, dataDir }: Partial<TestEmulator>): Promise<void> {
  client?.destroy();
  await emulator?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
