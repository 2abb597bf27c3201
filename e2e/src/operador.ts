// The operators' side of a journey, driven from node: a verification approved so that a therapist
// a journey created becomes public (only verified profiles are: issue 32). The IdToken is signed
// with the stack's own identity emulator key (its data folder), for the operators' pool — what the
// emulator would hand out after the operator's password and TOTP code. The operator's real sign-in
// (password, MFA) is tested in the console's own e2e; here it would only add minutes to every
// journey that needs a public therapist.
import { createHash, createPrivateKey, createPublicKey, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_FILE } from './globalSetup';
import { apiCall } from './identity';
import { apiUrl, identityUrl } from './stackEnv';

/** The operators' pool of the identity emulator (scripts/identity/constants.ts) and its app client. */
export const OPERADORES_POOL_ID = 'local_operadores';
export const OPERADORES_CLIENT_ID = 'acolheoperadoresclient0000';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The stack's signing key (scripts/identity/keys.ts: `<DATA_DIR>/identity/keys/signing-key.pem`)
 * and its kid (the JWK thumbprint, RFC 7638, as the emulator computes it). */
function stackSigningKey() {
  const { dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { dataDir: string };
  const privateKey = createPrivateKey(readFileSync(join(dataDir, 'identity', 'keys', 'signing-key.pem'), 'utf8'));
  const { n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = createHash('sha256').update(JSON.stringify({ e, kty: 'RSA', n })).digest('base64url');
  return { privateKey, kid };
}

/** An IdToken of the operators' pool, valid for an hour. */
export function operadorIdToken(email = 'operador.e2e@acolhe.com.br'): string {
  const { privateKey, kid } = stackSigningKey();
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: randomUUID(),
    email,
    email_verified: true,
    iss: `${identityUrl}/${OPERADORES_POOL_ID}`,
    aud: OPERADORES_CLIENT_ID,
    token_use: 'id',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
  };
  const input = `${b64url({ alg: 'RS256', typ: 'JWT', kid })}.${b64url(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/** A real 1×1 PNG: the carteira do CRP of a journey's therapist. */
const CARTEIRA_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The therapist (their own token) sends the CRP and the carteira; an operator approves it. */
export async function verifyTherapist(therapistId: string, therapistToken: string, crp: string): Promise<void> {
  const form = new FormData();
  form.set('crp', crp);
  form.set('documento', new Blob([CARTEIRA_PNG], { type: 'image/png' }), 'carteira.png');
  const sent = await fetch(`${apiUrl}/terapeutas/${therapistId}/verificacao`, { method: 'POST', headers: { authorization: `Bearer ${therapistToken}` }, body: form });
  if (!sent.ok) throw new Error(`POST /terapeutas/${therapistId}/verificacao: ${sent.status} ${await sent.text()}`);
  await apiCall('POST', `/operacao/verificacoes/${therapistId}`, operadorIdToken(), { decisao: 'aprovar' });
}
