// Step 1 of the spec's upload flow (spec 2 §4): a feature, after its own access checks, asks for an
// upload address; the browser PUTs the bytes there (receive-upload.ts); the feature then saves its record
// with the returned filePath (checking it with isOwnedKey).
import "server-only";
import { AppError } from "@/lib/errors";
import { contentTypesFor, declaredContentType } from "@/lib/storage/content-types";
import { sanitizeFileName } from "@/lib/storage/file-name";
import { newStorageKey } from "@/lib/storage/keys";
import { checkExtension, extensionOf, invalidExtensionMessage } from "@/lib/storage/limits";
import { assertSize } from "@/lib/storage/size-limit";
import { signUploadToken } from "@/lib/storage/upload-token";

export type CreateUploadUrlInput = {
  ownerId: string;
  /** The key's first segment, e.g. "deal-room". */
  purpose: string;
  fileName: string;
  maxBytes: number;
  /** The size the client says it will send; refused here already when over the limit. */
  fileSize?: number;
  contentType?: string;
  allowedExtensions?: readonly string[];
  /** Defaults to the types the file name's extension stands for, when allowedExtensions is given. */
  allowedContentTypes?: readonly string[];
  expiresInSeconds?: number;
};

export type UploadUrl = { uploadUrl: string; filePath: string; expiresAt: string };

export function createUploadUrl(input: CreateUploadUrlInput): UploadUrl {
  const fileName = sanitizeFileName(input.fileName);
  if (input.allowedExtensions && !checkExtension(fileName, input.allowedExtensions)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", invalidExtensionMessage(input.allowedExtensions));
  }
  if (input.fileSize !== undefined) assertSize(input.fileSize, input.maxBytes);
  const byExtension = input.allowedExtensions ? contentTypesFor(extensionOf(fileName)) : [];
  const allowedTypes = input.allowedContentTypes ? [...input.allowedContentTypes] : byExtension.length ? [...byExtension] : undefined;
  const contentType = declaredContentType(input.contentType) || undefined;
  if (contentType && allowedTypes && !allowedTypes.includes(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `File type ${contentType} is not allowed`);
  }
  const key = newStorageKey({ purpose: input.purpose, ownerId: input.ownerId, fileName });
  const expiresAt = Math.floor(Date.now() / 1000) + (input.expiresInSeconds ?? 600);
  const token = signUploadToken({ key, maxBytes: input.maxBytes, contentType, allowedTypes, expiresAt });
  return { uploadUrl: `/api/uploads/${token}`, filePath: key, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
