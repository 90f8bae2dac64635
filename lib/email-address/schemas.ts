// The profile's address and its verification link, as forms, actions and routes parse them (issue 31). The
// address's own rules are shared with registration: lib/validation/email-address.ts. Client-safe (zod/mini).
import * as z from "zod/mini";
import { linkTokenSchema } from "@/lib/account-tokens/schemas";
import { emailAddressSchema } from "@/lib/validation/email-address";

export const changeEmailSchema = z.object({ email: emailAddressSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** The verification link's POST (the page's button and POST /api/auth/verify-email). */
export const verifyEmailSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
