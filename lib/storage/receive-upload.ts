// Step 2 of the upload flow: the PUT to an upload URL. The sealed token fixes the key, the size limit and
// the allowed types; it works once (its pending upload is claimed) and only for the user who asked for it.
import "server-only";
import { AppError, badRequest, conflict, forbidden } from "@/lib/errors";
import { canonicalContentType, contentTypeFor, declaredContentType, OCTET_STREAM } from "@/lib/storage/content-types";
import { getStorage } from "@/lib/storage/driver";
import { extensionOf } from "@/lib/storage/limits";
import { HEAD_BYTES, isFileOfType, needsWholeFile, typeMismatchMessage } from "@/lib/storage/file-check";
import { peekStream } from "@/lib/storage/peek-stream";
import { assertSize, fileTooLarge, limitStream } from "@/lib/storage/size-limit";
import type { StoredObject } from "@/lib/storage/types";
import { type UploadGrant, unsealUploadToken } from "@/lib/storage/upload-token";
import { claimPendingUpload, releasePendingUpload, UPLOAD_URL_USED } from "@/lib/storage/pending-uploads";

export const OTHER_USERS_UPLOAD_URL = "This upload URL was made for another account";

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
  if (!grant.allowedTypes.includes(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", `File type ${type} is not allowed`);
  // Stored under its one name ("image/pjpeg" is a JPEG), so a feature compares types without aliases.
  return canonicalContentType(type);
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

async function store(key: string, body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>, maxBytes: number, contentType: string): Promise<StoredObject> {
  const limited = limitStream(body instanceof Uint8Array ? new Blob([body]).stream() : body, maxBytes);
  try {
    return await getStorage().put(key, limited.stream, { contentType });
  } catch (err) {
    // The driver stores all or nothing, so a stopped oversize body left no file to clean up.
    if (limited.exceeded()) throw fileTooLarge(maxBytes);
    if (err instanceof AppError && err.code === "CONFLICT") throw conflict(UPLOAD_URL_USED);
    throw err;
  }
}

/**
 * The body again (or, for a container, all of it), once its bytes prove it is a file of `contentType`:
 * a renamed .exe, HTML sent as a PDF, or a plain ZIP or a spreadsheet sent as a Word file never reaches
 * the store. A container's directory sits anywhere in it, so those are read whole (at most the limit).
 */
async function checkedContent(body: ReadableStream<Uint8Array>, contentType: string, maxBytes: number): Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>> {
  if (needsWholeFile(contentType)) {
    const bytes = new Uint8Array(await new Response(limitStream(body, maxBytes).stream).arrayBuffer().catch((err: unknown) => {
      throw err instanceof AppError ? err : badRequest("Upload failed: the connection was lost");
    }));
    if (await isFileOfType(bytes, contentType)) return bytes;
  } else {
    const { head, stream } = await peekStream(body, HEAD_BYTES);
    if (await isFileOfType(head, contentType)) return stream;
    await stream.cancel().catch(() => {});
  }
  throw new AppError("UNSUPPORTED_MEDIA_TYPE", typeMismatchMessage(contentType));
}

/** Stores the PUT's body for `userId` (the signed-in caller) under the URL's key, once its bytes pass the check. */
export async function receiveUpload(token: string, userId: string, req: Request): Promise<ReceivedUpload> {
  const grant = await unsealUploadToken(token);
  if (grant.userId !== userId) throw forbidden(OTHER_USERS_UPLOAD_URL);
  const contentType = resolveContentType(grant, req.headers.get("content-type"));
  const length = declaredLength(req);
  assertSize(length, grant.maxBytes);
  if (length === 0 || !req.body) throw badRequest("The file is empty");
  await claimPendingUpload(grant.id, grant.key);
  try {
    // Every upload is checked here, at the PUT, not only when its record is saved: HTML declared as a PDF
    // never reaches the store.
    const body = await checkedContent(req.body, contentType, grant.maxBytes);
    const stored = await store(grant.key, body, grant.maxBytes, contentType);
    if (stored.size !== length) {
      await getStorage().delete(grant.key);
      throw badRequest(`Upload incomplete: received ${stored.size} of ${length} bytes. Please try again.`);
    }
    return { filePath: stored.key, size: stored.size, contentType: stored.contentType };
  } catch (err) {
    // Nothing was stored (the driver stores all or nothing), so the URL may be tried again while valid.
    if (!(err instanceof AppError && err.code === "CONFLICT")) await releasePendingUpload(grant.id);
    throw err;
  }
}
