import { refuseRequestTarget } from "@/lib/http/request-target.mjs";

describe("refuseRequestTarget: what no route serves is a 4xx before Next's router (issue 30)", () => {
  it("lets through what routes and pages serve", () => {
    for (const [method, target] of [
      ["GET", "/dashboard"],
      ["HEAD", "/login?next=%2Fcourses"],
      ["POST", "/dashboard"],
      ["PUT", "/api/projects/7"],
      ["DELETE", "/api/templates/msa/1/share/2"],
      ["OPTIONS", "/api/projects"],
      ["GET", "/_next/static/chunks/app.js"],
      ["PUT", "/api/uploads/abc_DEF-123"],
    ]) {
      expect({ method, target, refusal: refuseRequestTarget(method, target) }).toEqual({ method, target, refusal: null });
    }
  });

  it("a method no handler has: 405 with every method allowed", () => {
    expect(refuseRequestTarget("TRACE", "/api/projects")).toEqual({ status: 405, error: "Method not allowed", headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } });
  });

  it("a write to a page: 405 naming the page's methods", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(refuseRequestTarget(method, "/login")).toEqual({ status: 405, error: "Method not allowed", headers: { Allow: "GET, HEAD, POST" } });
    }
    expect(refuseRequestTarget("DELETE", "/")?.status).toBe(405);
  });

  it("a target that is not a path: 400, never a redirect to the host it names", () => {
    for (const target of ["*", "http://evil.example/login", "https://127.0.0.1:3000/dashboard", "//evil.example/login", "login", ""]) {
      expect({ target, refusal: refuseRequestTarget("GET", target) }).toEqual({ target, refusal: { status: 400, error: "Malformed URL" } });
    }
  });

  it("OPTIONS * asks about the server: 204 with its methods", () => {
    expect(refuseRequestTarget("OPTIONS", "*")).toEqual({ status: 204, error: null, headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } });
  });

  it("escapes that do not decode, or decode to control characters: 400, on every method and path", () => {
    for (const [method, target] of [
      ["PUT", "/api/uploads/%zz"],
      ["GET", "/course/%E2%82"],
      ["POST", "/api/projects/%00/tasks"],
    ]) {
      expect({ method, target, refusal: refuseRequestTarget(method, target) }).toEqual({ method, target, refusal: { status: 400, error: "Malformed URL" } });
    }
  });
});
