// RFC 6238 codes with otpauth: 6 digits, 30-second steps, SHA-1 (what every authenticator app reads from
// the QR code). Pure, so the replay and clock-skew rules are unit-tested without a database.
import { Secret, TOTP } from "otpauth";

export const TOTP_PERIOD = 30;
/** One step either way: a phone whose clock is up to ~30 s off still works; two steps off does not. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = "Charger Finance Portal";

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totp(secret: string, label = "account", issuer = TOTP_ISSUER): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: TOTP_PERIOD });
}

export const otpauthUrl = (secret: string, username: string, issuer = TOTP_ISSUER): string => totp(secret, username, issuer).toString();

/** The code an authenticator shows at `timestamp` (tests; the e2e journey computes its own). */
export const codeAt = (secret: string, timestamp: number): string => totp(secret).generate({ timestamp });

export const stepAt = (timestamp: number): number => Math.floor(timestamp / 1000 / TOTP_PERIOD);

/**
 * The time step `code` belongs to when it is valid at `now` within ±1 step, and newer than `lastUsedStep`
 * (a code is accepted once, and none from before the last accepted one); otherwise null.
 */
export function acceptedStep(secret: string, code: string, lastUsedStep: number | null, now: number): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totp(secret).validate({ token: digits, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = stepAt(now) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}
