// Runtime configuration: the shell fetches /config.json once at start-up and hands it here, so
// the same built bundles run against the local stack and production without a rebuild.
// Everything in shared-auth that needs a URL or an id (Cognito client, HTTP client, token
// storage key) reads it through getRuntimeConfig() at call time, never at import time.
import { takeEarlyFetch } from './earlyFetch';

export interface RuntimeConfig {
  /** Base URL of the product backend (absolute, or a path on this origin such as '/api'). */
  apiBaseUrl: string;
  cognito: {
    region: string;
    /** Overrides the AWS endpoint, e.g. the local identity emulator (http://localhost:9229). */
    endpoint?: string;
    userPoolId: string;
    clientId: string;
  };
  /**
   * The operators' user pool (staff, MFA required; issue 32), on the same region/endpoint as
   * `cognito`. Absent: the operators' console cannot sign in (shared-auth/operador says so).
   */
  operadores?: { userPoolId: string; clientId: string };
  supportEmail: string;
  /**
   * Integration testers' `?remote.<name>=` overrides (shared-ui/src/federation). Absent or
   * disabled: ignored and any stored override removed. Enabled: only manifest URLs on these
   * origins are accepted.
   */
  remoteOverrides?: { enabled: boolean; allowedOrigins: string[] };
}

let current: RuntimeConfig | null = null;
const listeners = new Set<(config: RuntimeConfig) => void>();

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Validates an untrusted value (the parsed config.json); throws one Error naming every problem. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problems: string[] = [];
  const root = isObject(value) ? value : {};
  if (!isObject(value)) problems.push('the config must be a JSON object');
  if (!nonEmpty(root.apiBaseUrl)) problems.push('apiBaseUrl must be a non-empty string');
  const cognito = isObject(root.cognito) ? root.cognito : {};
  if (!isObject(root.cognito)) problems.push('cognito must be an object');
  if (!nonEmpty(cognito.region)) problems.push('cognito.region must be a non-empty string');
  if (!nonEmpty(cognito.userPoolId)) problems.push('cognito.userPoolId must be a non-empty string');
  if (!nonEmpty(cognito.clientId)) problems.push('cognito.clientId must be a non-empty string');
  if (cognito.endpoint !== undefined && cognito.endpoint !== null) {
    if (!nonEmpty(cognito.endpoint) || !/^https?:\/\/[^/]/i.test(cognito.endpoint)) {
      problems.push('cognito.endpoint, when given, must be an http(s) URL');
    }
  }
  const operadores = root.operadores;
  if (operadores !== undefined && operadores !== null) {
    if (!isObject(operadores)) problems.push('operadores, when given, must be { userPoolId, clientId }');
    else {
      if (!nonEmpty(operadores.userPoolId)) problems.push('operadores.userPoolId must be a non-empty string');
      if (!nonEmpty(operadores.clientId)) problems.push('operadores.clientId must be a non-empty string');
      if (nonEmpty(operadores.clientId) && nonEmpty(cognito.clientId) && operadores.clientId.trim() === cognito.clientId.trim())
        problems.push("operadores.clientId must not be the customers' cognito.clientId");
    }
  }
  if (typeof root.supportEmail !== 'string' || !root.supportEmail.includes('@')) {
    problems.push('supportEmail must be an e-mail address');
  }
  const overrides = root.remoteOverrides;
  const allowedOrigins: string[] = [];
  if (overrides !== undefined && overrides !== null) {
    if (!isObject(overrides) || typeof overrides.enabled !== 'boolean' || !Array.isArray(overrides.allowedOrigins)) {
      problems.push('remoteOverrides, when given, must be { enabled: boolean, allowedOrigins: string[] }');
    } else {
      for (const origin of overrides.allowedOrigins) {
        let parsed: string | null = null;
        try {
          if (typeof origin === 'string' && /^https?:\/\/[^/?#]+\/?$/i.test(origin.trim())) parsed = new URL(origin.trim()).origin;
        } catch {
          parsed = null;
        }
        if (parsed) allowedOrigins.push(parsed);
        else problems.push(`remoteOverrides.allowedOrigins: ${JSON.stringify(origin)} is not an http(s) origin`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid runtime config: ${problems.join('; ')}.`);
  }
  const endpoint = nonEmpty(cognito.endpoint) ? cognito.endpoint.trim() : undefined;
  return {
    apiBaseUrl: (root.apiBaseUrl as string).trim(),
    cognito: {
      region: (cognito.region as string).trim(),
      ...(endpoint ? { endpoint } : {}),
      userPoolId: (cognito.userPoolId as string).trim(),
      clientId: (cognito.clientId as string).trim(),
    },
    ...(isObject(operadores)
      ? { operadores: { userPoolId: (operadores.userPoolId as string).trim(), clientId: (operadores.clientId as string).trim() } }
      : {}),
    supportEmail: (root.supportEmail as string).trim(),
    ...(isObject(overrides) ? { remoteOverrides: { enabled: overrides.enabled as boolean, allowedOrigins } } : {}),
  };
}

/** Installs the runtime config (validated) and notifies the session so it can load its tokens. */
export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  current = parseRuntimeConfig(config);
  for (const listener of [...listeners]) listener(current);
  return current;
}

/** The runtime config; throws a clear error when the shell has not loaded it yet. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error(
      'Acolhe runtime config is not loaded: the shell must call loadRuntimeConfig() (or setRuntimeConfig()) before any identity or API call.',
    );
  }
  return current;
}

/** The runtime config or null, for code that can work without it (e.g. reading the cached user). */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}

/** Subscribes to setRuntimeConfig calls; returns the unsubscribe function. */
export function onRuntimeConfig(listener: (config: RuntimeConfig) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Fetches, validates and installs the runtime config (the shell calls this before rendering). */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await (takeEarlyFetch(url) ?? fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } }));
  } catch (cause) {
    throw new Error(`Could not load the runtime config from ${url}: network error.`, { cause });
  }
  if (!response.ok) {
    throw new Error(`Could not load the runtime config from ${url}: HTTP ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new Error(`Could not load the runtime config from ${url}: the body is not JSON.`, { cause });
  }
  return setRuntimeConfig(parseRuntimeConfig(body));
}

/** Test helper: forgets the config (listeners stay). */
export function resetRuntimeConfigForTests(): void {
  current = null;
}
