import "server-only";
// Secrets the server must read back (an authenticator's shared secret), sealed at rest with AES-256-GCM
// under a key derived from SESSION_SECRET, as lib/storage/upload-token.ts derives its own. A copy of the
// database alone does not give away anyone's codes. Changing SESSION_SECRET makes sealed secrets
// unreadable: those accounts then sign in with a recovery code and enrol again (README, Configuration).
import crypto from "node:crypto";
import { env } from "@/lib/env";

const VERSION = "v1";

function key(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", env.sessionSecret, "", "cfp secret-box v1", 32));
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts; `context` (the owner's id) is bound as associated data. */
export function seal(plain: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The plain text, or null for a value sealed under another secret or for another owner. */
export function unseal(sealed: string, context: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
