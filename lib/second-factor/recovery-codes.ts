// Ten single-use recovery codes per account: 10 characters of Crockford base32 (50 random bits) shown as
// "xxxxx-xxxxx". Stored as SHA-256 of the normalized code: with that much entropy a slow password hash
// adds nothing, and a lookup by hash stays one indexed query.
import crypto from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What the user typed, as stored: case, spaces and dashes do not matter; look-alikes read as Crockford does. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "").replace(/[oil]/g, (c) => (c === "o" ? "0" : "1"));
}

export const hashRecoveryCode = (code: string): string => crypto.createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
