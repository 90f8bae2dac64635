// Step 2 of the upload flow: the PUT to an upload URL. The signed token is the whole credential (no
// session): it fixes the key, the size limit and the allowed types, and it works once.
import "server-only";
import { AppError, badRequest, conflict } from "@/lib/errors";
import { contentTypeFor, declaredContentType, OCTET_STREAM } from "@/lib/storage/content-types";
import { getStorage } from "@/lib/storage/driver";
import { extensionOf } from "@/lib/storage/limits";
import { bytesMatchType, MAGIC_BYTES_NEEDED } from "@/lib/storage/magic-bytes";
import { peekStream } from "@/lib/storage/peek-stream";
import { assertSize, fileTooLarge, limitStream } from "@/lib/storage/size-limit";
import type { StoredObject } from "@/lib/storage/types";
import { type UploadGrant, verifyUploadToken } from "@/lib/storage/upload-token";

export const UPLOAD_URL_USED = "This upload URL has already been used";

export type ReceivedUpload = { filePath: string; size: number; contentType: string };

/**
 * The type to store: what the request declares, else what the grant or the file name says. A browser
 * sends "" (or octet-stream) for types it does not know, which tells us nothing, so the name decides.
 */
function resolveContentType(grant: UploadGrant, header: string | null): string {
  const declared = declaredContentType(header);
  if (declared && grant.contentType && declared !== grant.contentType) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Content type does not match the upload URL");
  }
  const type = declared || grant.contentType || contentTypeFor(extensionOf(grant.key)) || OCTET_STREAM;
  if (grant.allowedTypes && !grant.allowedTypes.includes(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `File type ${type} is not allowed`);
  }
  return type;
}

/**
 * Content-Length is required: it lets an oversize file be refused before a byte is read, and comparing it
 * with the bytes received catches a body cut short on the way (Next's middleware passes on at most 10 MB).
 */
function declaredLength(req: Request): number {
  const raw = req.headers.get("content-length");
  if (raw === null || !/^\d+$/.test(raw)) throw badRequest("Content-Length header is required");
  return Number(raw);
}

async function store(key: string, body: ReadableStream<Uint8Array>, maxBytes: number, contentType: string): Promise<StoredObject> {
  const limited = limitStream(body, maxBytes);
  try {
    return await getStorage().put(key, limited.stream, { contentType });
  } catch (err) {
    // The driver stores all or nothing, so a stopped oversize body left no file to clean up.
    if (limited.exceeded()) throw fileTooLarge(maxBytes);
    if (err instanceof AppError && err.code === "CONFLICT") throw conflict(UPLOAD_URL_USED);
    throw err;
  }
}

/** The body again, once its first bytes prove it is a file of `contentType` (a renamed .exe is not). */
async function checkedContent(body: ReadableStream<Uint8Array>, contentType: string, key: string): Promise<ReadableStream<Uint8Array>> {
  const { head, stream } = await peekStream(body, MAGIC_BYTES_NEEDED);
  if (bytesMatchType(head, contentType)) return stream;
  await stream.cancel().catch(() => {});
  throw new AppError("UNSUPPORTED_MEDIA_TYPE", `File content does not match its type (${extensionOf(key) || contentType})`);
}

export async function receiveUpload(token: string, req: Request): Promise<ReceivedUpload> {
  const grant = verifyUploadToken(token);
  const contentType = resolveContentType(grant, req.headers.get("content-type"));
  const length = declaredLength(req);
  assertSize(length, grant.maxBytes);
  if (length === 0 || !req.body) throw badRequest("The file is empty");
  if (await getStorage().exists(grant.key)) throw conflict(UPLOAD_URL_USED);

  // Every upload that names its types is checked here, at the PUT, not only when its record is saved:
  // HTML declared as a PDF never reaches the store.
  const body = grant.allowedTypes ? await checkedContent(req.body, contentType, grant.key) : req.body;
  const stored = await store(grant.key, body, grant.maxBytes, contentType);
  if (stored.size !== length) {
    await getStorage().delete(grant.key);
    throw badRequest(`Upload incomplete: received ${stored.size} of ${length} bytes. Please try again.`);
  }
  return { filePath: stored.key, size: stored.size, contentType: stored.contentType };
}
