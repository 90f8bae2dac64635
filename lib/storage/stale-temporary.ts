// The local driver writes each put to `.tmp/` and links it into place when complete (lib/storage/local.ts).
// A process killed mid-put leaves its temporary file behind, which nothing else would ever remove: a
// starting server clears those. Each temporary file is named after its writer (host and process id), so a
// file whose writer on this host is gone is removed at once (a crashed put's bytes used to stay for an
// hour); a file of a live process, or of another host sharing the folder, is removed only after an hour.
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { env } from "@/lib/env";

export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

const HOST = os.hostname().replace(/[^A-Za-z0-9-]/g, "_");

/** A temporary file's name: "<host>.<pid>.<random>", so a later start can tell whether its writer still runs. */
export const temporaryName = () => `${HOST}.${process.pid}.${crypto.randomBytes(16).toString("hex")}`;

function writerGone(name: string): boolean {
  const m = /^(.+)\.(\d+)\.[0-9a-f]{32}(\.json)?$/.exec(name);
  if (!m || m[1] !== HOST) return false;
  const pid = Number(m[2]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Removes temporary files whose writer on this host is gone, and any older than an hour, under `uploadsDir`; returns how many. */
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
    if (!stat?.isFile() || (now - stat.mtimeMs < STALE_TEMPORARY_MS && !writerGone(name))) continue;
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
