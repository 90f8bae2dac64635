// Facts about the incoming request that several layers need. Works on any Fetch API Request.
import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function expectedHost(req: Request): string {
  if (env.trustProxy) {
    const forwarded = req.headers.get("x-forwarded-host");
    if (forwarded) return forwarded.split(",")[0].trim().toLowerCase();
  }
  return (req.headers.get("host") ?? new URL(req.url).host).toLowerCase();
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "invalid";
  }
}

/**
 * A state-changing request is cross-site when its Origin (or, lacking that, its Referer) names another
 * host. Requests carrying neither come from non-browser clients, which cannot ride a victim's cookies.
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  const source = hostOf(req.headers.get("origin")) ?? hostOf(req.headers.get("referer"));
  if (source === null) return false;
  return source !== expectedHost(req);
}

/**
 * The caller's address. scripts/server.mjs sets X-Forwarded-For from the socket (replacing whatever the
 * client sent), or appends the socket address behind a trusted proxy (TRUST_PROXY), where the entry the
 * proxy added before it is the client.
 */
export function clientIp(req: Request): string {
  const parts = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const pick = env.trustProxy ? parts[parts.length - 2] ?? parts[parts.length - 1] : parts[parts.length - 1];
  return (pick ?? "unknown").slice(0, 64);
}
