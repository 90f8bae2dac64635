import "server-only";
// The request facts lib/request.ts reads (client address, the site's origin), for code that runs without a
// Request object: server actions and pages. Built from the incoming headers as Next hands them over:
// Next fills x-forwarded-proto from the socket when scripts/server.mjs (or a trusted proxy) has not.
import { headers } from "next/headers";

export async function currentRequest(): Promise<Request> {
  const h = await headers();
  const proto = h.get("x-forwarded-proto")?.split(",")[0].trim() === "https" ? "https" : "http";
  const host = h.get("host") ?? "localhost";
  return new Request(`${proto}://${host}/`, { headers: h });
}
