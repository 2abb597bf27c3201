// The user pool and app client of the local stack, written (idempotently, on every start) into
// cognito-local's data files before cognito-local reads them. Mirrors the hosted pool:
// e-mail as username, e-mail auto-verified, `custom:profile_id` (immutable), password policy 8+ with
// upper, lower and numbers (no symbols), USER_PASSWORD_AUTH + refresh, tokens valid for 1 hour.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService.js';
import { PASSWORD_POLICY as DOMAIN_PASSWORD_POLICY } from '@acolhe/shared-domain';
import { LOCAL_CLIENT_ID, LOCAL_REGION, LOCAL_USER_POOL_ID } from './constants';

/** Access and id token lifetime, as on the hosted pool's app client (Cognito's default). */
export const TOKEN_VALIDITY_MINUTES = 60;
export const TOKEN_EXPIRES_IN_SECONDS = TOKEN_VALIDITY_MINUTES * 60;

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

/**
 * Writes the pool options and the app client into `dataDir`, keeping existing users, groups and
 * any other app clients. Safe to run on every start (it only converges the configuration).
 */
export function writePoolConfiguration(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const now = new Date().toISOString();

  const poolFile = join(dataDir, `${LOCAL_USER_POOL_ID}.json`);
  const pool = readJson(poolFile);
  const previousOptions = asObject(pool.Options);
  const defaultSchema = (USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []).filter((a) => a.Name !== PROFILE_ID_ATTRIBUTE.Name);
  pool.Options = {
    ...USER_POOL_AWS_DEFAULTS,
    Id: LOCAL_USER_POOL_ID,
    Name: 'acolhe-local',
    Arn: `arn:aws:cognito-idp:${LOCAL_REGION}:000000000000:userpool/${LOCAL_USER_POOL_ID}`,
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    UsernameConfiguration: { CaseSensitive: false },
    AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    MfaConfiguration: 'OFF',
    // a new e-mail takes effect only once its code is confirmed (VerifyUserAttribute)
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    Policies: { PasswordPolicy: { ...PASSWORD_POLICY } },
    SchemaAttributes: [...defaultSchema, PROFILE_ID_ATTRIBUTE],
    CreationDate: typeof previousOptions.CreationDate === 'string' ? previousOptions.CreationDate : now,
    LastModifiedDate: now,
  };
  pool.Users = asObject(pool.Users);
  writeJson(poolFile, pool);

  const clientsFile = join(dataDir, 'clients.json');
  const clients = readJson(clientsFile);
  const byId = asObject(clients.Clients);
  const previousClient = asObject(byId[LOCAL_CLIENT_ID]);
  byId[LOCAL_CLIENT_ID] = {
    UserPoolId: LOCAL_USER_POOL_ID,
    ClientName: 'acolhe-web',
    ClientId: LOCAL_CLIENT_ID,
    // no ClientSecret: a public (browser) client
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    AccessTokenValidity: TOKEN_VALIDITY_MINUTES,
    IdTokenValidity: TOKEN_VALIDITY_MINUTES,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    // ENABLED: an unknown e-mail answers as a wrong password / a sent code (no enumeration; docs/decisions.md)
    PreventUserExistenceErrors: 'ENABLED',
    ReadAttributes: CLIENT_READ_ATTRIBUTES,
    WriteAttributes: CLIENT_WRITE_ATTRIBUTES,
    EnableTokenRevocation: true,
    CreationDate: typeof previousClient.CreationDate === 'string' ? previousClient.CreationDate : now,
    LastModifiedDate: now,
  };
  clients.Clients = byId;
  writeJson(clientsFile, clients);
}
