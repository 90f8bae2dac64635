// What a black-box probe sends to the production server: odd methods, malformed paths and malformed
// server-action calls reach Node's HTTP layer, Next's router or React's decoder before any route or action
// runs, so they are checked against the real server here.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FORM_ACTION, INPUT_ACTION, multipart, noScriptLogin, random, type Call } from "../test/action-input/calls";
import { deepCalls, emptyCalls, headerCalls, hugeCalls, randomBodies, shapeCalls, streamedCalls, tokenCalls, truncatedTexts } from "../test/action-input/malformed";
import { refusal, send, sendAll, type Target } from "../test/action-input/send";

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

test("the request line: a target that is not a path, an upload URL that does not decode, a write to a page: 4xx JSON", async ({ baseURL }) => {
  const cases: [string, string, number][] = [
    ["GET", "*", 400],
    ["GET", "http://evil.example/login", 400],
    ["POST", "http://evil.example/dashboard", 400],
    ["PUT", "/api/uploads/%zz", 400],
    ["PUT", "/login", 405],
    ["PATCH", "/dashboard", 405],
    ["DELETE", "/", 405],
  ];
  for (const [method, target, status] of cases) {
    const res = await raw(baseURL!, method, target);
    expect({ method, target, status: res.status, type: res.type, location: res.headers.location }).toEqual({ method, target, status, type: "application/json", location: undefined });
    expect(JSON.parse(res.body).error).toMatch(/^(Malformed URL|Method not allowed)$/);
  }
  const options = await raw(baseURL!, "OPTIONS", "*");
  expect({ status: options.status, allow: options.headers.allow }).toEqual({ status: 204, allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" });
});

test("no HSTS over plain HTTP", async ({ baseURL }) => {
  const res = await raw(baseURL!, "GET", "/api/auth/me");
  expect(res.status).toBe(401);
  expect(res.headers["strict-transport-security"]).toBeUndefined();
});

/** The build's real ids for the test cases' two stand-ins: a form action (the login form's) and an action() action. */
function realActions() {
  const file = path.join(process.env.NEXT_DIST_DIR || ".next", "server", "server-reference-manifest.json");
  const manifest: Record<string, { exportedName: string }> = JSON.parse(fs.readFileSync(file, "utf8")).node;
  const id = (name: string) => Object.entries(manifest).find(([, entry]) => entry.exportedName === name)![0];
  return { login: id("logInAction"), input: id("createProjectAction") };
}

/** A test case aimed at the real server: its stand-in ids replaced by real ones (same length), on the action's page. */
function retarget(call: Call, ids: { login: string; input: string }): Call {
  const swap = (text: string) => text.split(INPUT_ACTION).join(ids.input).split(FORM_ACTION).join(ids.login);
  const headers = Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k, swap(v)]));
  const body = call.body && Buffer.from(swap(call.body.toString("latin1")), "latin1");
  const page = call.path ?? (call.headers["next-action"] === INPUT_ACTION ? "/dashboard" : "/login");
  return { ...call, headers, body, path: page };
}

function target(baseURL: string, parallel: number): Target {
  const { hostname, port } = new URL(baseURL);
  return { host: hostname, port: Number(port), agent: new http.Agent({ keepAlive: true, maxSockets: parallel }) };
}

test.describe("server-action calls", () => {
  test("a sample of the malformed-input tests' calls: every one a 4xx JSON error, none a 5xx", async ({ baseURL }) => {
    test.setTimeout(180_000);
    const ids = realActions();
    const to = target(baseURL!, 16);
    const rand = random(30);
    const all = [
      ...deepCalls(rand),
      ...tokenCalls(),
      ...randomBodies(rand),
      ...(await truncatedTexts()),
      ...headerCalls(to.port),
      ...shapeCalls(),
      ...emptyCalls(),
    ];
    const sample = [...all.filter((_, i) => i % 9 === 0), ...hugeCalls().slice(0, 2), ...streamedCalls()].map((c) => retarget(c, ids));
    expect(sample.length).toBeGreaterThan(300);
    const failures = await sendAll(to, sample, refusal, 16);
    to.agent.destroy();
    expect(failures).toEqual([]);
  });

  test("/api/health stays fast while 40 calls nested 100,000 levels deep arrive at once", async ({ baseURL }) => {
    const ids = realActions();
    const to = target(baseURL!, 64);
    const deep = Buffer.from("[".repeat(100_000) + "]".repeat(100_000));
    const call: Call = { label: "100,000 deep", path: "/dashboard", headers: { "next-action": ids.input, "content-type": "text/plain;charset=UTF-8" }, body: deep };
    const health = async () => {
      const started = performance.now();
      expect((await fetch(`${baseURL}/api/health`)).status).toBe(200);
      return performance.now() - started;
    };
    await health();
    const flood = Promise.all(Array.from({ length: 40 }, () => send(to, call)));
    const times: number[] = [];
    for (let i = 0; i < 8; i++) times.push(await health());
    const answers = await flood;
    to.agent.destroy();
    expect(answers.map((a) => `${a.status} ${JSON.parse(a.text).error}`)).toEqual(Array(40).fill("400 Request body is nested too deeply (more than 400 levels)"));
    expect(Math.max(...times)).toBeLessThan(1000);
  });

  test("the login form's calls still reach its action, with and without JavaScript", async ({ baseURL }) => {
    const ids = realActions();
    const to = target(baseURL!, 4);
    const fields = [{ name: "_1_username", value: "nobody" }, { name: "_1_password", value: "wrong-password" }, { name: "0", value: '[null,"$K1"]' }];
    const scripted = await send(to, retarget(multipart("the login form after JavaScript", fields, FORM_ACTION), ids));
    expect({ status: scripted.status, type: scripted.type }).toEqual({ status: 200, type: "text/x-component" });
    expect(scripted.text).toContain("nobody");
    const plain = await send(to, retarget(multipart("the login form before JavaScript", noScriptLogin(null, { username: "nobody", password: "wrong-password" }), null), ids));
    expect(plain.status).toBe(200);
    expect(plain.type).toContain("text/html");
    // The same form action given anything but a form, an unknown action, a page of another scheme.
    const text = (body: string, headers: Record<string, string> = {}): Call => ({ label: body, path: "/login", headers: { "next-action": ids.login, "content-type": "text/plain;charset=UTF-8", ...headers }, body: Buffer.from(body) });
    const refused = async (call: Call) => {
      const answer = await send(to, call);
      return `${answer.status} ${answer.type} ${JSON.parse(answer.text).error}`;
    };
    expect(await refused(text("[null,5]"))).toBe("400 application/json This action takes a form");
    expect(await refused(text("[null,5]", { "next-action": "0".repeat(42) }))).toBe("404 application/json Server action not found");
    expect(await refused(text("[null,5]", { origin: new URL(baseURL!).origin.replace("http:", "https:") }))).toBe("403 application/json Cross-site request refused");
    to.agent.destroy();
  });
});
