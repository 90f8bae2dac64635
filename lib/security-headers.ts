// Content-Security-Policy for one response. Scripts need the per-request nonce (Next adds it to its own
// inline scripts); styles allow inline attributes because Radix positions popovers with style="".
// Frames: only the origins the caller names (the middleware passes the course page's video players).
export function contentSecurityPolicy(nonce: string, dev: boolean, frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...frameOrigins].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** HTTPS reached us directly, or through a proxy we trust to say so. Edge-safe: middleware uses it too. */
export { isHttpsRequest } from "@/lib/request-origin.mjs";

// Two years, subdomains included: sent only over HTTPS, where a browser honours it (RFC 6797 §7.2).
export const HSTS = "max-age=63072000; includeSubDomains";
