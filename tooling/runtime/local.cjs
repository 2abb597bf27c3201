// The runtime settings of the LOCAL stack (served as /config.json and /remotes.json beside the
// shell). One build serves any environment: production writes its own two files instead.
// Every value is overridable by an environment variable at serve time.
const env = process.env;

const ports = {
  shell: Number(env.SHELL_PORT ?? 3000),
  discovery: Number(env.DISCOVERY_PORT ?? 3001),
  booking: Number(env.BOOKING_PORT ?? 3002),
  therapistArea: Number(env.THERAPIST_AREA_PORT ?? 3003),
  clientArea: Number(env.CLIENT_AREA_PORT ?? 3004),
  // 3005 is the releases server's
  operacao: Number(env.OPERACAO_PORT ?? 3006),
  api: Number(env.API_PORT ?? 4000),
  identity: Number(env.IDENTITY_PORT ?? 9229),
};

/** MF container name → its folder (and the env var that re-points it: ACOLHE_REMOTE_<NAME>). */
const remoteFolders = {
  discovery: 'mfe-discovery',
  booking: 'mfe-booking',
  therapistArea: 'mfe-therapist-area',
  clientArea: 'mfe-client-area',
  operacao: 'mfe-operacao',
};

/** A comma-separated environment variable as a list (blank entries dropped). */
const listOf = (value) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

const envKey = (name) => `ACOLHE_REMOTE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

function localRemotes() {
  return Object.fromEntries(
    Object.keys(remoteFolders).map((name) => [
      name,
      env[envKey(name)] ?? `http://localhost:${ports[name]}/mf-manifest.json`,
    ]),
  );
}

function localRuntimeConfig() {
  return {
    apiBaseUrl: env.ACOLHE_API_URL ?? `http://localhost:${ports.api}`,
    cognito: {
      region: env.COGNITO_REGION ?? 'us-east-2',
      endpoint: env.COGNITO_ENDPOINT ?? `http://localhost:${ports.identity}`,
      userPoolId: env.COGNITO_USER_POOL_ID ?? 'local_acolhe',
      clientId: env.COGNITO_CLIENT_ID ?? 'acolhelocalclient000000000',
    },
    // the operators' pool (scripts/identity/constants.ts LOCAL_OPERADORES_*), same region/endpoint
    operadores: {
      userPoolId: env.COGNITO_OPERADORES_USER_POOL_ID ?? 'local_operadores',
      clientId: env.COGNITO_OPERADORES_CLIENT_ID ?? 'acolheoperadoresclient0000',
    },
    supportEmail: env.ACOLHE_SUPPORT_EMAIL ?? 'contato@acolhe.com.br',
    remoteOverrides: remoteOverrides(),
  };
}

/**
 * Whether an integration tester may re-point a remote in their browser (`?remote.<name>=`), and
 * to which origins. Off unless ACOLHE_REMOTE_OVERRIDES=true (`npm start` serves like production;
 * `npm run dev` turns it on with devOverrideOrigins()).
 */
function remoteOverrides() {
  return {
    enabled: env.ACOLHE_REMOTE_OVERRIDES === 'true',
    allowedOrigins: listOf(env.ACOLHE_REMOTE_OVERRIDE_ORIGINS),
  };
}

/** `npm run dev`'s default override origins: a remote under test on its port + 1100 (4101–4104, 4106). */
function devOverrideOrigins() {
  return Object.keys(remoteFolders).map((name) => `http://localhost:${ports[name] + 1100}`);
}

/**
 * The shell's origins: the only ones the remotes answer CORS for (the shell fetches their
 * mf-manifest.json). ACOLHE_SHELL_ORIGINS=a,b replaces the default.
 */
function shellOrigins() {
  const configured = listOf(env.ACOLHE_SHELL_ORIGINS);
  return configured.length ? configured : [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`];
}

module.exports = { ports, remoteFolders, envKey, localRemotes, localRuntimeConfig, remoteOverrides, devOverrideOrigins, shellOrigins };
