// Child processes that tests and the benchmark start beside the app (extra app servers, pglite-socket):
// each one logs to a file and is tracked, so it is stopped at the end, on failure and on Ctrl-C alike.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
