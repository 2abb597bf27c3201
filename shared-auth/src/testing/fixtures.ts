// Test helpers (not exported from the package).
import { resetRuntimeConfigForTests, setRuntimeConfig, type RuntimeConfig } from '../config';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/',
  cognito: { region: 'us-east-2', endpoint: 'http://localhost:9229', userPoolId: 'local_acolhe', clientId: 'testclient' },
  supportEmail: 'suporte@acolhe.com.br',
};
export const TOKENS_KEY = 'CognitoIdentityServiceProvider.testclient.tokens';

export function useTestConfig(): void {
  setRuntimeConfig(TEST_CONFIG);
}

export function forgetConfig(): void {
  resetRuntimeConfigForTests();
}

function b64url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given payload (the browser never verifies; the api does). */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${b64url(JSON.stringify({ alg: 'RS256', kid: 'k' }))}.${b64url(JSON.stringify(payload))}.sig`;
}

export const CLIENTE = { id: 'u-cli-1', name: 'Rafael Lima', email: 'cliente@x.com', tipo: 'cliente' as const, image: '' };
export const TERAPEUTA = { id: 'u-ter-1', name: 'Marina Duarte', email: 'terapeuta@x.com', tipo: 'terapeuta' as const, image: 'https://img/m.png' };

export function tokens(overrides: Partial<{ accessToken: string; idToken: string; refreshToken: string; expiresIn: number; expiresAt: number }> = {}) {
  return {
    accessToken: 'access-1',
    idToken: 'id-1',
    refreshToken: 'refresh-1',
    expiresIn: 3600,
    expiresAt: Date.now() + 3600_000,
    ...overrides,
  };
}
