import { clientIp, isCrossSiteWrite } from "@/lib/request";

const req = (method: string, headers: Record<string, string>) => new Request("http://portal.test/api/x", { method, headers });

describe("isCrossSiteWrite", () => {
  it("refuses writes whose Origin or Referer names another host", () => {
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "https://evil.test" }))).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", { host: "portal.test", referer: "https://evil.test/page" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "null" }))).toBe(true);
  });
  it("compares scheme and port as well as the host", () => {
    // The server answers on http://portal.test: an https page or another port is another origin.
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "https://portal.test" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "http://portal.test:8080" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test:3000", origin: "http://portal.test" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test:3000", origin: "http://portal.test:3000" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", referer: "javascript:alert(1)" }))).toBe(true);
    // Default ports are the same origin written two ways.
    expect(isCrossSiteWrite(req("POST", { host: "portal.test:80", origin: "http://portal.test" }))).toBe(false);
  });
  it("lets same-origin writes, reads and header-less clients through", () => {
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "http://portal.test" }))).toBe(false);
    expect(isCrossSiteWrite(req("GET", { host: "portal.test", origin: "https://evil.test" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test" }))).toBe(false);
  });
});

describe("clientIp", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ["TRUST_PROXY", "CLIENT_IP_HEADER", "VERCEL"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("uses the address the server stamped last", () => {
    expect(clientIp(req("GET", { "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(req("GET", {}))).toBe("unknown");
  });

  it("behind a trusted proxy takes the entry the proxy appended, not one the client wrote before it", () => {
    process.env.TRUST_PROXY = "true";
    // The client sent "X-Forwarded-For: 10.9.9.9"; the proxy appended the address it saw.
    expect(clientIp(req("GET", { "x-forwarded-for": "10.9.9.9, 198.51.100.7" }))).toBe("198.51.100.7");
    // `next start` and scripts/server.mjs fill the header with the socket's address only when it is absent.
    expect(clientIp(req("GET", { "x-forwarded-for": "198.51.100.7" }))).toBe("198.51.100.7");
    // A spoofed X-Real-IP counts for nothing unless the operator names that header.
    expect(clientIp(req("GET", { "x-forwarded-for": "198.51.100.7", "x-real-ip": "10.9.9.9" }))).toBe("198.51.100.7");
  });

  it("on Vercel reads x-vercel-forwarded-for, which the platform sets and clients cannot", () => {
    process.env.TRUST_PROXY = "true";
    process.env.VERCEL = "1";
    expect(clientIp(req("GET", { "x-vercel-forwarded-for": "198.51.100.7", "x-forwarded-for": "10.9.9.9" }))).toBe("198.51.100.7");
  });

  it("reads the header the operator names in CLIENT_IP_HEADER", () => {
    process.env.TRUST_PROXY = "true";
    process.env.CLIENT_IP_HEADER = "X-Real-IP";
    expect(clientIp(req("GET", { "x-real-ip": "198.51.100.7", "x-forwarded-for": "10.9.9.9" }))).toBe("198.51.100.7");
    expect(clientIp(req("GET", { "x-forwarded-for": "10.9.9.9" }))).toBe("unknown");
  });

  it("ignores the platform headers when the proxy is not trusted", () => {
    process.env.VERCEL = "1";
    process.env.CLIENT_IP_HEADER = "x-real-ip";
    expect(clientIp(req("GET", { "x-forwarded-for": "203.0.113.9", "x-vercel-forwarded-for": "10.9.9.9", "x-real-ip": "10.9.9.8" }))).toBe("203.0.113.9");
  });
});
