// Child processes of the benchmark (the app's production server, pglite-socket) and a keep-alive HTTP
// client. Every child is tracked so that it is stopped at the end, on failure and on Ctrl-C alike.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

const children = new Set<ChildProcess>();

export function start(cmd: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "a");
  const child = spawn(cmd, args, { env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stop));
}

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => {
    for (const child of children) child.kill("SIGKILL");
    process.exit(130);
  });
}
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

export function tail(file: string, lines = 30): string {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n") : "(no log)";
}

export async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess, logFile: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${tail(logFile)}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}:\n${tail(logFile)}`);
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** `next build` into the bench's own folder when the sources changed (scripts/build-if-needed.mjs), output kept quiet. */
export function buildApp(env: NodeJS.ProcessEnv, logFile: string): boolean {
  const script = `import("./scripts/build-if-needed.mjs").then((m) => console.log("BUILT=" + m.buildIfNeeded(process.env)))`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, `${r.stdout}\n${r.stderr}`);
  if (r.status !== 0) throw new Error(`The app build failed (log: ${logFile}):\n${tail(logFile, 40)}`);
  return /BUILT=true/.test(r.stdout);
}

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Sequential requests over one kept-alive connection. */
export function httpClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: string, urlPath: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, agent, headers: body ? { ...headers, "content-length": String(body.length) } : headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
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
