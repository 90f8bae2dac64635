// GET /api/cron/outbox: the outbox drain of lib/outbox/startup.ts, for a scheduler (vercel.json).
import { platformEndpoints } from "@/lib/api/registry/platform";
import { cronRoute } from "@/lib/cron";
import { drainOutbox, pendingOutboxItems } from "@/lib/outbox/runner";

export const dynamic = "force-dynamic";

export const GET = cronRoute(platformEndpoints.cronOutbox, async () => ({ ran: await drainOutbox(), pending: await pendingOutboxItems() }));
