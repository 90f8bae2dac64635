// Sends test/action-input's calls over raw HTTP (fetch would refuse or rewrite some of them),
// for the jest test and the Playwright probe alike.
import http from "node:http";
import type { Call } from "./calls";

export type Answer = { status: number; type: string; text: string };
export type Target = { host: string; port: number; agent: http.Agent };

export function send({ host, port, agent }: Target, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A browser's call names its page's origin; a case may name another, or send a Referer instead.
    const named = "origin" in call.headers || "referer" in call.headers;
    const headers: Record<string, string> = { ...(named ? {} : { origin: `http://${host}:${port}` }), ...call.headers };
    if (call.declare !== undefined) headers["content-length"] = String(call.declare);
    else if (call.stream === undefined) headers["content-length"] = String(call.body?.length ?? 0);
    // A call whose body is refused unread closes its connection: keep those off the shared sockets.
    const own = call.declare !== undefined || call.stream !== undefined;
    const req = http.request({ host, port, method: call.method ?? "POST", path: call.path ?? "/dashboard", headers, agent: own ? false : agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        if (own) req.destroy();
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString() });
      });
    });
    req.on("error", (err) => (own ? undefined : reject(err)));
    if (call.declare !== undefined) req.flushHeaders();
    else if (call.stream !== undefined) {
      const chunk = Buffer.alloc(64 * 1024, "[");
      let sent = 0;
      const pump = () => {
        while (sent < call.stream! && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    } else req.end(call.body);
  });
}

/** Sends every call, `parallel` at a time, and returns a line for each whose answer `wrong` describes. */
export async function sendAll(target: Target, calls: Call[], wrong: (call: Call, answer: Answer) => string | null, parallel = 8): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < calls.length) {
        const call = calls[next++];
        const problem = wrong(call, await send(target, call));
        if (problem) failures.push(`${call.label.slice(0, 120)}: ${problem}`);
      }
    }),
  );
  return failures;
}

/** What is wrong with an answer to a malformed call: anything but a 4xx (the case's own, if it pins one) with a JSON error. */
export function refusal(call: Call, answer: Answer): string | null {
  let error: unknown;
  try {
    error = JSON.parse(answer.text).error;
  } catch {
    error = undefined;
  }
  const got = `${answer.status} ${answer.type} ${answer.text.slice(0, 160)}`;
  if (answer.status < 400 || answer.status >= 500) return `expected a 4xx, got ${got}`;
  if (call.status !== undefined && answer.status !== call.status) return `expected ${call.status}, got ${got}`;
  if (!answer.type.startsWith("application/json") || typeof error !== "string" || error === "") return `expected a JSON error, got ${got}`;
  return null;
}
