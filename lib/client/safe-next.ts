/**
 * Where to go after login: the `next` path if it stays on this site, else the dashboard. Browsers read
 * "//host", "/\host" and control characters inside "/<tab>/host" as another origin, so those are refused.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//")) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  if (next === "/login" || next.startsWith("/login?") || next.startsWith("/login/")) return fallback;
  return next;
}
