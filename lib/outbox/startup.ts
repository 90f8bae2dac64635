// Started once per server instance (instrumentation.ts): finishes what a crash left pending, then looks
// again now and again for items whose first run failed (a file store that was down). On a host that runs
// no long-lived process a scheduler does the same through GET /api/cron/outbox. Several instances (and
// the route) may all drain; the row locks keep each item to one of them.
import "server-only";
import { drainOutbox } from "@/lib/outbox/runner";

const DRAIN_INTERVAL_MS = 60_000;

async function drain(): Promise<void> {
  try {
    const ran = await drainOutbox();
    if (ran > 0) console.log(`Finished ${ran} pending after-commit item(s).`);
  } catch (err) {
    console.error("after-commit drain failed:", err);
  }
}

export function startOutbox(): void {
  void drain();
  setInterval(() => void drain(), DRAIN_INTERVAL_MS).unref();
}
