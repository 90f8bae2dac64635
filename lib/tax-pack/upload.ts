import "server-only";
import { AppError } from "@/lib/errors";

// A tax pack PDF is a few hundred kilobytes, its ZIP that and the evidence files; the server action's body
// limit (next.config.mjs, 11 MB) caps what the form can carry anyway.
export const MAX_PACK_BYTES = 10 * 1024 * 1024;
export const PACK_REQUIRED = "Choose the tax pack PDF or ZIP to verify";

/** The uploaded file's bytes (a PDF or a ZIP) from the "Verify a pack" form (field `pack`). */
export async function packBytes(form: FormData): Promise<Uint8Array> {
  const file = form.get("pack");
  if (!(file instanceof File) || file.size === 0) throw new AppError("BAD_REQUEST", PACK_REQUIRED, { fieldErrors: { pack: [PACK_REQUIRED] } });
  if (file.size > MAX_PACK_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "File size must be less than 10MB");
  return new Uint8Array(await file.arrayBuffer());
}
