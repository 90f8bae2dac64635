import "server-only";
// Started once per server instance (instrumentation.ts), beside the outbox drain: looks every minute for
// daily digests that are due (lib/digest/digest.ts). Several instances, and the cron route
// (app/api/cron/digest) on hosts without a long-lived process, may all look: each user's row for the day
// lets only one of them mail.
import { sendDueDigests } from "@/lib/digest/digest";

const DIGEST_INTERVAL_MS = 60_000;

async function look(): Promise<void> {
  try {
    const mailed = await sendDueDigests();
    if (mailed > 0) console.log(`Mailed ${mailed} daily digest(s).`);
  } catch (err) {
    console.error("daily digest failed:", err);
  }
}

export function startDigests(): void {
  void look();
  setInterval(() => void look(), DIGEST_INTERVAL_MS).unref();
}
