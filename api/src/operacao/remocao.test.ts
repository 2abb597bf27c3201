// Issue 40, item 1, with the real pieces: the identity emulator (scripts/identity), an operator created
// and signed in as a person does (new password, authenticator, 6-digit code), the api on a socket
// verifying the operators' pool's real IdTokens, and `npm run operador -- remover`'s own code (the
// admin calls, then the api). The operator's IdToken, still valid, is refused right after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { useListeningApps } from '../../testing/helpers';
import { startIdentityEmulator, type IdentityEmulator } from '../../../scripts/identity/emulator';
import { adminCaller, apiSyncer, operadorCommand } from '../../../scripts/identity/operadores';
import { totpCode } from '../../../scripts/identity/totp';
import { adminCall } from '../../../scripts/identity/users';

jest.setTimeout(60_000);

describe('npm run operador -- remover, end to end', () => {
  const start = useListeningApps();
  let identity: IdentityEmulator;
  let dataDir: string;
  let sdk: CognitoIdentityProviderClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'acolhe-remocao-identity-'));
    identity = await startIdentityEmulator({ port: 0, dataDir, log: () => undefined });
    sdk = new CognitoIdentityProviderClient({ region: identity.region, endpoint: identity.url, credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 });
  });
  afterAll(async () => {
    sdk.destroy();
    await identity.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pool = () => identity.operadores;
  const command = (args: string[], apiUrl: string) => operadorCommand(args, adminCaller(identity, adminCall), pool().userPoolId, apiSyncer(apiUrl));

  /** `adicionar`, then the first sign-in as the console does it: the operator's IdToken. */
  async function newOperatorToken(email: string, apiUrl: string): Promise<string> {
    const temporary = (await command(['adicionar', email], apiUrl)).at(-1)!.split(' ')[2]!;
    const ClientId = pool().clientId;
    const first = await sdk.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: temporary } }));
    const setup = await sdk.send(
      new RespondToAuthChallengeCommand({ ClientId, ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: first.Session, ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Operadora2026x' } }),
    );
    const associated = await sdk.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }));
    const verified = await sdk.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(associated.SecretCode!) }));
    const done = await sdk.send(new RespondToAuthChallengeCommand({ ClientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } }));
    return done.AuthenticationResult!.IdToken!;
  }

  it('the IdToken of a removed operator (still valid for 15 minutes) gets 401; the command says the api refuses its tokens', async () => {
    const apiUrl = await start({
      OPERADORES_ISSUER: pool().issuer,
      OPERADORES_JWKS_URL: pool().jwksUrl,
      OPERADORES_CLIENT_ID: pool().clientId,
      COGNITO_ISSUER: identity.issuer,
      IDENTITY_ADMIN_ACCESS_KEY_ID: identity.adminCredentials.accessKeyId,
      IDENTITY_ADMIN_SECRET_ACCESS_KEY: identity.adminCredentials.secretAccessKey,
      RATE_LIMIT_ENABLED: 'false',
    });
    const email = `removida.${Date.now()}@acolhe.com.br`;
    const idToken = await newOperatorToken(email, apiUrl);
    const resumo = () => fetch(`${apiUrl}/operacao/resumo`, { headers: { authorization: `Bearer ${idToken}` } });
    expect((await resumo()).status).toBe(200);

    expect(await command(['remover', email], apiUrl)).toEqual([expect.stringContaining('a api recusa os tokens dele')]);
    const after = await resumo();
    expect(after.status).toBe(401);
  });
});
