// cognito-local's operations that the emulator exposes, wired like its own Router does.
// Not its Router itself: that one loads every operation, including the TOTP ones whose
// dependency (otplib → @scure/base) is ESM-only and breaks any jest (CommonJS) suite that
// starts the emulator in-process. The sign-in challenges and TOTP (RespondToAuthChallenge,
// AssociateSoftwareToken, VerifySoftwareToken: the operators' pool) are the fidelity layer's own
// (fidelity.ts, challenges.ts, totp.ts); anything neither here nor there answers 400
// UnsupportedOperationException.
import { UnsupportedError } from 'cognito-local/lib/errors.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { AdminConfirmSignUp } from 'cognito-local/lib/targets/adminConfirmSignUp.js';
import { AdminCreateUser } from 'cognito-local/lib/targets/adminCreateUser.js';
import { AdminDeleteUser } from 'cognito-local/lib/targets/adminDeleteUser.js';
import { AdminDeleteUserAttributes } from 'cognito-local/lib/targets/adminDeleteUserAttributes.js';
import { AdminDisableUser } from 'cognito-local/lib/targets/adminDisableUser.js';
import { AdminEnableUser } from 'cognito-local/lib/targets/adminEnableUser.js';
import { AdminGetUser } from 'cognito-local/lib/targets/adminGetUser.js';
import { AdminInitiateAuth } from 'cognito-local/lib/targets/adminInitiateAuth.js';
import { AdminSetUserPassword } from 'cognito-local/lib/targets/adminSetUserPassword.js';
import { AdminUpdateUserAttributes } from 'cognito-local/lib/targets/adminUpdateUserAttributes.js';
import { ChangePassword } from 'cognito-local/lib/targets/changePassword.js';
import { ConfirmForgotPassword } from 'cognito-local/lib/targets/confirmForgotPassword.js';
import { ConfirmSignUp } from 'cognito-local/lib/targets/confirmSignUp.js';
import { DeleteUser } from 'cognito-local/lib/targets/deleteUser.js';
import { DeleteUserAttributes } from 'cognito-local/lib/targets/deleteUserAttributes.js';
import { DescribeUserPool } from 'cognito-local/lib/targets/describeUserPool.js';
import { DescribeUserPoolClient } from 'cognito-local/lib/targets/describeUserPoolClient.js';
import { ForgotPassword } from 'cognito-local/lib/targets/forgotPassword.js';
import { GetUser } from 'cognito-local/lib/targets/getUser.js';
import { GetUserAttributeVerificationCode } from 'cognito-local/lib/targets/getUserAttributeVerificationCode.js';
import { InitiateAuth } from 'cognito-local/lib/targets/initiateAuth.js';
import { ListUserPoolClients } from 'cognito-local/lib/targets/listUserPoolClients.js';
import { ListUsers } from 'cognito-local/lib/targets/listUsers.js';
import { RevokeToken } from 'cognito-local/lib/targets/revokeToken.js';
import { SignUp } from 'cognito-local/lib/targets/signUp.js';
import { UpdateUserAttributes } from 'cognito-local/lib/targets/updateUserAttributes.js';
import { VerifyUserAttribute } from 'cognito-local/lib/targets/verifyUserAttribute.js';
import type { Route } from './fidelity';

type TargetFactory = (services: Services) => Route;

/**
 * Every operation of the Cognito user pools API (AWSCognitoIdentityProviderService). A target
 * outside this list answers 400 UnknownOperationException, as the hosted service does.
 */
