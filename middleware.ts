// First gate only (Edge runtime, no database): reads the sealed cookie, sends signed-out page requests to
// /login, answers signed-out API requests with 401, keeps external users off employee pages, and sets the
// security headers. Every handler checks the session row and the role again.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, unsealSessionCookie } from "@/lib/session-cookie";
import { isEmployeeOnlyPage, isPublicApi, isPublicPage } from "@/lib/auth/page-access";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "@/lib/security-headers";

function withHeaders(res: NextResponse, csp: string): NextResponse {
  res.headers.set("Content-Security-Policy", csp);
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) res.headers.set(k, v);
  return res;
}

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const secret = process.env.SESSION_SECRET ?? "";
  const session = secret.length >= 32 ? await unsealSessionCookie(req.cookies.get(SESSION_COOKIE)?.value, secret) : null;
  const isApi = pathname.startsWith("/api/");

  if (isApi) {
    if (!session && !isPublicApi(pathname)) {
      return withHeaders(NextResponse.json({ error: "Not authenticated" }, { status: 401 }), csp);
    }
    return withHeaders(NextResponse.next(), csp);
  }

  if (!session && !isPublicPage(pathname)) {
    const login = new URL("/login", req.url);
    if (pathname !== "/" && pathname !== "/login") login.searchParams.set("next", pathname + search);
    return withHeaders(NextResponse.redirect(login), csp);
  }
  // A signed-in user on /login is sent on by the login page itself, after checking the session row: a
  // cookie whose session has ended (logout elsewhere, denial, expiry) would otherwise bounce forever
  // between /login here and the portal's requireUser().
  if (session?.role === "external" && isEmployeeOnlyPage(pathname)) {
    return withHeaders(NextResponse.redirect(new URL("/dashboard", req.url)), csp);
  }

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), csp);
}

export const config = {
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico|logo.svg).*)" }],
};
