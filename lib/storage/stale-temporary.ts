// The local driver writes each put to `.tmp/` and links it into place when complete (lib/storage/local.ts).
// A process killed mid-put leaves its temporary file behind, which nothing else would ever remove: a
// starting server clears those. An hour's age keeps it off a put another process may still be writing.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** Removes temporary files older than an hour under `uploadsDir`; returns how many. */
export async function removeStaleTemporaryFiles(uploadsDir: string, now = Date.now()): Promise<number> {
  const dir = path.join(path.resolve(uploadsDir), ".tmp");
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < STALE_TEMPORARY_MS) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}

/** At start-up, on the local disk only (Vercel Blob keeps no temporary files of ours). Logged, never thrown. */
export async function clearStaleTemporaryUploads(): Promise<void> {
  if (env.blobToken) return;
  await removeStaleTemporaryFiles(env.uploadsDir).catch((err) => console.error("could not clear stale temporary uploads:", err));
}
