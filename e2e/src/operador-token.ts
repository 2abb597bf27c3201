// An operator's IdToken for the api's /operacao/* routes, signed with the stack's own identity
// emulator key (its data folder's keys/signing-key.pem), as the operators' pool issues them: RS256,
// issuer <identity>/local_operadores, audience the operators' app client, token_use 'id'. The e2e
// stack points the api's operators' issuer and JWKS at the emulator (stackEnv.ts), so the journeys
// act as an operator without the console's sign-in (password + TOTP) in the way.
import { createHash, createPrivateKey, createPublicKey, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_FILE } from './globalSetup';
import { OPERADORES_CLIENT_ID, operadoresIssuer } from './stackEnv';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function operadorToken(operador: { sub?: string; email: string } = { email: 'operador.e2e@acolhe.com.br' }): string {
  const { dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { dataDir: string };
  const privateKey = createPrivateKey(readFileSync(join(dataDir, 'identity', 'keys', 'signing-key.pem'), 'utf8'));
  const { n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
  // the key's id as the emulator publishes it: its RFC 7638 thumbprint
  const kid = createHash('sha256').update(JSON.stringify({ e, kty: 'RSA', n })).digest('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = b64url({ alg: 'RS256', typ: 'JWT', kid });
  const payload = b64url({
    sub: operador.sub ?? randomUUID(),
    email: operador.email,
    email_verified: true,
    token_use: 'id',
    iss: operadoresIssuer,
    aud: OPERADORES_CLIENT_ID,
    iat: now,
    auth_time: now,
    exp: now + 600,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
