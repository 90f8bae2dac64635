import "server-only";
// The scheduled-work routes (app/api/cron): the same work the in-process timers do under `npm start`
// (lib/outbox/startup.ts, lib/storage/upload-sweep.ts), for hosts that run no long-lived process. A
// scheduler (Vercel Cron, vercel.json) calls them with `Authorization: Bearer $CRON_SECRET`; no session
// opens them, and without CRON_SECRET they answer every call 404 with the reason.
import crypto from "node:crypto";
import { describedBy, type AnyEndpoint } from "@/lib/api/registry/endpoint";
import { env } from "@/lib/env";

/** Shorter secrets are refused as not configured: a guessable token would open the routes to anyone. */
export const MIN_CRON_SECRET_LENGTH = 16;
export const CRON_NOT_CONFIGURED = "Scheduled work is not configured here: set CRON_SECRET (at least 16 characters)";
export const CRON_UNAUTHORIZED = "Not authorized";

const digest = (s: string) => crypto.createHash("sha256").update(s).digest();

/** Whether the request carries the bearer token; compared in constant time (over digests, so lengths leak nothing). */
function carriesSecret(req: Request, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  return crypto.timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}

/** A GET handler for a registry entry that runs `work` for a caller with the bearer token and answers its summary. */
export function cronRoute(entry: AnyEndpoint, work: () => Promise<Record<string, unknown>>) {
  return describedBy(entry, async (req: Request): Promise<Response> => {
    const secret = env.cronSecret;
    // Not configured: the routes are not there (404, saying why), rather than open or failing.
    if (!secret || secret.length < MIN_CRON_SECRET_LENGTH) return Response.json({ error: CRON_NOT_CONFIGURED }, { status: 404 });
    if (!carriesSecret(req, secret)) {
      return Response.json({ error: CRON_UNAUTHORIZED }, { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="cron"' } });
    }
    try {
      return Response.json(await work(), { headers: { "Cache-Control": "no-store" } });
    } catch (err) {
      console.error(`scheduled work failed (${entry.path}):`, err);
      return Response.json({ error: "Scheduled work failed; see the server log" }, { status: 500 });
    }
  });
}
