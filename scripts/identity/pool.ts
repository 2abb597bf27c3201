// The user pools and app clients of the local stack (customers' and operators'), written (idempotently, on every start) into
// cognito-local's data files before cognito-local reads them. Mirrors the hosted pool:
// e-mail as username, e-mail auto-verified, `custom:profile_id` (immutable), password policy 8+ with
// upper, lower and numbers (no symbols), USER_PASSWORD_AUTH + refresh, tokens valid for 1 hour (the operators' 15 minutes).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService.js';
import { PASSWORD_POLICY as DOMAIN_PASSWORD_POLICY } from '@acolhe/shared-domain';
import { LOCAL_CLIENT_ID, LOCAL_OPERADORES_CLIENT_ID, LOCAL_OPERADORES_POOL_ID, LOCAL_REGION, LOCAL_USER_POOL_ID } from './constants';

/** Access and id token lifetime, as on the hosted pool's app client (Cognito's default). */
export const TOKEN_VALIDITY_MINUTES = 60;
/**
 * The operators' app client: their access and id tokens live 15 minutes (Cognito's range is
 * 5 min–1 day), so a staff token that escapes ends soon even where the api's revocation cannot
 * reach it (issue 40; the console refreshes it with the refresh token, which the provider revokes).
 */
export const OPERADORES_TOKEN_VALIDITY_MINUTES = 15;

/** The pool's policy in Cognito's words, from the one the forms check (shared-domain). */
export const PASSWORD_POLICY = {
  MinimumLength: DOMAIN_PASSWORD_POLICY.minLength,
  RequireUppercase: DOMAIN_PASSWORD_POLICY.requireUppercase,
  RequireLowercase: DOMAIN_PASSWORD_POLICY.requireLowercase,
  RequireNumbers: DOMAIN_PASSWORD_POLICY.requireNumbers,
  RequireSymbols: DOMAIN_PASSWORD_POLICY.requireSymbols,
  TemporaryPasswordValidityDays: 7,
} as const;

export type PasswordPolicy = {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
};

/**
 * The role (cliente | terapeuta). Immutable: set once, at sign-up (SignUp or AdminCreateUser),
 * never changed afterwards by anyone, so a user cannot grant themselves the other role.
 */
export const PROFILE_ID_ATTRIBUTE = {
  Name: 'custom:profile_id',
  AttributeDataType: 'String',
  DeveloperOnlyAttribute: false,
  Mutable: false,
  Required: false,
  StringAttributeConstraints: { MinLength: '0', MaxLength: '2048' },
};

/**
 * What the app client may write (SignUp, UpdateUserAttributes, DeleteUserAttributes): the standard
 * attributes except `sub` and the `*_verified` flags (hosted Cognito's default: only the code
 * flow or an admin verifies), plus the role, which only SignUp can set since it is immutable.
 */
export const CLIENT_WRITE_ATTRIBUTES = [
  'address', 'birthdate', 'email', 'family_name', 'gender', 'given_name', 'locale', 'middle_name', 'name', 'nickname',
  'phone_number', 'picture', 'preferred_username', 'profile', 'updated_at', 'website', 'zoneinfo',
  PROFILE_ID_ATTRIBUTE.Name,
];
export const CLIENT_READ_ATTRIBUTES = [...CLIENT_WRITE_ATTRIBUTES, 'email_verified', 'phone_number_verified'].sort();

/** cognito-local's store is a JSON file per pool (`<id>.json`) plus `clients.json`. */
type JsonObject = Record<string, unknown>;

function readJson(file: string): JsonObject {
  if (!existsSync(file)) return {};
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as JsonObject) : {};
  } catch {
    throw new Error(`[identidade] ${file} não é JSON válido; apague a pasta de dados da identidade para recriá-la.`);
  }
}

const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const asObject = (v: unknown): JsonObject => (v && typeof v === 'object' ? (v as JsonObject) : {});

/** The emulator's pools: the customers' (`local_acolhe`) and the operators' (`local_operadores`). */
interface PoolSpec {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  /** Options that differ from the customers' pool. */
  options: JsonObject;
  schema: readonly unknown[];
  writeAttributes: readonly string[];
  readAttributes: readonly string[];
  /** the app client's access and id token lifetime */
  tokenValidityMinutes: number;
}

