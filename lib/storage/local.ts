// Local-disk driver: files under the uploads root, content types in a parallel `.meta/` tree.
// Bytes go to `.tmp/` first and are linked into place only when complete, so no reader ever sees a
// half-written file, and link() fails if the key exists, so a key is never overwritten.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError, conflict } from "@/lib/errors";
import { contentTypeFor, OCTET_STREAM } from "@/lib/storage/content-types";
import { temporaryName } from "@/lib/storage/stale-temporary";
import { extensionOf } from "@/lib/storage/limits";
import type { Storage, StorageBody, StoredFile } from "@/lib/storage/types";

const isCode = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

function toReadable(body: StorageBody): Readable {
  if (body instanceof Readable) return body;
  if (body instanceof Uint8Array) return Readable.from([body]);
  return Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
}

/**
 * The absolute path for `key`, refusing anything that could leave the uploads root or reach the
 * driver's own `.meta`/`.tmp` folders: absolute keys, backslashes, NUL, empty, `.` or `..` segments,
 * and segments starting with a dot.
 */
export function resolveKey(root: string, key: string): string {
  const segments = key.split("/");
  const unsafe =
    key.length === 0 || key.length > 1024 || /[\\\u0000]/.test(key) || segments.some((s) => s === "" || s.startsWith("."));
  const full = path.resolve(root, key);
  if (unsafe || !full.startsWith(root + path.sep)) throw new AppError("BAD_REQUEST", "Invalid file path");
  return full;
}

export function localDiskStorage(uploadsDir: string): Storage {
  const root = path.resolve(uploadsDir);
  const metaPath = (key: string) => resolveKey(path.join(root, ".meta"), key) + ".json";

  async function readContentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await fs.readFile(metaPath(key), "utf8")) as { contentType?: unknown };
      if (typeof meta.contentType === "string") return meta.contentType;
    } catch (err) {
      if (!isCode(err, "ENOENT")) throw err;
    }
    // A crash between linking the file and writing its metadata leaves no sidecar: fall back to the name.
    return contentTypeFor(extensionOf(key)) ?? OCTET_STREAM;
  }

  return {
    async put(key, body, { contentType }) {
      const file = resolveKey(root, key);
      const meta = metaPath(key);
      const tmpDir = path.join(root, ".tmp");
      const tmp = path.join(tmpDir, temporaryName());
      await Promise.all([fs.mkdir(path.dirname(file), { recursive: true }), fs.mkdir(path.dirname(meta), { recursive: true }), fs.mkdir(tmpDir, { recursive: true })]);
      try {
        const out = (await fs.open(tmp, "wx", 0o600)).createWriteStream();
        await pipeline(toReadable(body), out);
        const { size } = await fs.stat(tmp);
        await fs.writeFile(tmp + ".json", JSON.stringify({ contentType, size }), { mode: 0o600 });
        try {
          await fs.link(tmp, file);
        } catch (err) {
          if (isCode(err, "EEXIST")) throw conflict("A file already exists at this path");
          throw err;
        }
        await fs.rename(tmp + ".json", meta);
        return { key, size, contentType };
      } finally {
        await Promise.all([fs.rm(tmp, { force: true }), fs.rm(tmp + ".json", { force: true })]);
      }
    },

    async get(key): Promise<StoredFile | null> {
      const file = resolveKey(root, key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (err) {
        if (isCode(err, "ENOENT")) return null;
        throw err;
      }
      try {
        const [{ size }, contentType] = await Promise.all([handle.stat(), readContentType(key)]);
        const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { key, size, contentType, stream };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async delete(key) {
      await Promise.all([fs.rm(resolveKey(root, key), { force: true }), fs.rm(metaPath(key), { force: true })]);
    },

    async exists(key) {
      try {
        return (await fs.stat(resolveKey(root, key))).isFile();
      } catch (err) {
        if (isCode(err, "ENOENT")) return false;
        throw err;
      }
    },
  };
}
