import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, middleware } from "@/middleware";
import { SESSION_COOKIE, sealSessionCookie } from "@/lib/session-cookie";

const secret = "x".repeat(40);
beforeAll(() => {
  process.env.SESSION_SECRET = secret;
});

async function visit(path: string, role?: "employee" | "external") {
  const headers = new Headers();
  if (role) headers.set("cookie", `${SESSION_COOKIE}=${await sealSessionCookie({ sid: "s", uid: "u", role }, secret)}`);
  return middleware(new NextRequest(new URL(path, "http://portal.test"), { headers }));
}

describe("middleware (first gate)", () => {
  it("sends signed-out page requests to /login, remembering where they were going", async () => {
    const res = await visit("/reports?x=1");
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://portal.test/login?next=%2Freports%3Fx%3D1");
  });

  it("answers signed-out API requests with 401 JSON, except the auth endpoints", async () => {
    const res = await visit("/api/projects");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Not authenticated" });
    expect((await visit("/api/auth/login")).status).toBe(200);
  });

  it("lets share links' page and API through signed out, never cached or indexed", async () => {
    for (const path of ["/shared/msa/abc", "/api/shared/msa/abc", "/api/shared/msa/abc/download"]) {
      const res = await visit(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    // Only the share paths: the signed-in MSA calls stay behind the gate.
    expect((await visit("/api/templates/msa/abc")).status).toBe(401);
    expect((await visit("/sharedx")).status).toBe(307);
  });

  it("lets the mailed links' pages and the reset and verification calls through signed out; the links' pages are never cached or indexed", async () => {
    const token = "A".repeat(43);
    for (const path of [`/reset-password?token=${token}`, `/verify-email?token=${token}`]) {
      const res = await visit(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    for (const path of ["/forgot-password", "/api/auth/password-reset", "/api/auth/password-reset/confirm", "/api/auth/verify-email"]) {
      expect({ path, status: (await visit(path)).status }).toEqual({ path, status: 200 });
    }
    // The profile's address is a signed-in call; the Mail Log a signed-in page.
    expect((await visit("/api/profile/email")).status).toBe(401);
    expect((await visit("/admin/mail-log")).status).toBe(307);
  });

  it("tells a page its request's method, whatever header the client sent (a HEAD of the share page is no view)", async () => {
    const forwarded = (res: Response) => res.headers.get("x-middleware-request-x-request-method");
    const head = await middleware(new NextRequest(new URL("/shared/msa/abc", "http://portal.test"), { method: "HEAD" }));
    expect(forwarded(head)).toBe("HEAD");
    const spoofed = await middleware(new NextRequest(new URL("/shared/msa/abc", "http://portal.test"), { headers: { "x-request-method": "HEAD" } }));
    expect(forwarded(spoofed)).toBe("GET");
  });

  it("refuses a forged cookie as if signed out", async () => {
    const res = await middleware(new NextRequest("http://portal.test/api/projects", { headers: { cookie: `${SESSION_COOKIE}=forged` } }));
    expect(res.status).toBe(401);
  });

  it("keeps external users off employee-only pages", async () => {
    expect((await visit("/admin/anything", "external")).headers.get("location")).toBe("http://portal.test/dashboard");
    expect((await visit("/admin/anything", "employee")).status).toBe(200);
    expect((await visit("/api-docs", "external")).headers.get("location")).toBe("http://portal.test/dashboard");
    expect((await visit("/api-docs", "employee")).status).toBe(200);
    expect((await visit("/templates/manage", "external")).headers.get("location")).toBe("http://portal.test/dashboard");
    expect((await visit("/templates/manage", "employee")).status).toBe(200);
    expect((await visit("/templates", "external")).status).toBe(200);
  });

  it("sets the security headers on every response", async () => {
    for (const res of [await visit("/dashboard", "employee"), await visit("/api/x"), await visit("/login")]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Frames from the two video players only; every other fetch, image and font directive names only 'self'.
      const directives = csp.split("; ");
      expect(directives).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
      expect(directives.filter((d) => !d.startsWith("frame-src ")).join("; ")).not.toMatch(/https?:/);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("answers a path that cannot be decoded, or decodes to control characters, with 400 JSON", async () => {
    for (const path of ["/api/projects/%zz", "/api/projects/%00", "/api/projects/%E2%82", "/api/tasks/a%1Fb", "/project/%zz/edit"]) {
      const res = await visit(path, "employee");
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(await res.json()).toEqual({ error: "Malformed URL" });
    }
    expect((await visit("/api/projects/caf%C3%A9", "employee")).status).toBe(200);
  });

  it("refuses methods no route serves with 405 and Allow", async () => {
    const res = await middleware(new NextRequest("http://portal.test/api/projects", { method: "PROPFIND" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
    expect(await res.json()).toEqual({ error: "Method not allowed" });
    // A page is read and posted to, never written: 405, not the page (issue 30).
    const put = await middleware(new NextRequest("http://portal.test/dashboard", { method: "PUT", body: "x" }));
    expect({ status: put.status, allow: put.headers.get("allow") }).toEqual({ status: 405, allow: "GET, HEAD, POST" });
  });

  it("refuses server-action calls whose headers are wrong, on any host (scripts/server.mjs also checks their bodies)", async () => {
    const id = `7f${"0a".repeat(20)}`;
    const call = (headers: Record<string, string>, method = "POST") =>
      middleware(new NextRequest("http://portal.test/login", { method, headers: { host: "portal.test", "next-action": id, "content-type": "text/plain;charset=UTF-8", ...headers }, body: method === "GET" ? undefined : "[{}]" }));
    const refused = async (res: Response) => ({ status: res.status, ...(await res.json()) });
    expect(await refused(await call({ origin: "https://portal.test" }))).toEqual({ status: 403, error: "Cross-site request refused" });
    expect(await refused(await call({ origin: "http://evil.test" }))).toEqual({ status: 403, error: "Cross-site request refused" });
    expect(await refused(await call({}, "GET"))).toEqual({ status: 405, error: "Server actions are called with POST" });
    expect((await call({ "next-action": "nope" })).status).toBe(404);
    expect((await call({ "content-type": "application/json" })).status).toBe(415);
    expect((await call({ "content-length": String(12 * 1024 * 1024) })).status).toBe(413);
    // A cross-site form post to a page (a form action before JavaScript) too.
    const form = await middleware(new NextRequest("http://portal.test/login", { method: "POST", headers: { host: "portal.test", origin: "https://portal.test", "content-type": "multipart/form-data; boundary=x" }, body: "--x--" }));
    expect(form.status).toBe(403);
    expect(form.headers.get("content-security-policy")).toContain("default-src 'self'");
    // A same-origin call goes on to Next.
    expect((await call({ origin: "http://portal.test" })).status).toBe(200);
  });

  it("sends HSTS over HTTPS only, and behind a proxy only when it is trusted", async () => {
    const https = await middleware(new NextRequest("https://portal.test/login"));
    expect(https.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect((await visit("/login")).headers.get("strict-transport-security")).toBeNull();
    const proxied = () => middleware(new NextRequest("http://portal.test/login", { headers: { "x-forwarded-proto": "https" } }));
    expect((await proxied()).headers.get("strict-transport-security")).toBeNull();
    process.env.TRUST_PROXY = "true";
    try {
      expect((await proxied()).headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe("middleware matcher", () => {
  it("never sees an upload PUT's body (Next would copy it and log the URL with its token), and sees the rest of the API", () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/uploads/Fe26.2**abc~2" })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/documents/upload" })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/uploadsx" })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/dashboard" })).toBe(true);
  });
});
