// The benchmark's build step, the production server it starts on that build, and its keep-alive HTTP
// client; child processes come from scripts/child-processes.ts.
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import { start, tail, waitFor } from "../child-processes";

/** `next build` into the bench's own folder when the sources changed (scripts/build-if-needed.mjs), output kept quiet. */
export function buildApp(env: NodeJS.ProcessEnv, logFile: string): boolean {
  const script = `import("./scripts/build-if-needed.mjs").then((m) => console.log("BUILT=" + m.buildIfNeeded(process.env)))`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, `${r.stdout}\n${r.stderr}`);
  if (r.status !== 0) throw new Error(`The app build failed (log: ${logFile}):\n${tail(logFile, 40)}`);
  return /BUILT=true/.test(r.stdout);
}

/** `firstByteMs`: from sending the request to the first byte of the body (a streamed page's shell). */
export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstByteMs: number };

/** Sequential requests over one kept-alive connection. */
export function httpClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: string, urlPath: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, agent, headers: body ? { ...headers, "content-length": String(body.length) } : headers }, (res) => {
        const chunks: Buffer[] = [];
        let firstByteMs = -1;
        res.on("data", (c: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          chunks.push(c);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), firstByteMs: Math.max(firstByteMs, 0) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}

/** A multipart/form-data body with one file field. */
export function multipart(field: string, filename: string, type: string, content: string): { body: Buffer; contentType: string } {
  const boundary = `----cfpbench${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type Client = ReturnType<typeof httpClient>;
export type AppServer = { port: number; sessionSecret: string; distDir: string };

/**
 * scripts/server.mjs on the build in `distDir`, logging to `dir`/server.log; `env` adds to or (undefined)
 * removes from this process's environment. Resolves once /api/health answers.
 */
export async function startAppServer(server: AppServer, env: Record<string, string | undefined>, dir: string): Promise<{ child: ChildProcess; client: Client }> {
  const log = path.join(dir, "server.log");
  const fullEnv: Record<string, string | undefined> = { ...process.env, PORT: String(server.port), HOSTNAME: "127.0.0.1", SESSION_SECRET: server.sessionSecret, NEXT_DIST_DIR: server.distDir, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env };
  for (const [k, v] of Object.entries(fullEnv)) if (v === undefined) delete fullEnv[k];
  const child = start(process.execPath, ["scripts/server.mjs"], fullEnv as NodeJS.ProcessEnv, log);
  const client = httpClient(server.port);
  await waitFor(async () => (await client.request("GET", "/api/health")).status === 200, `the app server on port ${server.port}`, child, log, 300_000);
  return { child, client };
}

/** Signs in through the API; the session cookie to send with later requests. */
export async function signIn(client: Client, username: string, password: string): Promise<string> {
  const res = await client.request("POST", "/api/auth/login", { "content-type": "application/json" }, Buffer.from(JSON.stringify({ username, password })));
  if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}: ${res.body}`);
  const cookie = [res.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error("login set no session cookie");
  return cookie;
}
