// The storage layer's server API. Client code imports lib/storage/limits and lib/storage/file-name only.
import "server-only";

export { getStorage } from "@/lib/storage/driver";
export { createUploadUrl, type CreateUploadUrlInput, type UploadUrl } from "@/lib/storage/upload-url";
export { receiveUpload, type ReceivedUpload } from "@/lib/storage/receive-upload";
export { fileResponse, contentDisposition } from "@/lib/storage/file-response";
export { newStorageKey, newKeyNonce, parseStorageKey, isOwnedKey } from "@/lib/storage/keys";
export { assertSize } from "@/lib/storage/size-limit";
export { sanitizeFileName } from "@/lib/storage/file-name";
export * from "@/lib/storage/limits";
export type { Storage, StoredFile, StoredObject, StorageBody } from "@/lib/storage/types";
