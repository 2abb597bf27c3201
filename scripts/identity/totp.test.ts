import { Secret } from 'otpauth';
import { matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1 key "12345678901234567890" (its 6 last digits)
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vectors', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accepts one step of drift either side, not two, and names the step', () => {
    const at = 1_234_567_890_000;
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(totpStep(at));
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(totpStep(at) - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(totpStep(at) + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', at)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI an authenticator reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'ana@acolhe.com.br'));
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Acolhe:ana@acolhe.com.br');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret, issuer: 'Acolhe', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