export const COGNITO_OPERATIONS: ReadonlySet<string> = new Set(
  `AddCustomAttributes AddUserPoolClientSecret AdminAddUserToGroup AdminConfirmSignUp AdminCreateUser AdminDeleteUser
  AdminDeleteUserAttributes AdminDisableProviderForUser AdminDisableUser AdminEnableUser AdminForgetDevice AdminGetDevice
  AdminGetUser AdminGetUserAuthFactors AdminInitiateAuth AdminLinkProviderForUser AdminListDevices AdminListGroupsForUser
  AdminListUserAuthEvents AdminListUserSessions AdminRemoveUserFromGroup AdminResetUserPassword AdminRespondToAuthChallenge
  AdminRevokeUserSession AdminSetUserMFAPreference AdminSetUserPassword AdminSetUserSettings AdminUpdateAuthEventFeedback
  AdminUpdateDeviceStatus AdminUpdateUserAttributes AdminUserGlobalSignOut AssociateSoftwareToken ChangePassword
  CompleteWebAuthnRegistration ConfirmDevice ConfirmForgotPassword ConfirmSignUp CreateGroup CreateIdentityProvider
  CreateManagedLoginBranding CreateResourceServer CreateTerms CreateUserImportJob CreateUserPool CreateUserPoolClient
  CreateUserPoolDomain CreateUserPoolReplica DeleteGroup DeleteIdentityProvider DeleteManagedLoginBranding DeleteResourceServer
  DeleteTerms DeleteUser DeleteUserAttributes DeleteUserPool DeleteUserPoolClient DeleteUserPoolClientSecret DeleteUserPoolDomain
  DeleteUserPoolReplica DeleteWebAuthnCredential DescribeIdentityProvider DescribeManagedLoginBranding
  DescribeManagedLoginBrandingByClient DescribeResourceServer DescribeRiskConfiguration DescribeTerms DescribeTermsByClient
  DescribeUserImportJob DescribeUserPool DescribeUserPoolClient DescribeUserPoolDomain ForgetDevice ForgotPassword GetCSVHeader
  GetClientToken GetDevice GetGroup GetIdentityProviderByIdentifier GetLogDeliveryConfiguration GetProvisionedLimit
  GetSigningCertificate GetTokensFromRefreshToken GetUICustomization GetUser GetUserAttributeVerificationCode GetUserAuthFactors
  GetUserPoolClientSessionConfiguration GetUserPoolMfaConfig GetUserPoolSessionConfiguration GlobalSignOut InitiateAuth
  ListDevices ListGroups ListIdentityProviders ListResourceServers ListTagsForResource ListTerms ListUserImportJobs
  ListUserPoolClientSecrets ListUserPoolClients ListUserPoolReplicas ListUserPools ListUserSessions ListUsers ListUsersInGroup
  ListWebAuthnCredentials ResendConfirmationCode RespondToAuthChallenge RevokeToken RevokeUserSession SetLogDeliveryConfiguration
  SetRiskConfiguration SetUICustomization SetUserMFAPreference SetUserPoolClientSessionConfiguration SetUserPoolMfaConfig
  SetUserPoolSessionConfiguration SetUserSettings SignUp StartUserImportJob StartWebAuthnRegistration StopUserImportJob
  TagResource UntagResource UpdateAuthEventFeedback UpdateDeviceStatus UpdateGroup UpdateIdentityProvider
  UpdateManagedLoginBranding UpdateProvisionedLimit UpdateResourceServer UpdateTerms UpdateUserAttributes UpdateUserPool
  UpdateUserPoolClient UpdateUserPoolDomain UpdateUserPoolReplica VerifySoftwareToken VerifyUserAttribute`.split(/\s+/),
);

/**
 * The operations hosted Cognito serves without IAM credentials (the API model's `noAuth` ones:
 * authorised by the app client id, a code, a session or the user's access token). Every other
 * operation (Admin*, List*, Describe*, Create*…) must be SigV4-signed with the admin credentials
 * (sigv4.ts). ListDevices, ListUserSessions and ListWebAuthnCredentials are token-authorised in
 * hosted Cognito, but the emulator implements none of them: like every Admin* and List* operation
 * here, they are refused unsigned.
 */
const OPERATIONS_WITHOUT_IAM: ReadonlySet<string> = new Set([
  'AssociateSoftwareToken', 'ChangePassword', 'CompleteWebAuthnRegistration', 'ConfirmDevice', 'ConfirmForgotPassword',
  'ConfirmSignUp', 'DeleteUser', 'DeleteUserAttributes', 'DeleteWebAuthnCredential', 'ForgetDevice', 'ForgotPassword',
  'GetDevice', 'GetTokensFromRefreshToken', 'GetUser', 'GetUserAttributeVerificationCode', 'GetUserAuthFactors',
  'GlobalSignOut', 'InitiateAuth', 'ResendConfirmationCode', 'RespondToAuthChallenge', 'RevokeToken', 'RevokeUserSession',
  'SetUserMFAPreference', 'SetUserSettings', 'SignUp', 'StartWebAuthnRegistration', 'UpdateAuthEventFeedback',
  'UpdateDeviceStatus', 'UpdateUserAttributes', 'VerifySoftwareToken', 'VerifyUserAttribute',
]);

export const requiresAdminSignature = (operation: string) => !OPERATIONS_WITHOUT_IAM.has(operation);

const TARGETS = {
  // user operations (the product, from the browser)
  SignUp,
  ConfirmSignUp,
  InitiateAuth,
  ForgotPassword,
  ConfirmForgotPassword,
  ChangePassword,
  GetUser,
  UpdateUserAttributes,
  DeleteUser,
  DeleteUserAttributes,
  GetUserAttributeVerificationCode,
  VerifyUserAttribute,
  RevokeToken,
  // admin operations (tooling and tests)
  AdminCreateUser,
  AdminSetUserPassword,
  AdminConfirmSignUp,
  AdminGetUser,
  AdminDeleteUser,
  AdminUpdateUserAttributes,
  AdminDeleteUserAttributes,
  AdminDisableUser,
  AdminEnableUser,
  AdminInitiateAuth,
  ListUsers,
  DescribeUserPool,
  DescribeUserPoolClient,
  ListUserPoolClients,
} as unknown as Record<string, TargetFactory>;

/** Operation name → cognito-local's handler (or an Unsupported rejection). */
export function cognitoLocalRouter(services: Services): (target: string) => Route {
  const routes = new Map(Object.entries(TARGETS).map(([name, factory]) => [name, factory(services)]));
  return (target) =>
    routes.get(target) ?? (() => Promise.reject(new UnsupportedError(`Unsupported x-amz-target header "${target}"`)));
}