const STANDARD_WRITE_ATTRIBUTES = CLIENT_WRITE_ATTRIBUTES.filter((a) => a !== PROFILE_ID_ATTRIBUTE.Name);

const POOLS: readonly PoolSpec[] = [
  {
    id: LOCAL_USER_POOL_ID,
    name: 'acolhe-local',
    clientId: LOCAL_CLIENT_ID,
    clientName: 'acolhe-web',
    options: { MfaConfiguration: 'OFF' },
    schema: [PROFILE_ID_ATTRIBUTE],
    writeAttributes: CLIENT_WRITE_ATTRIBUTES,
    readAttributes: CLIENT_READ_ATTRIBUTES,
    tokenValidityMinutes: TOKEN_VALIDITY_MINUTES,
  },
  {
    // Staff: created by an admin only (`npm run operador -- adicionar`), TOTP required at every
    // sign-in (set up on the first one: MFA_SETUP), no role attribute (the pool is the role).
    id: LOCAL_OPERADORES_POOL_ID,
    name: 'acolhe-operadores-local',
    clientId: LOCAL_OPERADORES_CLIENT_ID,
    clientName: 'acolhe-operacao',
    options: {
      MfaConfiguration: 'ON',
      SoftwareTokenMfaConfiguration: { Enabled: true },
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true, UnusedAccountValidityDays: PASSWORD_POLICY.TemporaryPasswordValidityDays },
    },
    schema: [],
    writeAttributes: STANDARD_WRITE_ATTRIBUTES,
    readAttributes: [...STANDARD_WRITE_ATTRIBUTES, 'email_verified', 'phone_number_verified'].sort(),
    tokenValidityMinutes: OPERADORES_TOKEN_VALIDITY_MINUTES,
  },
];

/**
 * Writes every pool's options and app client into `dataDir`, keeping existing users, groups and
 * any other app clients. Safe to run on every start (it only converges the configuration).
 */
export function writePoolConfiguration(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const now = new Date().toISOString();
  const clientsFile = join(dataDir, 'clients.json');
  const clients = readJson(clientsFile);
  const byId = asObject(clients.Clients);

  for (const spec of POOLS) {
    const poolFile = join(dataDir, `${spec.id}.json`);
    const pool = readJson(poolFile);
    const previousOptions = asObject(pool.Options);
    const defaultSchema = (USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []).filter((a) => a.Name !== PROFILE_ID_ATTRIBUTE.Name);
    pool.Options = {
      ...USER_POOL_AWS_DEFAULTS,
      Id: spec.id,
      Name: spec.name,
      Arn: `arn:aws:cognito-idp:${LOCAL_REGION}:000000000000:userpool/${spec.id}`,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      // a new e-mail takes effect only once its code is confirmed (VerifyUserAttribute)
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      Policies: { PasswordPolicy: { ...PASSWORD_POLICY } },
      SchemaAttributes: [...defaultSchema, ...spec.schema],
      ...spec.options,
      CreationDate: typeof previousOptions.CreationDate === 'string' ? previousOptions.CreationDate : now,
      LastModifiedDate: now,
    };
    pool.Users = asObject(pool.Users);
    writeJson(poolFile, pool);

    const previousClient = asObject(byId[spec.clientId]);
    byId[spec.clientId] = {
      UserPoolId: spec.id,
      ClientName: spec.clientName,
      ClientId: spec.clientId,
      // no ClientSecret: a public (browser) client
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: spec.tokenValidityMinutes,
      IdTokenValidity: spec.tokenValidityMinutes,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      // ENABLED: an unknown e-mail answers as a wrong password / a sent code (no enumeration; docs/decisions.md)
      PreventUserExistenceErrors: 'ENABLED',
      ReadAttributes: spec.readAttributes,
      WriteAttributes: spec.writeAttributes,
      EnableTokenRevocation: true,
      CreationDate: typeof previousClient.CreationDate === 'string' ? previousClient.CreationDate : now,
      LastModifiedDate: now,
    };
  }
  clients.Clients = byId;
  writeJson(clientsFile, clients);
}
