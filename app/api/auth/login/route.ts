import { json, route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { authenticate } from "@/lib/users/service";
import { currentUserPayload } from "@/lib/users/presenter";
import { clientIp } from "@/lib/request";
import { createSession, destroySession, isSecureRequest, SESSION_COOKIE, sessionCookieOptions } from "@/lib/session";

export const POST = route(authEndpoints.login, async ({ req, body, user: previous }) => {
  const user = await authenticate(body, clientIp(req));
  if (previous) await destroySession(previous.sessionId);
  const cookie = await createSession(user);
  const res = json(currentUserPayload(user));
  res.cookies.set(SESSION_COOKIE, cookie, sessionCookieOptions(isSecureRequest(req.url, req.headers)));
  return res;
});
