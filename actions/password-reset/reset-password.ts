"use server";
// The reset page's form: the same schema and service as POST /api/auth/password-reset/confirm.
import { action, formFields, type ActionResult } from "@/lib/action";
import { passwordResetConfirmSchema, type PasswordResetConfirmInput } from "@/lib/password-reset/schemas";
import { confirmPasswordReset, PASSWORD_SET_MESSAGE } from "@/lib/password-reset/service";

const reset = action({ permission: "public", input: passwordResetConfirmSchema, refresh: false }, async ({ input }) => {
  const { username } = await confirmPasswordReset(input.token, input.password);
  return { username, message: PASSWORD_SET_MESSAGE };
});

export type ResetPasswordState = ActionResult<{ username: string; message: string }> | null;

export async function resetPasswordAction(_previous: ResetPasswordState, form: FormData): Promise<ResetPasswordState> {
  return reset(formFields(form) as PasswordResetConfirmInput);
}
