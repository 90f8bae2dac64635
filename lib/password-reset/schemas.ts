// Password reset (issue 31) as its forms, actions and routes parse it. Client-safe (zod/mini).
import * as z from "zod/mini";
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/auth/rules";
import { emailAddressSchema } from "@/lib/validation/email-address";
import { linkTokenSchema } from "@/lib/account-tokens/schemas";

export const passwordResetRequestSchema = z.object({ email: emailAddressSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** The new password follows registration's rules (lib/auth/schemas.ts). */
export const passwordResetConfirmSchema = z.object({
  token: linkTokenSchema,
  password: z.string({ error: MESSAGES.passwordTooShort }).check(z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong)),
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
