// Vercel Blob driver. The store must be a *private* store (@vercel/blob ≥ 2.3 supports them): every
// read goes through this server with the read-write token, so a file's URL alone opens nothing and
// access is decided by the app, the same as on local disk. See docs/decisions/0002-storage.md.
import "server-only";
import { Readable } from "node:stream";
import { BlobNotFoundError, del, get, head, put } from "@vercel/blob";
import { conflict } from "@/lib/errors";
import type { Storage, StorageBody } from "@/lib/storage/types";

/** Counts the bytes as they pass, since put() does not report a size. */
function counted(body: StorageBody): { stream: ReadableStream<Uint8Array>; size: () => number } {
  let size = 0;
  const source = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : (body as ReadableStream<Uint8Array>);
  const stream = source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, size: () => size };
}

export function vercelBlobStorage(token: string): Storage {
  return {
    async put(key, body, { contentType }) {
      const bytes = body instanceof Uint8Array ? body : null;
      const streamed = bytes ? null : counted(body);
      try {
        // No random suffix: the key already carries 128 random bits, and it is the only name we keep.
        await put(key, bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : streamed!.stream, {
          access: "private",
          token,
          contentType,
          addRandomSuffix: false,
          allowOverwrite: false,
        });
      } catch (err) {
        if (/already exists/i.test((err as Error).message)) throw conflict("A file already exists at this path");
        throw err;
      }
      return { key, size: bytes ? bytes.byteLength : streamed!.size(), contentType };
    },

    async get(key) {
      const found = await get(key, { access: "private", token });
      if (!found || found.statusCode !== 200) return null;
      // get() reports size 0 when the response has no Content-Length (a compressed or chunked reply).
      const size = found.headers.get("content-length") ? found.blob.size : (await head(key, { token })).size;
      return { key, size, contentType: found.blob.contentType, stream: found.stream };
    },

    async delete(key) {
      await del(key, { token });
    },

    async exists(key) {
      try {
        await head(key, { token });
        return true;
      } catch (err) {
        if (err instanceof BlobNotFoundError) return false;
        throw err;
      }
    },
  };
}
