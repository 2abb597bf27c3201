// Accounts of the operators' pool (issue 32): the demo operator, created at every start already
// past its first sign-in (password set, authenticator set up), and the tooling's helpers
// (strong temporary passwords for `npm run operador -- adicionar`).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentityEmulator } from './emulator';
import type { LayerUser } from './fidelity';
import { createOnce, keysFolder } from './keys';
import { newTotpSecret, otpauthUri } from './totp';

export const DEMO_OPERADOR_EMAIL = 'operador.demo@acolhe.com.br';
/** Fixed (it meets the pool's policy); the second factor is what protects the account. */
export const DEMO_OPERADOR_PASSWORD = 'Operacao2026';
export const DEMO_OPERADOR_NAME = 'Operador de demonstração';

export interface DemoOperador {
  email: string;
  password: string;
  /** The TOTP secret (base32) and the otpauth:// URI an authenticator app reads. */
  secret: string;
  otpauthUri: string;
}

/** `<dataDir>/keys/operador-demo.json` (mode 0600): what a person needs to sign in as the demo operator. */
export const demoOperadorFile = (dataDir: string) => join(keysFolder(dataDir), 'operador-demo.json');

/** The demo operator's credentials, its TOTP secret generated once per data folder. */
export function loadOrCreateDemoOperador(dataDir: string): DemoOperador {
  const file = demoOperadorFile(dataDir);
  if (!existsSync(file)) {
    const secret = newTotpSecret();
    const created: DemoOperador = {
      email: DEMO_OPERADOR_EMAIL,
      password: DEMO_OPERADOR_PASSWORD,
      secret,
      otpauthUri: otpauthUri(secret, DEMO_OPERADOR_EMAIL),
    };
    createOnce(file, `${JSON.stringify(created, null, 2)}\n`);
  }
  let stored: Partial<DemoOperador>;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoOperador>;
  } catch {
    throw new Error(`[identidade] ${file} não é JSON válido; apague-o para gerar um novo segredo do operador de demonstração.`);
  }
  if (typeof stored.secret !== 'string' || !/^[A-Z2-7]{16,}$/.test(stored.secret))
    throw new Error(`[identidade] ${file}: segredo TOTP inválido; apague o arquivo para gerar outro.`);
  return { email: DEMO_OPERADOR_EMAIL, password: DEMO_OPERADOR_PASSWORD, secret: stored.secret, otpauthUri: otpauthUri(stored.secret, DEMO_OPERADOR_EMAIL) };
}

/**
 * Creates or resets the demo operator in the operators' pool: CONFIRMED, enabled, the fixed
 * password, its authenticator set up (the file's secret), so every sign-in asks for the code.
 * Keeps its sub, refresh tokens and last accepted code across starts. Idempotent.
 */
export async function ensureDemoOperador(emulator: Pick<IdentityEmulator, 'operadores' | 'dataDir'>): Promise<DemoOperador> {
  const demo = loadOrCreateDemoOperador(emulator.dataDir);
  const { store } = emulator.operadores;
  const existing = (await store.find(demo.email)) as LayerUser | null;
  const sub = existing?.Username ?? randomUUID();
  const now = new Date();
  await store.save({
    ...(existing ?? {}),
    Username: sub,
    Attributes: [
      { Name: 'sub', Value: sub },
      { Name: 'email', Value: demo.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: DEMO_OPERADOR_NAME },
    ],
    Password: demo.password,
    UserStatus: 'CONFIRMED',
    Enabled: true,
    SoftwareTokenMfaConfiguration: { Secret: demo.secret, Verified: true, FriendlyDeviceName: 'demo' },
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    RefreshTokens: existing?.RefreshTokens ?? [],
    UserCreateDate: existing?.UserCreateDate ?? now,
    UserLastModifiedDate: now,
  } as LayerUser);
  return demo;
}

/**
 * A temporary password meeting the pool's policy (upper, lower, digits; no symbols), 16
 * characters from a 55-character alphabet without look-alikes (~92 bits).
 */
export function newTemporaryPassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = upper + lower + digits;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(upper), pick(lower), pick(digits), ...Array.from(randomBytes(13), () => pick(all))];
  // shuffle (Fisher-Yates) so the three required kinds are not always first
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

// ---------------------------------------------------------------- `npm run operador`

type AdminEndpoint = Pick<IdentityEmulator, 'url' | 'region' | 'adminCredentials'>;
type Call = (operation: string, body: unknown) => Promise<unknown>;
/**
 * Tells the running api to read the operator's state at the identity provider now (issue 40):
 * the api records a disabled operator's revocation in its database, where every replica reads it
 * (POST /identidade/operadores/sincronizar; api/src/operacao/revogacao.ts).
 */
export type ApiSync = (email: string) => Promise<void>;

