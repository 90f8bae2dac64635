// Which media types a file name's extension stands for. Client-safe (no Node imports).
// The first type of each entry is the canonical one; the others are what some browsers report instead
// (Windows reports .zip as application/x-zip-compressed).
const TYPES_BY_EXTENSION: Record<string, readonly string[]> = {
  ".pdf": ["application/pdf"],
  ".doc": ["application/msword"],
  ".docx": ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ".png": ["image/png"],
  ".jpg": ["image/jpeg", "image/pjpeg"],
  ".jpeg": ["image/jpeg", "image/pjpeg"],
  ".gif": ["image/gif"],
  ".webp": ["image/webp"],
  ".zip": ["application/zip", "application/x-zip-compressed", "application/x-zip"],
};

export const OCTET_STREAM = "application/octet-stream";

/** Every media type a file with this extension may honestly be sent as; [] when the extension is unknown. */
export function contentTypesFor(extension: string): readonly string[] {
  return TYPES_BY_EXTENSION[extension.toLowerCase()] ?? [];
}

/** The canonical media type for an extension, or undefined when unknown. */
export function contentTypeFor(extension: string): string | undefined {
  return contentTypesFor(extension)[0];
}

/** The canonical name of a media type ("image/pjpeg" → "image/jpeg"); a type no extension knows stays as it is. */
export function canonicalContentType(type: string): string {
  return Object.values(TYPES_BY_EXTENSION).find((types) => types.includes(type))?.[0] ?? type;
}

/** "Application/PDF; charset=x" → "application/pdf"; "" when absent or not a type/subtype pair. */
export function normalizeContentType(header: string | null | undefined): string {
  const type = (header ?? "").split(";")[0].trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : "";
}

/** A declared type that says something: "" for none, a malformed one, or the generic octet-stream. */
export function declaredContentType(header: string | null | undefined): string {
  const type = normalizeContentType(header);
  return type === OCTET_STREAM ? "" : type;
}
