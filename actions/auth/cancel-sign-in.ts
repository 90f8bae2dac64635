"use server";
// "Sign in as someone else" on the second step: drops the pending login so the page shows the password
// form again. A form action like the others on the login page (works without JavaScript).
import * as z from "zod/mini";
import { redirect } from "next/navigation";
import { action, formFields, type ActionFailure } from "@/lib/action";
import { safeNextPath } from "@/lib/client/safe-next";
import { clearPendingLoginCookie } from "@/lib/security/pending-login-jar";
import { authHref } from "@/lib/auth/auth-href";

const cancel = action({ permission: "public", input: z.object({}), refresh: false }, async () => {
  await clearPendingLoginCookie();
});

export async function cancelSignInAction(_previous: ActionFailure | null, form: FormData): Promise<ActionFailure | null> {
  const { next } = formFields(form);
  const result = await cancel({});
  if (result.ok) redirect(authHref("login", safeNextPath(next)));
  return result;
}
