// Step 1 of the spec's upload flow (spec 2 §4): a feature, after its own access checks, asks for an
// upload address for the signed-in user; the browser PUTs the bytes there (receive-upload.ts); the feature
// then saves its record with the returned filePath, taking its pending upload (pending-uploads.ts) in the
// same transaction.
import "server-only";
import { AppError } from "@/lib/errors";
import { contentTypesFor, declaredContentType } from "@/lib/storage/content-types";
import { sanitizeFileName } from "@/lib/storage/file-name";
import { newStorageKey } from "@/lib/storage/keys";
import { checkExtension, extensionOf, invalidExtensionMessage } from "@/lib/storage/limits";
import { assertSize } from "@/lib/storage/size-limit";
import { openPendingUpload } from "@/lib/storage/pending-uploads";
import { sealUploadToken } from "@/lib/storage/upload-token";

export type CreateUploadUrlInput = {
  /** The signed-in user asking: only their session may PUT to the URL, and it counts toward their quota. */
  userId: string;
  /** Whose file it is (the key's second segment): the user, or the investor an employee uploads for. */
  ownerId: string;
  /** What the feature binds the file to, checked again when it is recorded (the deal room: the document type). */
  context?: string;
  /** The key's first segment, e.g. "deal-room". */
  purpose: string;
  fileName: string;
  maxBytes: number;
  /** The size the client says it will send; refused here already when over the limit. */
  fileSize?: number;
  contentType?: string;
  expiresInSeconds?: number;
} & (
  | { allowedExtensions: readonly string[]; /** Defaults to the types the file name's extension stands for. */ allowedContentTypes?: readonly string[] }
  | { allowedExtensions?: readonly string[]; allowedContentTypes: readonly string[] }
);

export type UploadUrl = { uploadUrl: string; filePath: string; expiresAt: string };

export async function createUploadUrl(input: CreateUploadUrlInput): Promise<UploadUrl> {
  const fileName = sanitizeFileName(input.fileName);
  if (input.allowedExtensions && !checkExtension(fileName, input.allowedExtensions)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", invalidExtensionMessage(input.allowedExtensions));
  }
  if (input.fileSize !== undefined) assertSize(input.fileSize, input.maxBytes);
  const byExtension = input.allowedExtensions ? contentTypesFor(extensionOf(fileName)) : [];
  // Every URL names its types: the PUT checks the bytes against them (lib/storage/file-check.ts).
  const allowedTypes = input.allowedContentTypes ? [...input.allowedContentTypes] : [...byExtension];
  const contentType = declaredContentType(input.contentType) || undefined;
  if (contentType && !allowedTypes.includes(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `File type ${contentType} is not allowed`);
  }
  const key = newStorageKey({ purpose: input.purpose, ownerId: input.ownerId, fileName });
  const expiresAt = Math.floor(Date.now() / 1000) + (input.expiresInSeconds ?? 600);
  const id = await openPendingUpload({ userId: input.userId, key, expiresAt: new Date(expiresAt * 1000), context: input.context });
  const token = await sealUploadToken({ id, userId: input.userId, key, maxBytes: input.maxBytes, contentType, allowedTypes, expiresAt });
  return { uploadUrl: `/api/uploads/${token}`, filePath: key, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
