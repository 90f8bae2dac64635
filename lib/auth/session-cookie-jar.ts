import "server-only";
// The session cookie for server actions, set and cleared as the login and logout routes do on their
// responses (same name and options). The app is served over plain HTTP (scripts/server.mjs); HTTPS is a
// trusted proxy's, told by X-Forwarded-Proto, which isSecureRequest() reads from the headers.
import { cookies, headers } from "next/headers";
import { createSession, isSecureRequest, SESSION_COOKIE, sessionCookieOptions, type SessionOrigin } from "@/lib/session";

async function options() {
  return sessionCookieOptions(isSecureRequest("http:", new Headers(await headers())));
}

export async function setSessionCookie(user: { id: string; role: "employee" | "external" }, origin: SessionOrigin = {}): Promise<void> {
  const value = await createSession(user, origin);
  (await cookies()).set(SESSION_COOKIE, value, await options());
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, "", { ...(await options()), maxAge: 0 });
}
