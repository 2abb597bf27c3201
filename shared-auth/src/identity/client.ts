// The Cognito user-pool client, created lazily from the runtime config (region, optional
// endpoint of the local emulator). Every operation we use is unauthenticated in the Cognito
// API (the SDK's auth scheme for them is smithy.api#noAuth): requests go out unsigned. The
// placeholder credentials only make sure the SDK never goes looking for AWS credentials.
// The SDK (~50 KB gzip) is fetched on the first identity call, not with the page: a guest
// browsing the catalogue never needs it (docs/benchmarks.md, shell initial JS budget).
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { IDENTITY_RETRY_TIMEOUT_MS } from '@acolhe/shared-domain';
import { getRuntimeConfig } from '../config';

/** product.md#limits "Identity client retry time-out 5 seconds": each attempt gives up after 5 s. */
export const IDENTITY_REQUEST_TIMEOUT_MS = IDENTITY_RETRY_TIMEOUT_MS;
/** One retry of a transient failure (throttling, 5xx, time-out); the SDK decides what is retryable. */
export const IDENTITY_MAX_ATTEMPTS = 2;

export type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

let sdk: Promise<CognitoSdk> | null = null;

/** The Cognito SDK module, loaded once; a failed load (offline) is retried by the next call. */
export function loadCognitoSdk(): Promise<CognitoSdk> {
  sdk ??= import('@aws-sdk/client-cognito-identity-provider').catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

let cached: { key: string; client: CognitoIdentityProviderClient } | null = null;

/** The SDK and a client for the configured pool (the runtime config is read before anything loads). */
export async function identity(): Promise<{ sdk: CognitoSdk; client: CognitoIdentityProviderClient }> {
  const { region, endpoint } = getRuntimeConfig().cognito;
  const loaded = await loadCognitoSdk();
  return { sdk: loaded, client: clientFor(loaded, region, endpoint) };
}

export async function getIdentityClient(): Promise<CognitoIdentityProviderClient> {
  return (await identity()).client;
}

function clientFor(loaded: CognitoSdk, region: string, endpoint: string | undefined): CognitoIdentityProviderClient {
  const key = `${region}|${endpoint ?? ''}`;
  if (!cached || cached.key !== key) {
    cached = {
      key,
      client: new loaded.CognitoIdentityProviderClient({
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
