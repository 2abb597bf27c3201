// Ports of the e2e stack: shifted by 100 from the defaults so a running `npm start` is not
// disturbed; E2E_PORT_OFFSET shifts them again so two e2e runs can share a machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  shell: 3100 + offset,
  discovery: 3101 + offset,
  booking: 3102 + offset,
  therapistArea: 3103 + offset,
  clientArea: 3104 + offset,
  /** the operators' console (3105–3108 are taken below) */
  operacao: 3109 + offset,
  api: 4100 + offset,
  identity: 9329 + offset,
  /** the mail catcher (maildev): SMTP, and its web UI + REST API */
  mailSmtp: 1125 + offset,
  mailWeb: 1180 + offset,
  /** the stack's mail-catcher control (pause/resume its SMTP), e2e only */
  mailControl: 1181 + offset,
  /** A second shell with remote overrides enabled, started by remote-trust.e2e.ts itself. */
  overridesShell: 3105 + offset,
  /** The stack's releases server (`npm run release` versions; 3106 and 3107 are remote-trust's). */
  releases: 3108 + offset,
} as const;

export const baseUrl = `http://localhost:${E2E_PORTS.shell}`;
export const apiUrl = `http://localhost:${E2E_PORTS.api}`;
export const identityUrl = `http://localhost:${E2E_PORTS.identity}`;
export const overridesShellUrl = `http://localhost:${E2E_PORTS.overridesShell}`;
/** maildev: every e-mail the api sent (REST API under /api) */
export const mailUrl = `http://localhost:${E2E_PORTS.mailWeb}`;
export const mailControlUrl = `http://127.0.0.1:${E2E_PORTS.mailControl}`;
/** The operators' pool as the e2e api trusts it: this stack's identity emulator, its one key
 * (operador-token.ts signs operators' tokens with it). */
export const operadoresIssuer = `${identityUrl}/local_operadores`;
export const OPERADORES_CLIENT_ID = 'acolheoperadoresclient0000';

export function stackEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    SHELL_PORT: String(E2E_PORTS.shell),
    DISCOVERY_PORT: String(E2E_PORTS.discovery),
    BOOKING_PORT: String(E2E_PORTS.booking),
    THERAPIST_AREA_PORT: String(E2E_PORTS.therapistArea),
    CLIENT_AREA_PORT: String(E2E_PORTS.clientArea),
    OPERACAO_PORT: String(E2E_PORTS.operacao),
    API_PORT: String(E2E_PORTS.api),
    IDENTITY_PORT: String(E2E_PORTS.identity),
    RELEASES_PORT: String(E2E_PORTS.releases),
    MAILDEV_SMTP_PORT: String(E2E_PORTS.mailSmtp),
    MAILDEV_WEB_PORT: String(E2E_PORTS.mailWeb),
    MAILDEV_CONTROL_PORT: String(E2E_PORTS.mailControl),
    // e-mails leave the outbox within a second, and a failed send is retried after ~1 s, 2 s, 4 s…
    // (not 30 s) so the outage test sees the message arrive soon after the catcher is back.
    MAIL_ENABLED: 'true',
    MAIL_INTERVAL_MS: '500',
    MAIL_RETRY_DELAY_S: '1',
    DATA_DIR: dataDir,
    // e2e drives many sign-ups and writes from one address: the rate limit is exercised by api tests.
    RATE_LIMIT_WRITE_MAX: '100000',
    RATE_LIMIT_PUBLIC_MAX: '100000',
    // The stack's own shell stays production-like (overrides off, whatever the caller's
    // environment); the second shell of remote-trust.e2e.ts reads the remotes' manifests and
    // calls the api from its own origin.
    ACOLHE_REMOTE_OVERRIDES: 'false',
    ACOLHE_SHELL_ORIGINS: [baseUrl, overridesShellUrl].join(','),
    CORS_ORIGINS: [
      baseUrl,
      ...[E2E_PORTS.discovery, E2E_PORTS.booking, E2E_PORTS.therapistArea, E2E_PORTS.clientArea, E2E_PORTS.operacao].map((p) => `http://localhost:${p}`),
      overridesShellUrl,
    ].join(','),
  };
}
