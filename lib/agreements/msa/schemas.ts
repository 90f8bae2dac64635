// Inputs of the MSA calls (issue 13; /tmp/msa-contract.md): finalization, signing, share links and the
// download format. Client-safe: the wizard and the viewer use the same schemas.
import { z } from "zod";
import { isCalendarDate } from "@/lib/validation/dates";
import { visibleText } from "@/lib/validation/visible-text";
import { assertionSchema } from "@/lib/passkeys/schemas";
import { CONSENT_REQUIRED, DOWNLOAD_FORMATS, SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS } from "@/lib/agreements/msa/wire";

export const FINAL_CONTENT_MAX = 500_000;
export const EXECUTIVE_NOTES_MAX = 5000;
export const SIGNATURE_NAME_MIN = 2;
export const SIGNATURE_NAME_MAX = 120;
export const SIGNATORY_TITLE_MAX = 120;

const effectiveDate = z
  .string({ error: "effectiveDate must be a date (yyyy-MM-dd)" })
  .refine(isCalendarDate, "effectiveDate must be a date (yyyy-MM-dd)");

/** Spec 2 §3 "Finalization payload", §9 defaults (autoGeneratePDF and notifyInvestor on). finalizedBy is the caller, whatever is sent. */
export const finalizeSchema = z.object({
  finalContent: visibleText(
    "finalContent",
    z
      .string({ error: "finalContent is required" })
      .max(FINAL_CONTENT_MAX, `finalContent must be at most ${FINAL_CONTENT_MAX} characters`)
      .refine((v) => v.trim() !== "", "finalContent is required"),
  ),
  executiveNotes: z
    .string({ error: "executiveNotes must be text" })
    .trim()
    .max(EXECUTIVE_NOTES_MAX, `executiveNotes must be at most ${EXECUTIVE_NOTES_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
  legalReview: z.boolean({ error: "legalReview must be true or false" }),
  complianceCheck: z.boolean({ error: "complianceCheck must be true or false" }),
  autoGeneratePDF: z.boolean({ error: "autoGeneratePDF must be true or false" }).default(true),
  notifyInvestor: z.boolean({ error: "notifyInvestor must be true or false" }).default(true),
  effectiveDate: z.preprocess((v) => (v === "" ? null : v), effectiveDate.nullish().transform((v) => v ?? null)),
  finalizedBy: z.unknown().optional().transform(() => undefined),
});
export type FinalizeInput = z.infer<typeof finalizeSchema>;

/** POST /api/templates/compile/{versionId}: an optional effective date for the {{effective_date}} placeholder. */
export const compileQuerySchema = z.object({
  effectiveDate: z.preprocess((v) => (v === "" ? undefined : v), effectiveDate.optional()),
});
export type CompileQuery = z.infer<typeof compileQuerySchema>;

const SIGNING_PASSWORD_REQUIRED = "Enter your password to sign";

/** Everything signing takes but the proof; the sign dialog checks this alone before a passkey is asked for. */
export const signDetailsSchema = z.object({
  name: z
    .string({ error: "Type your full name to sign" })
    .trim()
    .min(SIGNATURE_NAME_MIN, "Type your full name to sign")
    .max(SIGNATURE_NAME_MAX, `The name must be at most ${SIGNATURE_NAME_MAX} characters`),
  // Signing asks for the password again (issue 19 §2 "Signing is deliberate"): a session left open is not a
  // signature. An account with authenticator codes may give a current code instead (issue 32 §4).
  password: z.string({ error: SIGNING_PASSWORD_REQUIRED }).min(1, SIGNING_PASSWORD_REQUIRED).max(200, SIGNING_PASSWORD_REQUIRED).optional(),
  code: z.string({ error: "The code must be text" }).trim().max(20, "The code is the 6 digits your app shows").optional(),
  // Or one of the account's passkeys, answering POST /api/profile/passkeys/step-up-options (issue 32 §4).
  passkey: z.optional(assertionSchema),
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
  // The company's signer gives their title for the signature block; the investor's comes from their legal profile.
  title: visibleText(
    "The title",
    z.string({ error: "The title must be text" }).trim().max(SIGNATORY_TITLE_MAX, `The title must be at most ${SIGNATORY_TITLE_MAX} characters`),
  )
    .nullish()
    .transform((v) => v || null),
});
export const signSchema = signDetailsSchema.superRefine(requireSigningProof);
export type SignInput = z.infer<typeof signSchema>;

/** The password, a code or a passkey, exactly one: what confirms that the signer is the account's owner. */
export function requireSigningProof(input: { password?: string; code?: string; passkey?: unknown }, ctx: z.RefinementCtx) {
  const given = [input.password, input.code, input.passkey].filter((p) => p !== undefined).length;
  if (given > 1) ctx.addIssue({ code: "custom", path: ["code"], message: input.passkey === undefined ? "Give your password or a code, not both" : "Give one of your password, a code or a passkey" });
  else if (input.code === "") ctx.addIssue({ code: "custom", path: ["code"], message: "Enter the code your authenticator app shows" });
  else if (given === 0) ctx.addIssue({ code: "custom", path: ["password"], message: SIGNING_PASSWORD_REQUIRED });
}

export const createShareSchema = z.object({
  expiresInDays: z
    .number({ error: "expiresInDays must be a number" })
    .int("expiresInDays must be a whole number")
    .min(1, "expiresInDays must be at least 1")
    .max(SHARE_MAX_DAYS, `expiresInDays must be at most ${SHARE_MAX_DAYS}`)
    .default(SHARE_DEFAULT_DAYS),
  allowDownload: z.boolean({ error: "allowDownload must be true or false" }).default(false),
});
export type CreateShareInput = z.infer<typeof createShareSchema>;

export const downloadQuerySchema = z.object({
  format: z.enum(DOWNLOAD_FORMATS, { error: "format must be pdf or docx" }),
});

export const shareLinkParams = z.object({ id: z.string().min(1).max(100), linkId: z.string().min(1).max(100) });
export const investorParams = z.object({ investorId: z.string().min(1).max(100) });
/** A share token: 32 random bytes in base64url (43 characters); anything else cannot be one. */
export const tokenParams = z.object({ token: z.string().min(1).max(200) });
