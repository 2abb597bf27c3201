// Shape of a request body, checked before anything reads it: cognito-local trusts the JSON it is
// given (`req.Username.includes(…)` on a number, a missing field…) and a wrong type became a 500.
// Cognito answers a wrong type with 400 SerializationException and a missing required member
// with 400 InvalidParameterException; so does the emulator. Only the members the supported
// operations read are checked; others pass untouched.
import { IdentityError } from './fidelity';

type Json = Record<string, unknown>;

const STRING = new Set([
  'AccessToken', 'AttributeName', 'AuthFlow', 'ChallengeName', 'ClientId', 'ClientSecret', 'Code', 'ConfirmationCode', 'Filter',
  'GroupName', 'MessageAction', 'NextToken', 'PaginationToken', 'Password', 'PreviousPassword', 'ProposedPassword', 'SecretHash',
  'Session', 'TemporaryPassword', 'Token', 'UserPoolId', 'Username', 'UserCode', 'FriendlyDeviceName',
]);
const BOOLEAN = new Set(['ForceAliasCreation', 'Permanent']);
const INTEGER = new Set(['Limit', 'MaxResults']);
const ATTRIBUTE_LIST = new Set(['UserAttributes', 'ValidationData']);
const STRING_MAP = new Set(['AuthParameters', 'ChallengeResponses', 'ClientMetadata']);
const STRING_LIST = new Set(['AttributesToGet', 'DesiredDeliveryMediums', 'UserAttributeNames']);

/** Required members of the operations the emulator serves. */
const REQUIRED: Record<string, readonly string[]> = {
  SignUp: ['ClientId', 'Username', 'Password'],
  ConfirmSignUp: ['ClientId', 'Username', 'ConfirmationCode'],
  ResendConfirmationCode: ['ClientId', 'Username'],
  InitiateAuth: ['AuthFlow', 'ClientId'],
  ForgotPassword: ['ClientId', 'Username'],
  ConfirmForgotPassword: ['ClientId', 'Username', 'ConfirmationCode', 'Password'],
  ChangePassword: ['AccessToken', 'ProposedPassword'],
  GetUser: ['AccessToken'],
  GlobalSignOut: ['AccessToken'],
  UpdateUserAttributes: ['AccessToken', 'UserAttributes'],
  DeleteUser: ['AccessToken'],
  DeleteUserAttributes: ['AccessToken', 'UserAttributeNames'],
  GetUserAttributeVerificationCode: ['AccessToken', 'AttributeName'],
  VerifyUserAttribute: ['AccessToken', 'AttributeName', 'Code'],
  RevokeToken: ['Token', 'ClientId'],
  RespondToAuthChallenge: ['ClientId', 'ChallengeName'],
  VerifySoftwareToken: ['UserCode'],
  AdminCreateUser: ['UserPoolId', 'Username'],
  AdminSetUserPassword: ['UserPoolId', 'Username', 'Password'],
  AdminConfirmSignUp: ['UserPoolId', 'Username'],
  AdminGetUser: ['UserPoolId', 'Username'],
  AdminDeleteUser: ['UserPoolId', 'Username'],
  AdminUpdateUserAttributes: ['UserPoolId', 'Username', 'UserAttributes'],
  AdminDeleteUserAttributes: ['UserPoolId', 'Username', 'UserAttributeNames'],
  AdminDisableUser: ['UserPoolId', 'Username'],
  AdminEnableUser: ['UserPoolId', 'Username'],
  AdminUserGlobalSignOut: ['UserPoolId', 'Username'],
  AdminInitiateAuth: ['UserPoolId', 'ClientId', 'AuthFlow'],
  ListUsers: ['UserPoolId'],
  DescribeUserPool: ['UserPoolId'],
  DescribeUserPoolClient: ['UserPoolId', 'ClientId'],
  ListUserPoolClients: ['UserPoolId'],
};

const serialization = (message: string) => new IdentityError('SerializationException', message);

const kindOf = (v: unknown) =>
  Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v === 'object' ? 'object' : typeof v === 'string' ? 'STRING_VALUE' : typeof v === 'number' ? 'NUMBER_VALUE' : 'BOOLEAN_VALUE';

function mismatch(value: unknown, target: 'a String' | 'a Boolean' | 'an Integer' | 'a list' | 'a structure or map'): IdentityError {
  const kind = kindOf(value);
  if (kind === 'object') return serialization('Start of structure or map found where not expected.');
  if (kind === 'list') return serialization('Start of list found where not expected');
  return serialization(`${kind} can not be converted to ${target}`);
}

function expectString(value: unknown) {
  if (typeof value !== 'string') throw mismatch(value, 'a String');
}

const isMap = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const memberPath = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);
const notNull = (path: string) =>
  new IdentityError('InvalidParameterException', `1 validation error detected: Value null at '${path}' failed to satisfy constraint: Member must not be null`);

/**
 * Checks `body` (already parsed JSON) for `operation`; returns it without its `null` members
 * (Cognito reads a JSON null as an absent member). Throws the IdentityError Cognito answers.
 */
export function checkRequest(operation: string, body: unknown): Json {
  if (!isMap(body)) throw mismatch(body, 'a structure or map');
  const out: Json = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === null) continue;
    if (STRING.has(field)) expectString(value);
    else if (BOOLEAN.has(field) && typeof value !== 'boolean') throw mismatch(value, 'a Boolean');
    else if (INTEGER.has(field) && !Number.isInteger(value)) throw mismatch(value, 'an Integer');
    else if (STRING_MAP.has(field)) {
      if (!isMap(value)) throw mismatch(value, 'a structure or map');
      for (const v of Object.values(value)) if (v !== null) expectString(v);
    } else if (STRING_LIST.has(field)) {
      if (!Array.isArray(value)) throw mismatch(value, 'a list');
      for (const v of value) expectString(v);
    } else if (ATTRIBUTE_LIST.has(field)) {
      if (!Array.isArray(value)) throw mismatch(value, 'a list');
      value.forEach((entry: unknown, i) => {
        if (!isMap(entry)) throw mismatch(entry, 'a structure or map');
        if (entry.Name === undefined || entry.Name === null) throw notNull(`${memberPath(field)}.${i + 1}.member.name`);
        expectString(entry.Name);
        if (entry.Value !== undefined && entry.Value !== null) expectString(entry.Value);
      });
    }
    out[field] = value;
  }
  for (const field of REQUIRED[operation] ?? []) if (out[field] === undefined) throw notNull(memberPath(field));
  return out;
}
