import "server-only";
// Between the password and the second factor (issue 32 §2) the browser holds only this: a sealed cookie
// naming the account, good for five minutes, that is no session. Nothing but the second-factor step
// reads it; the step still counts every wrong code against the login limits.
import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";

export const PENDING_LOGIN_COOKIE = "cfp_login_pending";
export const PENDING_LOGIN_TTL_SECONDS = 5 * 60;

/** `key`: the login rate limit's key for the account (lib/auth/username.ts), so codes count with passwords. */
export type PendingLogin = { purpose: "second-factor"; uid: string; key: string };

export function sealPendingLogin(uid: string, key: string): Promise<string> {
  const payload: PendingLogin = { purpose: "second-factor", uid, key };
  return sealData(payload, { password: env.sessionSecret, ttl: PENDING_LOGIN_TTL_SECONDS });
}

/** Null for anything else: no cookie, expired, tampered, or another cookie sealed with the same secret. */
export async function readPendingLogin(value: string | undefined): Promise<PendingLogin | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<PendingLogin>>(value, { password: env.sessionSecret, ttl: PENDING_LOGIN_TTL_SECONDS });
    if (data.purpose !== "second-factor" || typeof data.uid !== "string" || typeof data.key !== "string") return null;
    return { purpose: "second-factor", uid: data.uid, key: data.key };
  } catch {
    return null;
  }
}

export function pendingLoginCookieOptions(secure: boolean, maxAge = PENDING_LOGIN_TTL_SECONDS) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge };
}
