// The sealed token inside an upload URL (DESIGN.md "Uploads"): it names the pending upload it belongs to
// (lib/storage/pending-uploads.ts, which makes it single-use), the user who asked for it, the exact key,
// the size limit, the allowed types and an expiry. Sealed with iron-session (encrypted and authenticated,
// the library the session cookie already trusts) under a password derived from SESSION_SECRET for this
// one purpose, so a session seal can never pass as a token or back.
import "server-only";
import crypto from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { z } from "zod";
import { env } from "@/lib/env";
import { forbidden } from "@/lib/errors";

export type UploadGrant = {
  /** The pending upload's id. */
  id: string;
  /** The user who asked for the URL: only their session may PUT to it. */
  userId: string;
  key: string;
  maxBytes: number;
  /** The type the PUT must carry, when the asker declared one. */
  contentType?: string;
  /** The types the stored file may have, checked by its bytes at the PUT. */
  allowedTypes: string[];
  /** Unix time in seconds. */
  expiresAt: number;
};

const grantSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  key: z.string().min(1),
  maxBytes: z.number().int().positive(),
  contentType: z.string().optional(),
  allowedTypes: z.array(z.string()).min(1),
  expiresAt: z.number().int(),
});

export const INVALID_UPLOAD_URL = "Invalid upload URL";
export const EXPIRED_UPLOAD_URL = "Upload URL has expired";

function password(): string {
  return Buffer.from(crypto.hkdfSync("sha256", env.sessionSecret, "", "cfp upload-token v2", 32)).toString("hex");
}

// The seal itself never expires (ttl 0): the expiry is the grant's own, checked below, so an expired URL
// is told apart from a forged one.
export async function sealUploadToken(grant: UploadGrant): Promise<string> {
  return sealData(grant, { password: password(), ttl: 0 });
}

/** The grant a token carries; FORBIDDEN when it was not sealed by us, was altered, or has expired. */
export async function unsealUploadToken(token: string, nowMs = Date.now()): Promise<UploadGrant> {
  let data: unknown;
  try {
    data = await unsealData(token, { password: password(), ttl: 0 });
  } catch {
    throw forbidden(INVALID_UPLOAD_URL);
  }
  const parsed = grantSchema.safeParse(data);
  if (!parsed.success) throw forbidden(INVALID_UPLOAD_URL);
  if (parsed.data.expiresAt * 1000 <= nowMs) throw forbidden(EXPIRED_UPLOAD_URL);
  return parsed.data;
}
