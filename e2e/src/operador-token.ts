// An operator's IdToken for the api's /operacao/* routes, signed by the emulator's own signer
// (scripts/identity/jwt.ts) with the stack's key (its data folder's keys/signing-key.pem), as
// the operators' pool issues them: RS256, issuer <identity>/local_operadores, audience the
// operators' app client, token_use 'id'. The e2e stack points the api's operators' issuer and JWKS
// at the emulator (stackEnv.ts), so the journeys act as an operator without the console's sign-in
// (password + TOTP) in the way.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOrCreateSigningKey } from '@acolhe/scripts/identity/keys';
import { signJwt } from '@acolhe/scripts/identity/jwt';
import { STATE_FILE } from './globalSetup';
import { OPERADORES_CLIENT_ID, operadoresIssuer } from './stackEnv';

export function operadorToken(operador: { sub?: string; email: string } = { email: 'operador.e2e@acolhe.com.br' }): string {
  const { dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { dataDir: string };
  // the stack's emulator made the key on its first start
  const key = loadOrCreateSigningKey(join(dataDir, 'identity'));
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: operador.sub ?? randomUUID(),
      email: operador.email,
      email_verified: true,
      token_use: 'id',
      iss: operadoresIssuer,
      aud: OPERADORES_CLIENT_ID,
      iat: now,
      auth_time: now,
      exp: now + 600,
    },
    key,
  );
}
