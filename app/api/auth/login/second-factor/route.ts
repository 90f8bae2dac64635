import { json, route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { currentUserPayload } from "@/lib/users/presenter";
import { clientIp } from "@/lib/request";
import { createSession, destroySession, isSecureRequest, SESSION_COOKIE, sessionCookieOptions } from "@/lib/session";
import { completeSecondFactor } from "@/lib/security/second-factor";
import { PENDING_LOGIN_COOKIE, pendingLoginCookieOptions, readPendingLogin } from "@/lib/security/pending-login";
import { signInOrigin } from "@/lib/security/sign-in-origin";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";

export const POST = route(authEndpoints.secondFactor, async ({ req, body, user: previous }) => {
  const pending = await readPendingLogin(req.cookies.get(PENDING_LOGIN_COOKIE)?.value);
  const user = await completeSecondFactor(pending, body, clientIp(req), relyingPartyFor(req));
  if (previous) await destroySession(previous.sessionId);
  const secure = isSecureRequest(req.url, req.headers);
  const res = json(currentUserPayload(user));
  res.cookies.set(SESSION_COOKIE, await createSession(user, signInOrigin(req)), sessionCookieOptions(secure));
  res.cookies.set(PENDING_LOGIN_COOKIE, "", pendingLoginCookieOptions(secure, 0));
  return res;
});
