"use server";
// The verification page's button: the link's GET only shows it (mail scanners follow links), this POST
// confirms. The same schema and service as POST /api/auth/verify-email.
import { action, formFields, type ActionResult } from "@/lib/action";
import { verifyEmailSchema, type VerifyEmailInput } from "@/lib/email-address/schemas";
import { verifyEmail, VERIFIED_MESSAGE } from "@/lib/email-address/service";

const confirm = action({ permission: "public", input: verifyEmailSchema }, async ({ input }) => {
  const { email } = await verifyEmail(input.token);
  return { email, message: VERIFIED_MESSAGE };
});

export type VerifyEmailState = ActionResult<{ email: string; message: string }> | null;

export async function verifyEmailAction(_previous: VerifyEmailState, form: FormData): Promise<VerifyEmailState> {
  return confirm(formFields(form) as VerifyEmailInput);
}
