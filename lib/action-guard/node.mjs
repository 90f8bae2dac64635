// The server-action guard as scripts/server.mjs runs it in front of Next's handler, on the raw request:
// the header rules of ./headers.mjs with the build's table of actions (an unknown action is a 404), then,
// for an action call, its body read once (refused at the size limit without being buffered further),
// checked, and handed on to Next as if unread. Plain Node: the server runs it without a build step.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { refuseFormPost, refuseMultipartCall, refuseTextCall } from "./body.mjs";
import { actionRequestKind, ACTION_BODY_LIMIT, mediaType, refuseActionHeaders } from "./headers.mjs";

const require = createRequire(import.meta.url);
// The multipart parser Next's action handler uses for a call's body, so both read the same parts.
const busboy = require("next/dist/compiled/busboy");

/**
 * The actions that are `<form action>`s, `(state, form: FormData)`, by exported name; every other action
 * is built with action() (lib/action.ts) and takes `(input, options)`. action-guard.test.ts finds them
 * in actions/ and fails when this list misses one.
 */
export const FORM_ACTIONS = new Set(["logInAction", "registerAction", "completeSecondFactorAction", "cancelSignInAction", "changeEmailAction", "verifyEmailAction", "requestPasswordResetAction", "resetPasswordAction", "savePreferencesAction", "unsubscribeAction"]);

/**
 * The build's actions (Next's server-reference manifest: id → file and exported name).
 * @param {Record<string, { exportedName?: string }>} manifest
 * @returns {import("./headers.mjs").ActionTable}
 */
export function actionTable(manifest) {
  return {
    known: (id) => Object.hasOwn(manifest, id),
    takesForm: (id) => Object.hasOwn(manifest, id) && FORM_ACTIONS.has(manifest[id].exportedName ?? ""),
  };
}

/** @param {string} distDir */
export function readActionTable(distDir) {
  const file = path.join(distDir, "server", "server-reference-manifest.json");
  return actionTable(fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")).node ?? {}) : {});
}

/**
 * The largest action body Next takes whole: the smaller of the action limit and the middleware's copy
 * (past which Next silently cuts the body, which then failed to decode with a 500).
 * @param {{ experimental?: { serverActions?: { bodySizeLimit?: number | string }, proxyClientMaxBodySize?: number | string } }} config
 */
export function actionBodyLimit(config) {
  const bytes = require("next/dist/compiled/bytes");
  const size = (/** @type {number | string | undefined} */ v, /** @type {number} */ fallback) => (v === undefined ? fallback : typeof v === "number" ? v : bytes.parse(v));
  return Math.min(size(config.experimental?.serverActions?.bodySizeLimit, 1024 * 1024), size(config.experimental?.proxyClientMaxBodySize, 10 * 1024 * 1024));
}

/**
 * @param {{ actions: import("./headers.mjs").ActionTable, trustProxy: boolean, limit?: number }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<boolean>}
 *   true when the guard answered (a refusal); false when the request goes on to Next
 */
export function createActionGuard({ actions, trustProxy, limit = ACTION_BODY_LIMIT }) {
  return async (req, res) => {
    const headers = { get: (/** @type {string} */ name) => header(req, name) };
    const target = req.url ?? "/";
    const request = { method: req.method ?? "GET", path: target.split("?")[0], url: `http://${header(req, "host") ?? "unknown"}${target}`, headers, trustProxy };
    const early = refuseActionHeaders(request, actions);
    // A body too large (declared so here, or found so while read below) is not read on: the connection
    // closes after the answer.
    if (early) return answer(res, early.status, early.error, early.status === 413 ? { ...early.headers, connection: "close" } : early.headers);
    const kind = actionRequestKind(request);
    const { type } = mediaType(header(req, "content-type"));
    // A urlencoded form post is no action call to Next: it renders the page.
    if (kind === null || (kind === "form" && type !== "multipart/form-data")) return false;

    const body = await readBody(req, limit);
    if (body === "aborted") {
      res.destroy();
      return true;
    }
    if (body === "too large") return answer(res, 413, "Request body is too large", { connection: "close" });
    let refusal;
    if (kind === "fetch") {
      const takesForm = actions.takesForm(String(header(req, "next-action")));
      if (type === "text/plain") refusal = refuseTextCall(body.toString("utf8"), takesForm);
      else {
        const parts = await multipartParts(body, req.headers, limit);
        refusal = parts ? refuseMultipartCall(parts, takesForm) : { status: 400, error: "Malformed multipart body" };
      }
    } else {
      const entries = await formEntries(body, header(req, "content-type") ?? "");
      refusal = entries ? refuseFormPost(entries, actions) : { status: 400, error: "Malformed multipart body" };
    }
    if (refusal) return answer(res, refusal.status, refusal.error, refusal.headers);
    replayBody(req, body);
    return false;
  };
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {string} name
 */
function header(req, name) {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} error
 * @param {Record<string, string>} [extra]
 */
function answer(res, status, error, extra) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", "x-content-type-options": "nosniff", ...extra });
  res.end(JSON.stringify({ error }));
  return true;
}

/**
 * The whole body, or "too large" as soon as it passes `limit` (what arrived is dropped and the rest
 * flows on unbuffered), or "aborted" when the client went away first.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | "too large" | "aborted">}
 */
function readBody(req, limit) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    const done = (/** @type {Buffer | "too large" | "aborted"} */ result) => {
      req.off("data", onData).off("end", onEnd).off("error", onAbort).off("close", onAbort);
      chunks = [];
      resolve(result);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) done("too large");
      else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks));
    const onAbort = () => done("aborted");
    req.on("data", onData).on("end", onEnd).on("error", onAbort).on("close", onAbort);
  });
}

