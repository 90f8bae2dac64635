// The single-use links' tokens (issue 31), pure so they are unit-tested without a database: 32 random
// bytes in base64url go into the mail's link and nowhere else; the database keeps their SHA-256. The mail
// is sent after the commit, possibly by a later process (lib/outbox), so its outbox row carries the token
// sealed (AES-256-GCM under a key derived from SESSION_SECRET), never in the clear: a retry opens the same
// token and sends the same message.
import crypto from "node:crypto";

export const TOKEN_BYTES = 32;
export const TOKEN_PURPOSES = { "verify-email": 24 * 60 * 60 * 1000, "password-reset": 30 * 60 * 1000 } as const;
export type TokenPurpose = keyof typeof TOKEN_PURPOSES;

export { TOKEN_PATTERN } from "@/lib/account-tokens/schemas";

export const newToken = () => crypto.randomBytes(TOKEN_BYTES).toString("base64url");
export const hashToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");
export const expiryOf = (purpose: TokenPurpose, now: Date) => new Date(now.getTime() + TOKEN_PURPOSES[purpose]);

export type StoredToken = { expiresAt: Date; usedAt: Date | null };

/** Why a stored token cannot be used now, or null when it can. */
export function tokenProblem(row: StoredToken | null, now: Date): "unknown" | "used" | "expired" | null {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

const keyOf = (secret: string) => Buffer.from(crypto.hkdfSync("sha256", secret, "cfp-mail", "account-token seal", 32));

/** The token sealed for its outbox row: iv.ciphertext.tag, base64url. */
export function sealToken(token: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString("base64url")).join(".");
}

export function openToken(sealed: string, secret: string): string {
  const [iv, body, tag] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  const decipher = crypto.createDecipheriv("aes-256-gcm", keyOf(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
