// TOTP as Cognito's software-token MFA uses it (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits,
// one step of clock drift either side), over `otpauth`. Secrets are base32 (what authenticator
// apps read), 20 random bytes like Cognito's. Dev-only (the emulator and its tooling).
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Acolhe';

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/** A new secret, base32 (32 characters). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The code of `secret` at `at` (ms). */
export const totpCode = (secret: string, at = Date.now()): string => totpFor(secret).generate({ timestamp: at });

/** The time step (counter) a code belongs to at `at`. */
export const totpStep = (at = Date.now()): number => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step `code` matches for `secret` around `at` (±1 step), or null. Callers refuse a step
 * already used (a code is good once).
 */
export function matchTotp(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : totpStep(at) + delta;
}

/** The otpauth:// URI an authenticator app reads (as a QR code): `otpauth://totp/Acolhe:<email>?secret=…`. */
export const otpauthUri = (secret: string, email: string): string => totpFor(secret, email).toString();
