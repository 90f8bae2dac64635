import "server-only";
// The pending-login cookie for the login page's server actions, set and cleared as the login routes do
// on their responses (lib/auth/session-cookie-jar.ts does the same for the session cookie).
import { cookies, headers } from "next/headers";
import { isSecureRequest } from "@/lib/session";
import { PENDING_LOGIN_COOKIE, pendingLoginCookieOptions, readPendingLogin, sealPendingLogin, type PendingLogin } from "@/lib/security/pending-login";

async function secure(): Promise<boolean> {
  return isSecureRequest("http:", new Headers(await headers()));
}

export async function setPendingLoginCookie(uid: string, key: string): Promise<void> {
  (await cookies()).set(PENDING_LOGIN_COOKIE, await sealPendingLogin(uid, key), pendingLoginCookieOptions(await secure()));
}

export async function readPendingLoginCookie(): Promise<PendingLogin | null> {
  return readPendingLogin((await cookies()).get(PENDING_LOGIN_COOKIE)?.value);
}

export async function clearPendingLoginCookie(): Promise<void> {
  (await cookies()).set(PENDING_LOGIN_COOKIE, "", pendingLoginCookieOptions(await secure(), 0));
}
