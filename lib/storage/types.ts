// The one interface both drivers (local disk, Vercel Blob) implement.
import type { Readable } from "node:stream";

export type StorageBody = Buffer | Uint8Array | ReadableStream<Uint8Array> | Readable;

export type StoredObject = { key: string; size: number; contentType: string };

export type StoredFile = StoredObject & { stream: ReadableStream<Uint8Array> };

export interface Storage {
  /**
   * Stores the bytes under `key`, all or nothing: a failed or aborted body leaves no file behind.
   * Never overwrites: a second put to the same key fails with CONFLICT.
   */
  put(key: string, body: StorageBody, options: { contentType: string }): Promise<StoredObject>;
  /** The file with its size and stored content type, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
