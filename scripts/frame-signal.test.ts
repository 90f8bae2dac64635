// The server's "frame sent" signal (scripts/frame-signal.mjs) over a real HTTP server: a page's reads that
// wait for it run only once the first bytes are written; requests that should not wait get no signal.
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
// The gzip layer Next puts on a browser's answers (router-server.js), wrapped around the signal's.
import compression from "next/dist/compiled/compression";
import { currentFrameSent, withFrameSignal } from "./frame-signal.mjs";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, events: string[]) => Promise<void>;

async function serve(handler: Handler, request: { method?: string; headers?: Record<string, string> } = {}) {
  const events: string[] = [];
  const compress = compression();
  const server = http.createServer(
    (req, res) => void withFrameSignal(req, res, () => new Promise<void>((resolve) => compress(req, res, () => resolve(handler(req, res, events))))),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method: request.method ?? "GET", headers: request.headers }, (res) => {
        const body = res.headers["content-encoding"] === "gzip" ? res.pipe(zlib.createGunzip()) : res;
        let text = "";
        body.on("data", (c) => (text += c));
        body.on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.end();
    });
    return { body, events };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

let frameOnTheWire: boolean[] = [];
beforeEach(() => (frameOnTheWire = []));

/** A render's shape: the page's reads start in a later task than the frame's write, and wait for the signal. */
const page: Handler = async (_req, res, events) => {
  const reads = new Promise<void>((resolve) =>
    setImmediate(async () => {
      const sent = currentFrameSent();
      events.push(sent ? "reads wait" : "no signal");
      await sent;
      events.push("reads run");
      if (sent) frameOnTheWire.push(res.socket!.writableCorked === 0 && res.socket!.writableLength === 0);
      resolve();
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  // As Next's render does: the frame is written from a promise continuation.
  await Promise.resolve();
  events.push("frame written");
  res.setHeader("content-type", "text/html");
  res.write("frame;".padEnd(2048, " "));
  (res as unknown as { flush?: () => void }).flush?.();
  await reads;
  res.end("data");
};

it("lets a document's reads run only after its first bytes have left the process", async () => {
  const { body, events } = await serve(page);
  expect(body).toBe(`${"frame;".padEnd(2048, " ")}data`);
  expect(events).toEqual(["reads wait", "frame written", "reads run"]);
  // Not still corked in the socket (Node uncorks a response's first write on the next tick).
  expect(frameOnTheWire).toEqual([true]);
});

it("does the same under gzip, and the compressed answer arrives whole", async () => {
  const { body, events } = await serve(page, { headers: { "accept-encoding": "gzip" } });
  expect(body).toBe(`${"frame;".padEnd(2048, " ")}data`);
  expect(events).toEqual(["reads wait", "frame written", "reads run"]);
});

it.each([
  ["a client navigation's RSC request", { headers: { rsc: "1" } }],
  ["a server action's POST", { method: "POST" }],
])("gives %s no signal: its reads start at once", async (_name, request) => {
  const { events } = await serve(page, request);
  expect(events).toEqual(["no signal", "reads run", "frame written"]);
});

it("releases the wait when the answer ends without a write", async () => {
  const ended: Handler = async (_req, res, events) => {
    const waiting = (async () => {
      await currentFrameSent();
      events.push("released");
    })();
    res.end("whole");
    await waiting;
  };
  const { body, events } = await serve(ended);
  expect(body).toBe("whole");
  expect(events).toEqual(["released"]);
});
