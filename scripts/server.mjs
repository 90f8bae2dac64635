// The production server: Next's request handler behind a plain Node HTTP server, so that the caller's
// address comes from the socket. Next itself only fills X-Forwarded-For when the client did not send one,
// which would let anyone choose their own address and slip past the per-address login limit.
import http from "node:http";
import next from "next";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");

const app = next({ dev: false, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();

function stampClient(req) {
  const remote = req.socket.remoteAddress ?? "unknown";
  if (trustProxy) {
    const upstream = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = upstream ? `${upstream}, ${remote}` : remote;
    return;
  }
  req.headers["x-forwarded-for"] = remote;
  delete req.headers["x-forwarded-host"];
  delete req.headers["x-forwarded-proto"];
  delete req.headers["x-real-ip"];
}

const server = http.createServer((req, res) => {
  stampClient(req);
  handle(req, res).catch((err) => {
    console.error("Unhandled request error", err);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "Something went wrong" }));
  });
});
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? "localhost"}:${port}`);
});
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => server.close(() => process.exit(0)));
}
