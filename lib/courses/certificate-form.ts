// Reads the multipart completion (spec 2 §7): the text fields through the shared schema, and the
// optional `certificate` file, checked for size and for its type by its first bytes as well as by what
// the browser declared (spec 2 §5's messages).
import "server-only";
import { AppError, badRequest } from "@/lib/errors";
import { parseWith, rejectControlCharacters } from "@/lib/route";
import { canonicalContentType, normalizeContentType, OCTET_STREAM } from "@/lib/storage/content-types";
import { CERTIFICATE_TOO_LARGE_MESSAGE, CERTIFICATE_TYPE_MESSAGE, CERTIFICATE_TYPES, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { typeOfFile } from "@/lib/storage/file-check";
import { submitCompletionSchema, type SubmitCompletionInput } from "@/lib/courses/schemas";

// Multipart framing and the text fields around the file are small; the file itself is checked exactly.
const FORM_SLACK = 64 * 1024;
const TEXT_FIELDS = ["assignmentId", "courseId", "completionDate", "submissionNotes"] as const;

export type Certificate = { bytes: Uint8Array; contentType: string; fileName: string };

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", CERTIFICATE_TOO_LARGE_MESSAGE);
const wrongType = () => new AppError("UNSUPPORTED_MEDIA_TYPE", CERTIFICATE_TYPE_MESSAGE);

async function readForm(req: Request): Promise<FormData> {
  if (Number(req.headers.get("content-length") ?? "0") > MAX_UPLOAD_BYTES + FORM_SLACK) throw tooLarge();
  if (!/^multipart\/form-data\s*;/i.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Content-Type must be multipart/form-data");
  }
  return req.formData().catch(() => {
    throw badRequest("Malformed multipart body");
  });
}

async function readCertificate(value: FormDataEntryValue | null): Promise<Certificate | null> {
  if (value === null || value === "") return null;
  if (typeof value === "string") throw badRequest("Certificate must be a file");
  if (value.size === 0 && value.name === "") return null; // an empty file input
  if (value.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await value.arrayBuffer());
  const sniffed = await typeOfFile(bytes, CERTIFICATE_TYPES);
  const declared = normalizeContentType(value.type);
  const declaredSays = declared && declared !== OCTET_STREAM ? declared : null;
  if (!sniffed || (declaredSays && canonicalContentType(declaredSays) !== sniffed)) throw wrongType();
  return { bytes, contentType: sniffed, fileName: value.name || "certificate" };
}

type CompletionForm = { input: SubmitCompletionInput; certificate: Certificate | null };

export async function readCompletionForm(req: Request): Promise<CompletionForm> {
  return readCompletionFields(await readForm(req));
}

/** The fields and the file of a completion, whether they came as a multipart request or as a server action's FormData. */
export async function readCompletionFields(form: FormData): Promise<CompletionForm> {
  const fields: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (value instanceof File) throw badRequest(`${name} must be text`);
    if (value !== null) fields[name] = value;
  }
  rejectControlCharacters(fields, "body");
  const input = parseWith(submitCompletionSchema, fields);
  return { input, certificate: await readCertificate(form.get("certificate")) };
}
