import { json, route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { destroySession, isSecureRequest, SESSION_COOKIE, sessionCookieOptions } from "@/lib/session";

export const POST = route(authEndpoints.logout, async ({ req, user }) => {
  if (user) await destroySession(user.sessionId);
  const res = json({ message: "Logged out successfully" });
  res.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(isSecureRequest(req.url, req.headers)), maxAge: 0 });
  return res;
});