export const OPERADOR_USAGE = 'Uso: npm run operador -- adicionar <e-mail> | remover <e-mail> | reativar <e-mail>';
/** The api's route that reads an operator's state at the identity provider (api/src/operacao/revogacao.ts). */
export const API_SYNC_PATH = '/identidade/operadores/sincronizar';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Errors of `npm run operador`: a pt-BR message, exit 1. */
export class OperadorCliError extends Error {}

const named = (err: unknown) => String((err as { name?: unknown } | null)?.name ?? '');

/**
 * `adicionar <email>`: AdminCreateUser in the operators' pool with a strong temporary password
 * (the first sign-in asks for a new one, then sets up the authenticator); its last line is
 * `ACOLHE_OPERADOR <email> <temporary password>`, printed once, never stored.
 * `remover <email>`: AdminDisableUser (sign-in refused), AdminUserGlobalSignOut (no refresh token
 * mints a token again), then the api (`syncApi`) records the revocation: every replica refuses the
 * operator's tokens within seconds, those already issued included (issue 40). Idempotent: run it
 * again if the api was away.
 * `reativar <email>`: AdminEnableUser, then the api: the operator signs in again; tokens issued
 * before the removal stay refused.
 * Returns the lines to print; throws OperadorCliError.
 */
export async function operadorCommand(args: readonly string[], call: Call, userPoolId: string, syncApi: ApiSync): Promise<string[]> {
  const [action, rawEmail, ...rest] = args;
  if ((action !== 'adicionar' && action !== 'remover' && action !== 'reativar') || rawEmail === undefined || rest.length)
    throw new OperadorCliError(OPERADOR_USAGE);
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new OperadorCliError(`E-mail inválido: ${rawEmail}`);

  if (action === 'adicionar') {
    const password = newTemporaryPassword();
    try {
      await call('AdminCreateUser', {
        UserPoolId: userPoolId,
        Username: email,
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      });
    } catch (err) {
      if (named(err) === 'UsernameExistsException') throw new OperadorCliError(`Já existe um operador com o e-mail ${email}.`);
      throw err;
    }
    return [
      `Operador ${email} criado. No primeiro acesso ao console (/operacao) ele define a própria senha e configura o aplicativo autenticador.`,
      'A senha temporária abaixo aparece só agora: entregue-a por um canal seguro.',
      `ACOLHE_OPERADOR ${email} ${password}`,
    ];
  }
  try {
    if (action === 'remover') {
      await call('AdminDisableUser', { UserPoolId: userPoolId, Username: email });
      await call('AdminUserGlobalSignOut', { UserPoolId: userPoolId, Username: email });
    } else {
      await call('AdminEnableUser', { UserPoolId: userPoolId, Username: email });
    }
  } catch (err) {
    if (named(err) === 'UserNotFoundException') throw new OperadorCliError(`Operador não encontrado: ${email}.`);
    throw err;
  }
  await syncApi(email);
  if (action === 'reativar')
    return [`Operador ${email} reativado: entra de novo com a senha e o autenticador. Tokens emitidos antes da remoção continuam recusados.`];
  return [`Operador ${email} desativado: não entra mais, as sessões abertas foram encerradas e a api recusa os tokens dele (em todas as réplicas, em segundos).`];
}

/**
 * `syncApi` against the api at `apiUrl`: 204 is done; the api away or refusing is an
 * OperadorCliError that says what holds already (the identity provider's half) and what to do.
 */
export function apiSyncer(apiUrl: string, fetchImpl: typeof fetch = fetch): ApiSync {
  const base = apiUrl.replace(/\/+$/, '');
  const pending = `O provedor de identidade já foi atualizado, mas a api (${base}) ainda não`;
  return async (email) => {
    let res: Response;
    try {
      res = await fetchImpl(`${base}${API_SYNC_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new OperadorCliError(`${pending}: ela não responde. Com a api no ar (npm start), rode o mesmo comando de novo. Use API_URL para outro endereço.`);
    }
    if (res.status === 204) return;
    const message = await res
      .json()
      .then((body: unknown) => String((body as { message?: unknown } | null)?.message ?? ''))
      .catch(() => '');
    throw new OperadorCliError(`${pending}: ela respondeu ${res.status}${message ? ` (${message})` : ''}. Rode o mesmo comando de novo.`);
  };
}

/** The signed admin call of `operadorCommand` against a running emulator; unreachable → OperadorCliError. */
export function adminCaller(endpoint: AdminEndpoint, adminCall: (e: AdminEndpoint, op: string, body: unknown) => Promise<unknown>): Call {
  return async (operation, body) => {
    try {
      return await adminCall(endpoint, operation, body);
    } catch (err) {
      // fetch's network failure (a TypeError, 'fetch failed'); by name: it may come from another realm
      if ((err as { name?: unknown } | null)?.name === 'TypeError')
        throw new OperadorCliError(`O emulador de identidade não responde em ${endpoint.url}: ele está rodando (npm start)? Use IDENTITY_URL para outro endereço.`);
      throw err;
    }
  };
}
