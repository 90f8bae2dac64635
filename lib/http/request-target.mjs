// What no route can serve, refused before Next's router sees it (issue 30): a method no handler has, a
// request target that is not a path, a path whose escapes do not decode, and a write to a page. Next
// answers several of these with a plain-text 500, or follows an absolute-form target's host in its
// redirects. Plain JavaScript without Node or Edge APIs: scripts/server.mjs checks every request with it,
// and the middleware the ones it sees, wherever the app is hosted.
import { hasControlCharacter } from "../validation/control-characters.mjs";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** A page is read, or posted to by its server actions; nothing else changes one. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/** @typedef {{ status: number, error: string | null, headers?: Record<string, string> }} TargetRefusal */

/**
 * A path whose escapes do not decode (%zz, a cut UTF-8 sequence) or decode to control characters.
 * @param {string} pathname
 */
export function isMalformedPath(pathname) {
  try {
    return pathname.split("/").some((segment) => hasControlCharacter(decodeURIComponent(segment)));
  } catch {
    return true;
  }
}

/**
 * The refusal for a request, or null to let it through. `target` is the request line's target as sent
 * (scripts/server.mjs) or the URL's path (the middleware, which only sees origin-form requests).
 * `OPTIONS *` asks about the server as a whole: it is answered, with no body.
 * @param {string} method
 * @param {string} target
 * @returns {TargetRefusal | null}
 */
export function refuseRequestTarget(method, target) {
  const verb = method.toUpperCase();
  if (!METHODS.includes(verb)) return { status: 405, error: "Method not allowed", headers: { Allow: METHODS.join(", ") } };
  if (target === "*" && verb === "OPTIONS") return { status: 204, error: null, headers: { Allow: METHODS.join(", ") } };
  if (!target.startsWith("/") || target.startsWith("//")) return { status: 400, error: "Malformed URL" };
  const pathname = target.split(/[?#]/, 1)[0];
  if (isMalformedPath(pathname)) return { status: 400, error: "Malformed URL" };
  if (!pathname.startsWith("/api/") && !pathname.startsWith("/_next/") && !PAGE_METHODS.includes(verb)) {
    return { status: 405, error: "Method not allowed", headers: { Allow: PAGE_METHODS.join(", ") } };
  }
  return null;
}
