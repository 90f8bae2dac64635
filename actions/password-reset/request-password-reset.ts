"use server";
// The forgot-password form: the same schema, limit and answer as POST /api/auth/password-reset, whether
// or not an account has the address.
import { action, formFields, type ActionResult } from "@/lib/action";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { passwordResetRequestSchema, type PasswordResetRequestInput } from "@/lib/password-reset/schemas";
import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from "@/lib/password-reset/service";

const ask = action({ permission: "public", input: passwordResetRequestSchema, refresh: false }, async ({ input }) => {
  await requestPasswordReset(input.email, clientIp(await currentRequest()));
  return { message: RESET_REQUESTED_MESSAGE };
});

export type RequestResetState = (ActionResult<{ message: string }> & { email: string }) | null;

export async function requestPasswordResetAction(_previous: RequestResetState, form: FormData): Promise<RequestResetState> {
  const fields = formFields(form);
  return { ...(await ask(fields as PasswordResetRequestInput)), email: fields.email ?? "" };
}
