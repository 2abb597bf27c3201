// Ports of the e2e stack: shifted by 100 from the defaults so a running `npm start` is not disturbed.
export const E2E_PORTS = {
  shell: 3100,
  discovery: 3101,
  booking: 3102,
  therapistArea: 3103,
  clientArea: 3104,
  api: 4100,
  identity: 9329,
} as const;

export const baseUrl = `http://localhost:${E2E_PORTS.shell}`;
export const apiUrl = `http://localhost:${E2E_PORTS.api}`;
export const identityUrl = `http://localhost:${E2E_PORTS.identity}`;

export function stackEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    SHELL_PORT: String(E2E_PORTS.shell),
    DISCOVERY_PORT: String(E2E_PORTS.discovery),
    BOOKING_PORT: String(E2E_PORTS.booking),
    THERAPIST_AREA_PORT: String(E2E_PORTS.therapistArea),
    CLIENT_AREA_PORT: String(E2E_PORTS.clientArea),
    API_PORT: String(E2E_PORTS.api),
    IDENTITY_PORT: String(E2E_PORTS.identity),
    DATA_DIR: dataDir,
    // e2e drives many sign-ups and writes from one address: the rate limit is exercised by api tests.
    RATE_LIMIT_MAX: '100000',
  };
}
