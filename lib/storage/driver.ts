// Which store the files live in: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else the local disk
// under DATA_DIR/uploads. Read per call, because tests point each file at its own DATA_DIR.
import "server-only";
import { env } from "@/lib/env";
import { vercelBlobStorage } from "@/lib/storage/blob";
import { localDiskStorage } from "@/lib/storage/local";
import type { Storage } from "@/lib/storage/types";

export function getStorage(): Storage {
  const token = env.blobToken;
  return token ? vercelBlobStorage(token) : localDiskStorage(env.uploadsDir);
}
