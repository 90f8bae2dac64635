// The rules for a server-action call that need only its request line and headers (issue 30 §4): the
// method, the page it came from, the action's id, the content type and the declared size. Plain
// JavaScript without Node or Edge APIs: scripts/server.mjs runs them (through ./node.mjs) with the build's
// table of actions, and the middleware runs them on every host, without that table.
import { isForeignSource } from "../request-origin.mjs";

/** @typedef {{ status: number, error: string, headers?: Record<string, string> }} Refusal */
/** @typedef {{ get(name: string): string | null | undefined }} HeaderReader */
/** @typedef {{ known(id: string): boolean, takesForm(id: string): boolean }} ActionTable */

/** next.config.mjs: `serverActions.bodySizeLimit` and `proxyClientMaxBodySize` (action-guard.test.ts keeps them equal). */
export const ACTION_BODY_LIMIT = 11 * 1024 * 1024;
export const ACTION_ID = /^[0-9a-f]{42}$/;

/**
 * @param {number} status
 * @param {string} error
 * @param {Record<string, string>} [headers]
 * @returns {Refusal}
 */
export const refuse = (status, error, headers) => (headers ? { status, error, headers } : { status, error });

/**
 * A Content-Type header as its lower-cased media type and its boundary parameter.
 * @param {string | null | undefined} value
 */
export function mediaType(value) {
  const [type = "", ...params] = (value ?? "").split(";");
  let boundary = null;
  for (const param of params) {
    const eq = param.indexOf("=");
    if (eq > 0 && param.slice(0, eq).trim().toLowerCase() === "boundary") boundary = param.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
  }
  return { type: type.trim().toLowerCase(), boundary };
}

/**
 * Whether a request is a server-action call: "fetch" (React's call from a page's script, with the
 * Next-Action header), "form" (a form post, which may name an action in its fields), or null. Actions are
 * posted to pages, never to /api/ or Next's own files.
 * @param {{ method: string, path: string, headers: HeaderReader }} req
 * @returns {"fetch" | "form" | null}
 */
export function actionRequestKind({ method, path, headers }) {
  if (path.startsWith("/api/") || path.startsWith("/_next/")) return null;
  if (headers.get("next-action") != null) return "fetch";
  const { type } = mediaType(headers.get("content-type"));
  if (method.toUpperCase() === "POST" && (type === "multipart/form-data" || type === "application/x-www-form-urlencoded")) return "form";
  return null;
}

/**
 * The checks that need only the request line and headers. `actions` (the build's table, which only
 * scripts/server.mjs can read) adds the unknown-action check; the middleware runs without it.
 * @param {{ method: string, path: string, url: string, headers: HeaderReader, trustProxy: boolean }} req
 * @param {ActionTable} [actions]
 * @returns {Refusal | null}
 */
export function refuseActionHeaders(req, actions) {
  const kind = actionRequestKind(req);
  if (kind === null) return null;
  if (kind === "fetch" && req.method.toUpperCase() !== "POST") return refuse(405, "Server actions are called with POST", { allow: "POST" });
  // Next compares only the Origin's host with the Host header: a page on http:// could call the https
  // site's actions (issue 30 §4). Same scheme, host and port, as for every other write (lib/request.ts).
  if (isForeignSource(req.url, req.headers, req.trustProxy)) return refuse(403, "Cross-site request refused");
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > ACTION_BODY_LIMIT) return refuse(413, "Request body is too large");
  if (kind === "form") return null;
  const id = String(req.headers.get("next-action"));
  if (!ACTION_ID.test(id) || (actions && !actions.known(id))) return refuse(404, "Server action not found");
  const { type, boundary } = mediaType(req.headers.get("content-type"));
  if (type === "multipart/form-data") {
    return boundary && boundary.length <= 70 ? null : refuse(400, "Malformed multipart body: no boundary");
  }
  // Next cannot decode a urlencoded call (it answers with its not-found page); nothing else is a reply.
  if (type !== "text/plain") return refuse(415, "A server action's body is text/plain or multipart/form-data");
  return null;
}
