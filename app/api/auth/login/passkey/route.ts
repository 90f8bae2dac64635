import { json, route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { currentUserPayload } from "@/lib/users/presenter";
import { clientIp } from "@/lib/request";
import { createSession, destroySession, isSecureRequest, SESSION_COOKIE, sessionCookieOptions } from "@/lib/session";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { PENDING_LOGIN_COOKIE, pendingLoginCookieOptions } from "@/lib/security/pending-login";
import { signInOrigin } from "@/lib/security/sign-in-origin";
import { signInWithPasskey } from "@/lib/security/passkey-sign-in";

// A passkey alone: a new session as a login makes, replacing the caller's, and any half-done password sign-in dropped.
export const POST = route(authEndpoints.passkeySignIn, async ({ req, body, user: previous }) => {
  const user = await signInWithPasskey(body, clientIp(req), relyingPartyFor(req));
  if (previous) await destroySession(previous.sessionId);
  const secure = isSecureRequest(req.url, req.headers);
  const res = json(currentUserPayload(user));
  res.cookies.set(SESSION_COOKIE, await createSession(user, signInOrigin(req)), sessionCookieOptions(secure));
  res.cookies.set(PENDING_LOGIN_COOKIE, "", pendingLoginCookieOptions(secure, 0));
  return res;
});
