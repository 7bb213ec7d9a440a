import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds, a 160-bit secret. */
const PERIOD = 30;
const SECRET_BYTES = 20;

/** A new shared secret (base32), the otpauth URL an app reads, and that URL as a QR code. */
export function newTotp(userName: string) {
  const totp = new TOTP({ issuer: 'Zeya', label: userName, secret: new Secret({ size: SECRET_BYTES }) });
  const url = totp.toString();
  return { secret: totp.secret.base32, otpauthUrl: url, qrSvg: renderSVG(url) };
}

/**
 * The 30-second step `code` belongs to, within one step either side of `at` (a phone's clock drifts), or null. The
 * caller accepts a step once only, so an overheard code cannot be used again.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
    timestamp,
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp }) + delta;
}
