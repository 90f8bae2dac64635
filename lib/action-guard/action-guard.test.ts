// The guard's header rules and the facts it copies from elsewhere (limits, the form actions). Its body
// rules are exercised over HTTP, against React's own decoders, by test/bad-action-input.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nextConfig from "@/next.config.mjs";
import { ACTION_BODY_LIMIT, refuseActionHeaders } from "@/lib/action-guard/headers.mjs";
import { actionBodyLimit, FORM_ACTIONS, readActionTable } from "@/lib/action-guard/node.mjs";

const ID = `7f${"0a".repeat(20)}`;

function check(options: { method?: string; path?: string; url?: string; headers?: Record<string, string>; trustProxy?: boolean }) {
  const headers = new Headers({ host: "portal.test", origin: "http://portal.test", "next-action": ID, "content-type": "text/plain;charset=UTF-8", ...options.headers });
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value === "") headers.delete(name);
  return refuseActionHeaders({ method: options.method ?? "POST", path: options.path ?? "/dashboard", url: options.url ?? "http://portal.test/dashboard", headers, trustProxy: options.trustProxy ?? false });
}

describe("what the guard copies", () => {
  it("holds action bodies to the limit Next reads them whole to", () => {
    expect(actionBodyLimit(nextConfig)).toBe(ACTION_BODY_LIMIT);
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(ACTION_BODY_LIMIT);
    expect(actionBodyLimit({ experimental: { serverActions: { bodySizeLimit: "2mb" } } })).toBe(2 * 1024 * 1024);
    expect(actionBodyLimit({})).toBe(1024 * 1024);
  });

  it("knows every <form action> in actions/ (an action taking a FormData as its second argument)", () => {
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const m of fs.readFileSync(file, "utf8").matchAll(/export\s+(?:async\s+)?function\s+(\w+)\s*\(\s*\w+\s*(?::[^,]+)?,\s*\w+\s*:\s*FormData\s*\)/g)) found.add(m[1]);
        }
      }
    };
    walk(path.join(process.cwd(), "actions"));
    expect([...found].sort()).toEqual([...FORM_ACTIONS].sort());
  });

  it("reads the build's actions from Next's manifest, and knows none without one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-actions-"));
    expect(readActionTable(dir).known(ID)).toBe(false);
    fs.mkdirSync(path.join(dir, "server"));
    const manifest = { node: { [ID]: { exportedName: "createProjectAction" }, [`60${"0b".repeat(20)}`]: { exportedName: "logInAction" } }, edge: {} };
    fs.writeFileSync(path.join(dir, "server", "server-reference-manifest.json"), JSON.stringify(manifest));
    const table = readActionTable(dir);
    expect([table.known(ID), table.takesForm(ID), table.takesForm(`60${"0b".repeat(20)}`), table.known("toString")]).toEqual([true, false, true, false]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("the header rules", () => {
  it("let a same-origin call through, and requests that are no action call", () => {
    expect(check({})).toBeNull();
    expect(check({ headers: { "content-type": "multipart/form-data; boundary=----x" } })).toBeNull();
    expect(check({ headers: { origin: "", referer: "http://portal.test/dashboard?tab=1" } })).toBeNull();
    // A client that names no page (curl, a script) carries no one's cookies by accident.
    expect(check({ headers: { origin: "" } })).toBeNull();
    expect(check({ path: "/api/projects", headers: { origin: "https://evil.test" } })).toBeNull();
    expect(check({ method: "GET", headers: { "next-action": "", origin: "https://evil.test" } })).toBeNull();
  });

  it("refuse a page of another scheme, host or port with 403, calls and form posts alike", () => {
    for (const origin of ["https://portal.test", "http://portal.test:8080", "http://evil.test", "null", "garbage"]) {
      expect({ origin, refusal: check({ headers: { origin } }) }).toEqual({ origin, refusal: { status: 403, error: "Cross-site request refused" } });
    }
    expect(check({ headers: { origin: "", referer: "https://portal.test/x" } })?.status).toBe(403);
    const form = { "next-action": "", "content-type": "multipart/form-data; boundary=x", origin: "https://portal.test" };
    expect(check({ headers: form })?.status).toBe(403);
    expect(check({ headers: { ...form, "content-type": "application/x-www-form-urlencoded" } })?.status).toBe(403);
  });

  it("behind a trusted proxy, judge the Origin by the scheme and host the proxy names", () => {
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-host": "portal.example", origin: "https://portal.example" };
    expect(check({ headers: proxied, trustProxy: true })).toBeNull();
    expect(check({ headers: { ...proxied, origin: "http://portal.example" }, trustProxy: true })?.status).toBe(403);
    // Untrusted, the forwarded headers count for nothing.
    expect(check({ headers: proxied })?.status).toBe(403);
  });

  it("refuse other methods, unknown ids, other content types and declared oversize bodies", () => {
    expect(check({ method: "GET" })).toEqual({ status: 405, error: "Server actions are called with POST", headers: { allow: "POST" } });
    for (const id of ["x", ID.toUpperCase(), `${ID}0`, "toString"]) expect(check({ headers: { "next-action": id } })?.status).toBe(404);
    for (const type of ["application/json", "application/x-www-form-urlencoded", "", "text/html"]) expect(check({ headers: { "content-type": type } })?.status).toBe(415);
    expect(check({ headers: { "content-type": "multipart/form-data" } })).toEqual({ status: 400, error: "Malformed multipart body: no boundary" });
    expect(check({ headers: { "content-length": String(ACTION_BODY_LIMIT + 1) } })).toEqual({ status: 413, error: "Request body is too large" });
    expect(check({ headers: { "content-length": String(ACTION_BODY_LIMIT) } })).toBeNull();
  });
});