/**
 * Hands the body back to the request, unread, for Next to read as usual. Next itself swaps a request's
 * stream the same way after its middleware has read a copy (next/dist/server/body-streams.js).
 * @param {import("node:http").IncomingMessage} req
 * @param {Buffer} body
 */
function replayBody(req, body) {
  const previous = /** @type {any} */ (req)._readableState;
  const fresh = new Readable({ read() {}, autoDestroy: previous.autoDestroy, emitClose: previous.emitClose });
  Object.assign(req, { _readableState: /** @type {any} */ (fresh)._readableState, _read() {} });
  // Pushed through the request, so that the stream's scheduled work (data, end) is the request's.
  if (body.length > 0) req.push(body);
  req.push(null);
}

/**
 * A multipart call's parts as Next's parser (busboy, with Next's options) reads them; null when it
 * cannot.
 * @param {Buffer} body
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {number} limit
 * @returns {Promise<import("./body.mjs").Part[] | null>}
 */
function multipartParts(body, headers, limit) {
  return new Promise((resolve) => {
    let parser;
    try {
      parser = busboy({ defParamCharset: "utf8", headers, limits: { fieldSize: limit } });
    } catch {
      return resolve(null);
    }
    /** @type {import("./body.mjs").Part[]} */
    const parts = [];
    parser.on("field", (/** @type {string} */ name, /** @type {string} */ value) => parts.push({ name, value }));
    parser.on("file", (/** @type {string} */ name, /** @type {Readable} */ stream, /** @type {{ encoding: string }} */ info) => {
      parts.push({ name, file: { encoding: info.encoding } });
      stream.on("error", () => resolve(null)).resume();
    });
    parser.on("error", () => resolve(null));
    parser.on("finish", () => resolve(parts));
    parser.end(body);
  });
}

/**
 * A form post's entries as Next reads them for a form action (the platform's Request.formData()); null
 * when they cannot be read.
 * @param {Buffer} body
 * @param {string} contentType
 * @returns {Promise<[string, string | object][] | null>}
 */
async function formEntries(body, contentType) {
  try {
    const form = await new Request("http://localhost/", { method: "POST", headers: { "content-type": contentType }, body }).formData();
    return [...form];
  } catch {
    return null;
  }
}
