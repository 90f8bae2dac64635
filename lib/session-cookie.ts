// What the sealed cookie carries. Shared by the Edge middleware (which can only read the cookie) and the
// Node handlers (which also check the session row). Client-safe: no database, no Node APIs.
import { sealData, unsealData } from "iron-session";

export const SESSION_COOKIE = "cfp_session";
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type CookiePayload = { sid: string; uid: string; role: "employee" | "external" };

export function sealSessionCookie(payload: CookiePayload, secret: string): Promise<string> {
  return sealData(payload, { password: secret, ttl: SESSION_TTL_SECONDS });
}

/** Returns null for anything that is not a cookie we sealed (forged, tampered, expired, malformed). */
export async function unsealSessionCookie(value: string | undefined, secret: string): Promise<CookiePayload | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<CookiePayload>>(value, { password: secret, ttl: SESSION_TTL_SECONDS });
    if (typeof data.sid !== "string" || typeof data.uid !== "string") return null;
    if (data.role !== "employee" && data.role !== "external") return null;
    return { sid: data.sid, uid: data.uid, role: data.role };
  } catch {
    return null;
  }
}
