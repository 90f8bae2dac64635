// Files received through an upload URL but never recorded (the browser died between the PUT and the save,
// or a client never saved) are deleted once their record window has passed: their URL expired and the
// hour after it during which the file could still be recorded is over, so nothing swept can still be on
// its way. The rows of URLs never used go too. Runs when a server starts and then every 15 minutes, and
// whenever a scheduler calls GET /api/cron/upload-sweep (hosts without a long-lived process); with several
// instances each sweeps, and SKIP LOCKED keeps them off each other's rows.
import "server-only";
import { transaction } from "@/lib/transaction";
import { deleteStoredFile } from "@/lib/storage/delete-effect";
import { RECORD_WINDOW_MS } from "@/lib/storage/pending-uploads";

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes one batch of pending uploads past their record window and, once that has committed, their files
 * (an outbox effect each, so a failed deletion is retried and the rest still go). Returns how many rows went.
 */
export async function sweepUnrecordedUploads(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RECORD_WINDOW_MS);
  return transaction(async (tx, afterCommit) => {
    const gone = await tx.$queryRaw<{ key: string; received: boolean }[]>`
      DELETE FROM pending_uploads WHERE id IN (
        SELECT id FROM pending_uploads WHERE "expiresAt" < ${cutoff} ORDER BY "expiresAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      ) RETURNING key, "receivedAt" IS NOT NULL AS received`;
    // A recorded file took its row with it, so every file here is one nobody recorded.
    for (const { key, received } of gone) if (received) await afterCommit(deleteStoredFile, { key });
    return gone.length;
  });
}

/** Every batch until none is left (the in-process timer and the cron route, app/api/cron/upload-sweep). Returns how many rows went. */
export async function sweepAllUnrecordedUploads(now: Date = new Date()): Promise<number> {
  let swept = 0;
  for (let batch = await sweepUnrecordedUploads(now); batch > 0; batch = await sweepUnrecordedUploads(now)) swept += batch;
  return swept;
}

async function sweepAll(): Promise<void> {
  try {
    const swept = await sweepAllUnrecordedUploads();
    if (swept > 0) console.log(`Swept ${swept} upload(s) never saved.`);
  } catch (err) {
    console.error("upload sweep failed:", err);
  }
}

/** Once per server instance (instrumentation.ts): a sweep now, then one every 15 minutes. */
export function startUploadSweep(): void {
  void sweepAll();
  setInterval(() => void sweepAll(), SWEEP_INTERVAL_MS).unref();
}
