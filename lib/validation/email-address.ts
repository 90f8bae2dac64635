// An email address as every form, action and route takes it (issue 31): trimmed, at most 254 characters
// (RFC 5321's path limit), no line breaks (a CR or LF in an address is a header injection), a valid
// address by zod's check, and the domain in lower case (domains compare case-insensitively; the local part
// is the mail server's business and stays as typed). Shared (registration in lib/auth uses it too) and
// client-safe: zod/mini.
import * as z from "zod/mini";

export const EMAIL_MAX = 254;

export const EMAIL_MESSAGES = {
  required: "Email address is required",
  tooLong: `Email address must be at most ${EMAIL_MAX} characters`,
  lineBreak: "Email address must be on one line",
  invalid: "Enter a valid email address, such as name@example.com",
} as const;

/** The domain part in lower case, the rest as typed. */
export function normalizeEmail(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? address : address.slice(0, at) + address.slice(at).toLowerCase();
}

export const emailAddressSchema = z.pipe(
  z.string({ error: EMAIL_MESSAGES.required }).check(
    z.refine((s) => !/[\r\n]/.test(s), EMAIL_MESSAGES.lineBreak),
    z.trim(),
    z.minLength(1, EMAIL_MESSAGES.required),
    z.maxLength(EMAIL_MAX, EMAIL_MESSAGES.tooLong),
    z.email(EMAIL_MESSAGES.invalid),
  ),
  z.transform(normalizeEmail),
);

/** Registration's optional address: an empty field (the form always sends one) means none. */
export const optionalEmailSchema = z.optional(
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)),
    z.optional(emailAddressSchema),
  ),
);
