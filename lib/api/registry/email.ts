import { z } from "zod";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";
import { changeEmailSchema, verifyEmailSchema } from "@/lib/email-address/schemas";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "@/lib/password-reset/schemas";

// Issue 31: email addresses (verified by a mailed link) and password reset.

export const emailStatusSchema = z.object({
  email: z.string().nullable().meta({ description: "The verified address mail goes to; null until one is verified" }),
  verifiedAt: isoDate.nullable(),
  pendingEmail: z.string().nullable().meta({ description: "An address waiting for its link to be followed (24 hours)" }),
});
const message = z.object({ message: z.string() });

export const emailEndpoints = {
  changeEmail: endpoint({
    method: "POST",
    path: "/api/profile/email",
    tag: "auth",
    summary: "Add or change one's email address",
    description: "Mails a verification link (24 hours, single use) to the address; it becomes the account's once the link is confirmed. Until then mail still goes to the verified address, if any.",
    permission: "signed-in",
    body: changeEmailSchema,
    response: { status: 202, description: "The verification mail is on its way", schema: emailStatusSchema.extend({ message: z.string() }) },
  }),
  verifyEmail: endpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    tag: "auth",
    summary: "Confirm an email address with its link's token",
    description: "The token from the verification mail's link. Works once, within 24 hours; otherwise 400.",
    permission: "public",
    body: verifyEmailSchema,
    response: { description: "The address is verified", schema: message.extend({ email: z.string() }) },
  }),
  requestPasswordReset: endpoint({
    method: "POST",
    path: "/api/auth/password-reset",
    tag: "auth",
    summary: "Ask for a password reset link",
    description: "Answers 202 with the same body whether or not an account has this verified address; the mail (a link valid 30 minutes, once) goes only to a verified address. 429 after 5 requests for one address in 15 minutes.",
    permission: "public",
    body: passwordResetRequestSchema,
    response: { status: 202, description: "Accepted, whatever the address", schema: message },
  }),
  confirmPasswordReset: endpoint({
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    tag: "auth",
    summary: "Set a new password with a reset link's token",
    description: "Registration's password rules. Works once, within 30 minutes (else 400); ends every session of the account.",
    permission: "public",
    body: passwordResetConfirmSchema,
    response: { description: "The password is set", schema: message },
  }),
};
