// Files stored through an upload URL but never recorded (the browser died between the PUT and
// POST /api/documents) are removed once their upload record is a day old. Upload URLs expire after 10
// minutes, so nothing swept can still be on its way. Runs opportunistically: an upload request runs one
// batch first when this instance has not swept for SWEEP_INTERVAL_MS (no scheduler to deploy; with
// several instances each sweeps, and SKIP LOCKED keeps them off each other's rows).
import "server-only";
import { transaction } from "@/lib/transaction";
import { deleteStoredFile } from "@/lib/storage/delete-effect";

export const UNRECORDED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes up to one batch of day-old upload records and, once that has committed, their files (one
 * after-commit piece per file, so one failed deletion is logged and the rest still go). Returns how many.
 */
export async function sweepUnrecordedUploads(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNRECORDED_UPLOAD_TTL_MS);
  return transaction(async (tx, afterCommit) => {
    const gone = await tx.$queryRaw<{ filePath: string }[]>`
      DELETE FROM document_uploads WHERE id IN (
        SELECT id FROM document_uploads WHERE "createdAt" < ${cutoff} ORDER BY "createdAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      ) RETURNING "filePath"`;
    // A path that became a version was consumed with its upload record, so none of these is recorded.
    for (const { filePath } of gone) await afterCommit(deleteStoredFile, { key: filePath });
    return gone.length;
  });
}

let lastSweep = 0;

/** Sweeps one batch when this instance has not swept lately. A failed sweep is logged, never the caller's error. */
export async function sweepIfDue(now = Date.now()): Promise<void> {
  if (now - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now;
  await sweepUnrecordedUploads(new Date(now)).catch((err) => console.error("deal-room upload sweep failed:", err));
}
