import { clientIp, isCrossSiteWrite } from "@/lib/request";

const req = (method: string, headers: Record<string, string>) => new Request("http://portal.test/api/x", { method, headers });

describe("isCrossSiteWrite", () => {
  it("refuses writes whose Origin or Referer names another host", () => {
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "https://evil.test" }))).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", { host: "portal.test", referer: "https://evil.test/page" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "null" }))).toBe(true);
  });
  it("lets same-origin writes, reads and header-less clients through", () => {
    expect(isCrossSiteWrite(req("POST", { host: "portal.test", origin: "http://portal.test" }))).toBe(false);
    expect(isCrossSiteWrite(req("GET", { host: "portal.test", origin: "https://evil.test" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST", { host: "portal.test" }))).toBe(false);
  });
});

describe("clientIp", () => {
  it("uses the address the server stamped last", () => {
    expect(clientIp(req("GET", { "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(req("GET", {}))).toBe("unknown");
  });
});
