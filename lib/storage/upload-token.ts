// The signed token inside an upload URL. It is the only credential its PUT carries (DESIGN.md "Uploads"),
// so it names the exact key, the size limit, the allowed types and an expiry, and is signed with a key
// derived from SESSION_SECRET for this one purpose (a session seal can never pass as a token or back).
import "server-only";
import crypto from "node:crypto";
import { z } from "zod";
import { env } from "@/lib/env";
import { forbidden } from "@/lib/errors";

export type UploadGrant = {
  key: string;
  maxBytes: number;
  /** The type the PUT must carry, when the asker declared one. */
  contentType?: string;
  /** The types the stored file may have, checked by its first bytes at the PUT; absent means any. */
  allowedTypes?: string[];
  /** Unix time in seconds. */
  expiresAt: number;
};

const payloadSchema = z.object({
  k: z.string().min(1),
  m: z.number().int().positive(),
  c: z.string().optional(),
  t: z.array(z.string()).optional(),
  e: z.number().int(),
});

export const INVALID_UPLOAD_URL = "Invalid upload URL";
export const EXPIRED_UPLOAD_URL = "Upload URL has expired";

function signingKey(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", env.sessionSecret, "", "cfp upload-url v1", 32));
}

const sign = (payload: string) => crypto.createHmac("sha256", signingKey()).update(payload).digest();

export function signUploadToken(grant: UploadGrant): string {
  const body = { k: grant.key, m: grant.maxBytes, c: grant.contentType, t: grant.allowedTypes, e: grant.expiresAt };
  const payload = Buffer.from(JSON.stringify(body)).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

/** The grant a token carries; FORBIDDEN when it was not signed by us, was altered, or has expired. */
export function verifyUploadToken(token: string, nowMs = Date.now()): UploadGrant {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) throw forbidden(INVALID_UPLOAD_URL);
  // Compared as text, not as decoded bytes: base64url's last character of 32 bytes carries two unused
  // bits, so decoding would accept four spellings of one signature.
  const expected = Buffer.from(sign(payload).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw forbidden(INVALID_UPLOAD_URL);
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    throw forbidden(INVALID_UPLOAD_URL);
  }
  if (parsed.e * 1000 <= nowMs) throw forbidden(EXPIRED_UPLOAD_URL);
  return { key: parsed.k, maxBytes: parsed.m, contentType: parsed.c, allowedTypes: parsed.t, expiresAt: parsed.e };
}
