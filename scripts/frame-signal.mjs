// When a page's first bytes have left (scripts/server.mjs), for the pages that wait for it before their
// reads (lib/frame-first.ts). A page with a loading state streams its frame (header, menus, the loading
// state) first; but Node renders the frame and runs the page's reads on one thread, so reads started at
// once take the thread (query building, results, the render of the data) and hold the frame back until
// most of the data is done. Waiting for the first write puts the frame first.
import { AsyncLocalStorage } from "node:async_hooks";

const frames = new AsyncLocalStorage();
// lib/frame-first.ts looks the signal up by this key: the app's bundle cannot import this file.
const FRAME_SENT = Symbol.for("cfp.frameSent");

/** This request's "first bytes written" promise, or undefined outside a request that carries one. */
export const currentFrameSent = () => frames.getStore();

/**
 * Resolves once `res` has first written (or ended, or closed) and the bytes have left the process: Node
 * corks a response's socket on its first write and uncorks it on the next tick, which a page's reads
 * started in a promise continuation would hold back (PGlite's statements run as such continuations), so
 * the signal comes a turn of the event loop later. The wrappers stay: Next's compression wraps them in
 * turn and writes its gzip output through them.
 */
function firstWrite(res) {
  return new Promise((resolve) => {
    let sent = false;
    const release = () => {
      if (sent) return;
      sent = true;
      setImmediate(resolve);
    };
    const { write, end } = res;
    res.write = function (...args) {
      release();
      return write.apply(this, args);
    };
    res.end = function (...args) {
      release();
      return end.apply(this, args);
    };
    res.once("close", release);
  });
}

/**
 * Runs `handle` with the signal for a document request (a GET that is not a client navigation's RSC
 * request: those answer a router that already shows the loading state) and without it otherwise.
 */
export function withFrameSignal(req, res, handle) {
  const isDocument = req.method === "GET" && req.headers.rsc === undefined;
  return isDocument ? frames.run(firstWrite(res), handle) : handle();
}

globalThis[FRAME_SENT] = currentFrameSent;
