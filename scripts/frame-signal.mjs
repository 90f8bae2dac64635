// When a page's first bytes have left (scripts/server.mjs), for the pages that wait for it before their
// reads (lib/frame-first.ts). A page with a loading state streams its frame (header, menus, the loading
// state) first; but Node renders the frame and runs the page's reads on one thread, so reads started at
// once take the thread (query building, results, the render of the data) and hold the frame back until
// most of the data is done. Waiting for the first write puts the frame first.
import { AsyncLocalStorage } from "node:async_hooks";

const frames = new AsyncLocalStorage();
export const FRAME_SENT = Symbol.for("cfp.frameSent");

/** This request's "first bytes written" promise, or undefined outside a request that carries one. */
export const currentFrameSent = () => frames.getStore();

/**
 * Resolves when `res` first writes (or ends, or closes): the bytes are handed to the socket just after.
 * The wrappers stay: Next's compression wraps them in turn and writes its gzip output through them.
 */
function firstWrite(res) {
  return new Promise((resolve) => {
    const { write, end } = res;
    res.write = function (...args) {
      resolve();
      return write.apply(this, args);
    };
    res.end = function (...args) {
      resolve();
      return end.apply(this, args);
    };
    res.once("close", resolve);
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
