// Which origin a request reached, and whether the page that sent it is another one. Plain JavaScript
// without Node or Edge APIs: lib/request.ts (routes and actions), the middleware (Edge) and
// scripts/server.mjs (plain Node, no build step) all judge a request's Origin with these same lines.

/** @typedef {{ get(name: string): string | null | undefined }} HeaderReader */

/**
 * HTTPS reached us directly, or through a proxy we trust to say so.
 * @param {string} url
 * @param {HeaderReader} headers
 * @param {boolean} trustProxy
 * @returns {boolean}
 */
export function isHttpsRequest(url, headers, trustProxy) {
  if (url.startsWith("https:")) return true;
  return trustProxy && (headers.get("x-forwarded-proto") ?? "").split(",")[0].trim().toLowerCase() === "https";
}

/**
 * `scheme://host:port` of an http(s) URL, lower-cased and without a default port; null for anything else.
 * @param {string} url
 * @returns {string | null}
 */
export function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === "http:" || protocol === "https:" ? origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * scheme://host:port this server answers on, as a browser's Origin header would name it (behind a
 * trusted proxy, as the proxy names it). `url`: the request's absolute URL; `headers`: anything with a
 * Fetch-style `get(name)`.
 * @param {string} url
 * @param {HeaderReader} headers
 * @param {boolean} trustProxy
 * @returns {string}
 */
export function expectedOrigin(url, headers, trustProxy) {
  const forwarded = trustProxy ? headers.get("x-forwarded-host")?.split(",")[0].trim() : undefined;
  const host = forwarded || headers.get("host") || new URL(url).host;
  const scheme = isHttpsRequest(url, headers, trustProxy) ? "https" : "http";
  return originOf(`${scheme}://${host}`) ?? "unknown";
}

/**
 * The request names a page of another origin: its Origin (or, lacking that, its Referer) is not exactly
 * this server's scheme, host and port ("null" and unparsable values included). Requests carrying
 * neither come from non-browser clients, which cannot ride a victim's cookies.
 * @param {string} url
 * @param {HeaderReader} headers
 * @param {boolean} trustProxy
 * @returns {boolean}
 */
export function isForeignSource(url, headers, trustProxy) {
  const source = headers.get("origin") ?? headers.get("referer");
  if (source === null || source === undefined) return false;
  return originOf(source) !== expectedOrigin(url, headers, trustProxy);
}
