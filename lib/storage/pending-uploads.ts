// Every upload URL handed out is a row here until its feature records the file (DESIGN.md "Uploads"):
// the row makes the URL single-use (the PUT marks it received), holds the per-user quota of uploads
// waiting to be saved, and lets the sweep (lib/storage/upload-sweep.ts) delete a file nobody recorded.
// A feature takes the row in the transaction that records the file, binding the file to what it asked
// for (the deal room: the document type) and to the user who asked.
import "server-only";
import { AppError, conflict } from "@/lib/errors";
import { getDb, type Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { getStorage } from "@/lib/storage/driver";

/** Upload URLs one user may have waiting to be saved (asked for and still usable, or received and not yet recorded). */
export const MAX_PENDING_UPLOADS = 20;
export const TOO_MANY_PENDING_UPLOADS = "Too many uploads are waiting to be saved. Save them first, or try again in an hour.";
export const UPLOAD_URL_USED = "This upload URL has already been used";
/** How long after its URL expired a received file may still be recorded; the sweep deletes it after that. */
export const RECORD_WINDOW_MS = 60 * 60 * 1000;

export type PendingUploadInput = { userId: string; key: string; expiresAt: Date; context?: string };

/**
 * Opens a pending upload for `userId`; 429 when they already have MAX_PENDING_UPLOADS waiting. The count
 * and the insert run under a lock on the user's id, so two requests at once cannot both take the last place.
 */
export async function openPendingUpload({ userId, key, expiresAt, context }: PendingUploadInput, now = new Date()): Promise<string> {
  return transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('pending_uploads'), hashtext(${userId}))`;
    const recordBy = new Date(now.getTime() - RECORD_WINDOW_MS);
    const waitingWhere = { userId, OR: [{ receivedAt: null, expiresAt: { gt: now } }, { receivedAt: { not: null }, expiresAt: { gt: recordBy } }] };
    let waiting = await tx.pendingUpload.count({ where: waitingWhere });
    if (waiting >= MAX_PENDING_UPLOADS && (await dropBurnedClaims(tx, userId, now)) > 0) waiting = await tx.pendingUpload.count({ where: waitingWhere });
    if (waiting >= MAX_PENDING_UPLOADS) throw new AppError("RATE_LIMITED", TOO_MANY_PENDING_UPLOADS);
    const { id } = await tx.pendingUpload.create({ data: { userId, key, expiresAt, context }, select: { id: true } });
    return id;
  });
}

/** Longer than any PUT may take (the browser gives up after 30 s): a claim this old with no file is burned. */
export const BURNED_CLAIM_MS = 2 * 60 * 1000;

/**
 * A PUT whose process died mid-way (kill -9) leaves its URL claimed with no file behind it, and it counted
 * toward the quota until the sweep. At the quota, such claims of the user's are dropped (their URL is dead
 * anyway: the browser asks for a new one). Returns how many went.
 */
async function dropBurnedClaims(tx: Tx, userId: string, now: Date): Promise<number> {
  const claimed = await tx.pendingUpload.findMany({ where: { userId, receivedAt: { lt: new Date(now.getTime() - BURNED_CLAIM_MS) } }, select: { id: true, key: true } });
  const storage = getStorage();
  const burned: string[] = [];
  for (const row of claimed) if (!(await storage.exists(row.key))) burned.push(row.id);
  if (burned.length) await tx.pendingUpload.deleteMany({ where: { id: { in: burned } } });
  return burned.length;
}

/** The PUT's claim on its URL: 409 when a file was already received (or recorded) through it. */
export async function claimPendingUpload(id: string, key: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.pendingUpload.updateMany({ where: { id, key, receivedAt: null }, data: { receivedAt: new Date() } });
  if (count !== 1) throw conflict(UPLOAD_URL_USED);
}

/** A PUT that stored nothing gives its claim back, so the same URL may be tried again while it is valid. */
export async function releasePendingUpload(id: string): Promise<void> {
  const db = await getDb();
  await db.pendingUpload.updateMany({ where: { id }, data: { receivedAt: null } });
}

/**
 * In the transaction that records the file: consumes its pending upload, which must have been asked for by
 * `userId` (with this `context`), have received its file, and still be within the record window. False
 * otherwise (unknown, someone else's, for something else, never received, or swept).
 */
export async function takePendingUpload(tx: Tx, { key, userId, context }: { key: string; userId: string; context?: string }, now = new Date()): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ id: string; userId: string; context: string | null; expiresAt: Date; receivedAt: Date | null }[]>`
    SELECT id, "userId", context, "expiresAt", "receivedAt" FROM pending_uploads WHERE key = ${key} FOR UPDATE`;
  const usable = row && row.receivedAt && row.expiresAt.getTime() + RECORD_WINDOW_MS > now.getTime();
  if (!usable || row.userId !== userId || (row.context ?? undefined) !== context) return false;
  await tx.pendingUpload.delete({ where: { id: row.id } });
  return true;
}
