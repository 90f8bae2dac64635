import { NextRequest } from "next/server";
import { middleware } from "@/middleware";
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

  it("refuses a forged cookie as if signed out", async () => {
    const res = await middleware(new NextRequest("http://portal.test/api/projects", { headers: { cookie: `${SESSION_COOKIE}=forged` } }));
    expect(res.status).toBe(401);
  });

  it("keeps external users off employee-only pages", async () => {
    expect((await visit("/admin/anything", "external")).headers.get("location")).toBe("http://portal.test/dashboard");
    expect((await visit("/admin/anything", "employee")).status).toBe(200);
  });

  it("sets the security headers on every response", async () => {
    for (const res of [await visit("/dashboard", "employee"), await visit("/api/x"), await visit("/login")]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Nothing from another origin: every fetch, frame, image and font directive names only 'self'.
      expect(csp).not.toMatch(/https?:/);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});
