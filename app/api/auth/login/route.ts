import { json, route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { currentUserPayload } from "@/lib/users/presenter";
import { clientIp } from "@/lib/request";
import { usernameKey } from "@/lib/auth/username";
import { createSession, destroySession, isSecureRequest, SESSION_COOKIE, sessionCookieOptions } from "@/lib/session";
import { PENDING_LOGIN_COOKIE, pendingLoginCookieOptions, sealPendingLogin } from "@/lib/security/pending-login";
import { signInOrigin } from "@/lib/security/sign-in-origin";
import { signInWithPassword } from "@/lib/security/sign-in";

export const POST = route(authEndpoints.login, async ({ req, body, user: previous }) => {
  const user = await signInWithPassword(body, clientIp(req));
  const secure = isSecureRequest(req.url, req.headers);
  // Issue 32: a second factor to come: no session yet, only the pending login (the caller's session stays until it completes).
  if (user.secondFactor.length > 0) {
    const res = json({ secondFactor: user.secondFactor }, { status: 202 });
    res.cookies.set(PENDING_LOGIN_COOKIE, await sealPendingLogin(user.id, usernameKey(body.username)), pendingLoginCookieOptions(secure));
    return res;
  }
  if (previous) await destroySession(previous.sessionId);
  const cookie = await createSession(user, signInOrigin(req));
  const res = json(currentUserPayload(user));
  res.cookies.set(SESSION_COOKIE, cookie, sessionCookieOptions(secure));
  return res;
});
