// The Cognito user-pool client, created lazily from the runtime config (region, optional
// endpoint of the local emulator). Every operation we use is unauthenticated in the Cognito
// API (the SDK's auth scheme for them is smithy.api#noAuth): requests go out unsigned. The
// placeholder credentials only make sure the SDK never goes looking for AWS credentials.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { IDENTITY_RETRY_TIMEOUT_MS } from '@acolhe/shared-domain';
import { getRuntimeConfig } from '../config';

/** SPEC §9 "Identity client retry time-out 5 seconds": each attempt gives up after 5 s. */
export const IDENTITY_REQUEST_TIMEOUT_MS = IDENTITY_RETRY_TIMEOUT_MS;
/** One retry of a transient failure (throttling, 5xx, time-out); the SDK decides what is retryable. */
export const IDENTITY_MAX_ATTEMPTS = 2;

let cached: { key: string; client: CognitoIdentityProviderClient } | null = null;

export function getIdentityClient(): CognitoIdentityProviderClient {
  const { region, endpoint } = getRuntimeConfig().cognito;
  const key = `${region}|${endpoint ?? ''}`;
  if (!cached || cached.key !== key) {
    cached = {
      key,
      client: new CognitoIdentityProviderClient({
        region,
        ...(endpoint ? { endpoint } : {}),
        maxAttempts: IDENTITY_MAX_ATTEMPTS,
        requestHandler: { requestTimeout: IDENTITY_REQUEST_TIMEOUT_MS },
        credentials: { accessKeyId: 'unsigned', secretAccessKey: 'unsigned' },
      }),
    };
  }
  return cached.client;
}

export function getClientId(): string {
  return getRuntimeConfig().cognito.clientId;
}

/** E-mails are the Cognito username: trimmed and lower-cased everywhere, so case never splits an account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
