"use server";
// The registration form's action (`<form action>` + useActionState, working before JavaScript): the same
// schema and service as POST /api/auth/register. The server decides the account's status and says what
// happens next.
import { action, formFields, type ActionResult } from "@/lib/action";
import { registrationMessage } from "@/lib/users/presenter";
import { registerSchema, type RegisterInput } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/users/service";

const register = action({ permission: "public", input: registerSchema, refresh: false }, async ({ input }) => {
  const user = await registerUser(input);
  const mailed = input.email ? " We have mailed a link to confirm your email address." : "";
  return { username: user.username, approved: user.status === "approved", message: registrationMessage(user) + mailed };
});

export type Registered = { username: string; approved: boolean; message: string };

/** The answer, and on a refusal what was typed (bar the password) to fill in again. */
export type RegisterState = (ActionResult<Registered> & { username: string; role: string; email?: string }) | null;

export async function registerAction(_previous: RegisterState, form: FormData): Promise<RegisterState> {
  const fields = formFields(form);
  // Plain text fields as typed: register() parses them with the route's schema.
  const result = await register(fields as RegisterInput);
  return { ...result, username: fields.username ?? "", role: fields.role ?? "external", email: fields.email ?? "" };
}
