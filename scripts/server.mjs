// The production server: Next's request handler behind a plain Node HTTP server, so that the caller's
// address comes from the socket. Next itself only fills X-Forwarded-For when the client did not send one,
// which would let anyone choose their own address and slip past the per-address login limit.
import http from "node:http";
import next from "next";
import nextConfig from "../next.config.mjs";
import { actionBodyLimit, createActionGuard, readActionTable } from "../lib/action-guard/node.mjs";
import { refuseRequestTarget } from "../lib/http/request-target.mjs";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");

// lib/request.ts reads the client's address from X-Forwarded-For; knowing it is the socket's lets the app
// skip the start-up warning meant for a plain `next start` without a proxy (lib/deploy-config.ts).
if (!trustProxy) process.env.CFP_SOCKET_ADDRESS_STAMPED = "1";

const app = next({ dev: false, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();
// Server-action calls are checked before Next decodes them (lib/action-guard): malformed ones are 4xx JSON.
const guardAction = createActionGuard({ actions: readActionTable(nextConfig.distDir), trustProxy, limit: actionBodyLimit(nextConfig) });

function stampClient(req) {
  const remote = req.socket.remoteAddress ?? "unknown";
  if (trustProxy) {
    // As Next does under `next start`: the trusted proxy's header stays as it sent it (its last entry is
    // the client), and a request that reached us without one is named by its socket.
    req.headers["x-forwarded-for"] ??= remote;
    return;
  }
  req.headers["x-forwarded-for"] = remote;
  delete req.headers["x-forwarded-host"];
  delete req.headers["x-forwarded-proto"];
  delete req.headers["x-real-ip"];
}

const server = http.createServer((req, res) => {
  // Methods, request targets and page writes no route serves: 4xx JSON before Next's router (lib/http).
  const refusal = refuseRequestTarget(req.method ?? "", req.url ?? "");
  if (refusal) {
    res.writeHead(refusal.status, { ...refusal.headers, "cache-control": "no-store", ...(refusal.error ? { "content-type": "application/json" } : {}) });
    res.end(refusal.error ? JSON.stringify({ error: refusal.error }) : undefined);
    return;
  }
  stampClient(req);
  guardAction(req, res)
    .then((answered) => answered || handle(req, res))
    .catch((err) => {
      console.error("Unhandled request error", err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "Something went wrong" }));
    });
});
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? "localhost"}:${port}`);
});
// On a stop: finish the requests in flight, then close the database before exiting. The embedded one
// (PGlite, lib/db.ts) writes its folder from this process: closed, it is left consistent at once instead
// of needing a recovery at the next start. A database that will not close in 10 s does not hold the exit.
async function shutDown() {
  await new Promise((resolve) => server.close(resolve));
  await Promise.race([globalThis.__cfpDb?.close?.(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]).catch((err) =>
    console.error("closing the database failed:", err),
  );
  process.exit(0);
}
for (const sig of ["SIGINT", "SIGTERM"]) process.once(sig, () => void shutDown());
