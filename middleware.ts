// First gate only (Edge runtime, no database): refuses methods and URLs no route can serve, and server-action
// calls whose headers are wrong (lib/action-guard/headers.mjs), reads the sealed cookie, sends signed-out page
// requests to /login, answers signed-out API requests with 401, keeps users off pages their role has no
// permission for (lib/auth/page-access.ts), and sets the security headers. Every handler checks the
// session row and the permission again.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, unsealSessionCookie } from "@/lib/session-cookie";
import { isPublicApi, isPublicPage, isSharedLinkPath, pagePermission } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { contentSecurityPolicy, HSTS, isHttpsRequest, STATIC_SECURITY_HEADERS } from "@/lib/security-headers";
import { refuseRequestTarget } from "@/lib/http/request-target.mjs";
import { VIDEO_FRAME_HOSTS } from "@/lib/courses/video";
import { edgeEnv } from "@/lib/env-edge";
import { REQUEST_METHOD_HEADER } from "@/lib/request-method";
import { refuseActionHeaders } from "@/lib/action-guard/headers.mjs";

function withHeaders(res: NextResponse, csp: string, https: boolean): NextResponse {
  res.headers.set("Content-Security-Policy", csp);
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) res.headers.set(k, v);
  if (https) res.headers.set("Strict-Transport-Security", HSTS);
  return res;
}

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const nonce = btoa(crypto.randomUUID());
  // Frames: the course page's video players (privacy-enhanced YouTube, Vimeo) and nothing else.
  const csp = contentSecurityPolicy(nonce, edgeEnv.isDevelopment, VIDEO_FRAME_HOSTS);
  const https = isHttpsRequest(req.url, req.headers, edgeEnv.trustProxy);
  const shared = isSharedLinkPath(pathname);
  const reply = (res: NextResponse) => {
    // A share link's page and answers (errors included) are for the link's holder only.
    if (shared) {
      res.headers.set("X-Robots-Tag", "noindex, nofollow");
      res.headers.set("Cache-Control", "no-store");
    }
    return withHeaders(res, csp, https);
  };

  // What no route serves (lib/http/request-target.mjs); scripts/server.mjs has refused it already, but a
  // plain `next start` or a platform host runs only this.
  const target = refuseRequestTarget(req.method, pathname);
  if (target) return reply(target.error ? NextResponse.json({ error: target.error }, { status: target.status, headers: target.headers }) : new NextResponse(null, { status: target.status, headers: target.headers }));
  // A server-action call's method, Origin, content type and declared size, wherever the app is hosted;
  // scripts/server.mjs checks its body too, and the action's id against the build (lib/action-guard).
  const refusal = refuseActionHeaders({ method: req.method, path: pathname, url: req.url, headers: req.headers, trustProxy: edgeEnv.trustProxy });
  if (refusal) return reply(NextResponse.json({ error: refusal.error }, { status: refusal.status, headers: refusal.headers }));

  const secret = edgeEnv.sessionSecret;
  const session = secret.length >= 32 ? await unsealSessionCookie(req.cookies.get(SESSION_COOKIE)?.value, secret) : null;
  const isApi = pathname.startsWith("/api/");

  if (isApi) {
    if (!session && !isPublicApi(pathname)) {
      return reply(NextResponse.json({ error: "Not authenticated" }, { status: 401 }));
    }
    return reply(NextResponse.next());
  }

  if (!session && !isPublicPage(pathname)) {
    const login = new URL("/login", req.url);
    if (pathname !== "/" && pathname !== "/login") login.searchParams.set("next", pathname + search);
    return reply(NextResponse.redirect(login));
  }
  // A signed-in user on /login is sent on by the login page itself, after checking the session row: a
  // cookie whose session has ended (logout elsewhere, denial, expiry) would otherwise bounce forever
  // between /login here and the portal's requireUser().
  const needed = pagePermission(pathname);
  if (session && needed && !can(session, needed)) {
    return reply(NextResponse.redirect(new URL("/dashboard", req.url)));
  }

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.set(REQUEST_METHOD_HEADER, req.method.toUpperCase());
  return reply(NextResponse.next({ request: { headers: requestHeaders } }));
}

export const config = {
  // Not the upload PUT: Next copies a body for the middleware and logs the URL (token and all) when the
  // body passes its limit; app/api/uploads/[token]/route.ts does its own gate.
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico|logo.svg|api/uploads/).*)" }],
};
