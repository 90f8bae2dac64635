// GET /api/cron/outbox: the outbox drain of lib/outbox/startup.ts, for a scheduler (vercel.json).
import { platformEndpoints } from "@/lib/api/registry/platform";
import { cronRoute } from "@/lib/cron";
import { drainOutbox, pendingOutboxItems } from "@/lib/outbox/runner";
// Defines the mail effect, so a drain here can send what a request left pending.
import "@/lib/mail/send";

export const dynamic = "force-dynamic";

export const GET = cronRoute(platformEndpoints.cronOutbox, async () => ({ ran: await drainOutbox(), pending: await pendingOutboxItems() }));
