// Facts about the incoming request that several layers need. Works on any Fetch API Request.
import { env } from "@/lib/env";
import { expectedOrigin, isForeignSource } from "@/lib/request-origin.mjs";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** This site's address as the caller reached it (behind a trusted proxy, as the proxy names it): for links the app hands out. */
export const siteOrigin = (req: Request): string => expectedOrigin(req.url, req.headers, env.trustProxy);

/**
 * A state-changing request is cross-site when its Origin (or, lacking that, its Referer) is not exactly
 * this server's scheme, host and port ("null" and unparsable values included). Requests carrying
 * neither come from non-browser clients, which cannot ride a victim's cookies.
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  return isForeignSource(req.url, req.headers, env.trustProxy);
}

/**
 * The caller's address, for the login limits.
 * - TRUST_PROXY=true (a reverse proxy or a platform such as Vercel in front): the header it sets
 *   (`env.clientIpHeader`); of a list, the last entry, which the nearest proxy added and the client cannot
 *   choose. Next itself fills X-Forwarded-For with the socket's address only when it is absent, and
 *   scripts/server.mjs does the same in this mode, so `next start` and `npm start` read it alike.
 * - Otherwise scripts/server.mjs has replaced X-Forwarded-For with the socket's address. Under a plain
 *   `next start` without a proxy a client could choose it: lib/deploy-config.ts warns at start-up.
 */
export function clientIp(req: Request): string {
  const header = env.trustProxy ? env.clientIpHeader : "x-forwarded-for";
  const parts = (req.headers.get(header) ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return (parts[parts.length - 1] ?? "unknown").slice(0, 64);
}

/** Who made a request, as a signature or a share link's view records them: address and browser (cut to 300 characters). */
export type RequestClient = { address: string; userAgent: string | null };

export function clientOf(req: Request): RequestClient {
  return { address: clientIp(req), userAgent: req.headers.get("user-agent")?.slice(0, 300) || null };
}
