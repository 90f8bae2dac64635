"use server";
// The profile's email form (`<form action>` + useActionState, working before JavaScript): the same schema
// and service as POST /api/profile/email.
import { action, formFields, type ActionResult } from "@/lib/action";
import { changeEmailSchema, type ChangeEmailInput } from "@/lib/email-address/schemas";
import { requestEmailChange, VERIFICATION_SENT_MESSAGE } from "@/lib/email-address/service";

const change = action({ permission: "signed-in", input: changeEmailSchema }, async ({ user, input }) => {
  const status = await requestEmailChange(user, input.email);
  return { pendingEmail: status.pendingEmail, message: VERIFICATION_SENT_MESSAGE };
});

/** The answer, and what was typed to fill in again. */
export type ChangeEmailState = (ActionResult<{ pendingEmail: string | null; message: string }> & { email: string }) | null;

export async function changeEmailAction(_previous: ChangeEmailState, form: FormData): Promise<ChangeEmailState> {
  const fields = formFields(form);
  const result = await change(fields as ChangeEmailInput);
  return { ...result, email: fields.email ?? "" };
}
