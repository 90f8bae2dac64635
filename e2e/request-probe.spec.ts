// What a black-box probe sends to the production server: odd methods and malformed paths reach Node's
// HTTP layer and Next's router before any route runs, so they are checked against the real server here.
import http from "node:http";
import { expect, test } from "@playwright/test";

function raw(baseURL: string, method: string, path: string): Promise<{ status: number; type: string; body: string; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    // A raw request: fetch would refuse TRACE, and would re-encode the malformed escapes.
    const req = http.request({ hostname, port, method, path }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("TRACE on an API route or a page is a 405 with a JSON error", async ({ baseURL }) => {
  for (const path of ["/api/projects", "/login", "/dashboard"]) {
    const res = await raw(baseURL!, "TRACE", path);
    expect({ path, status: res.status, type: res.type }).toEqual({ path, status: 405, type: "application/json" });
    expect(JSON.parse(res.body)).toEqual({ error: "Method not allowed" });
  }
});

test("malformed escapes in a path are a 400 with a JSON error, on API routes and pages", async ({ baseURL }) => {
  for (const path of ["/api/projects/%zz", "/api/projects/%00/tasks", "/api/comments/%E2%82", "/api/tasks/%zz/complete", "/project/%E2%82/edit"]) {
    const res = await raw(baseURL!, "GET", path);
    expect({ path, status: res.status }).toEqual({ path, status: 400 });
    expect(JSON.parse(res.body)).toEqual({ error: "Malformed URL" });
  }
});

test("no HSTS over plain HTTP", async ({ baseURL }) => {
  const res = await raw(baseURL!, "GET", "/api/auth/me");
  expect(res.status).toBe(401);
  expect(res.headers["strict-transport-security"]).toBeUndefined();
});
