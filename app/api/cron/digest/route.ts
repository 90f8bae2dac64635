// GET /api/cron/digest: the daily digests of lib/digest/digest.ts, for a scheduler (vercel.json).
import { platformEndpoints } from "@/lib/api/registry/platform";
import { cronRoute } from "@/lib/cron";
import { sendDueDigests } from "@/lib/digest/digest";
// Defines the mail effect, so the digests enqueued here are sent after their commits.
import "@/lib/mail/send";

export const dynamic = "force-dynamic";

export const GET = cronRoute(platformEndpoints.cronDigest, async () => ({ mailed: await sendDueDigests() }));
