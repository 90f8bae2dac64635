"use server";
// The login page's second step (issue 32 §2), a `<form action>` + useActionState like the password step,
// so it works before (or without) JavaScript: the same service as POST /api/auth/login/second-factor.
import { redirect } from "next/navigation";
import { action, formFields, type ActionFailure } from "@/lib/action";
import { setSessionCookie } from "@/lib/auth/session-cookie-jar";
import { safeNextPath } from "@/lib/client/safe-next";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { destroySession } from "@/lib/session";
import { secondFactorSchema, type SecondFactorInput } from "@/lib/security/schemas";
import { completeSecondFactor } from "@/lib/security/second-factor";
import { clearPendingLoginCookie, readPendingLoginCookie } from "@/lib/security/pending-login-jar";
import { signInOrigin } from "@/lib/security/sign-in-origin";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";

const complete = action({ permission: "public", input: secondFactorSchema, refresh: false }, async ({ user: previous, input }) => {
  const req = await currentRequest();
  const user = await completeSecondFactor(await readPendingLoginCookie(), input, clientIp(req), relyingPartyFor(req));
  if (previous) await destroySession(previous.sessionId);
  await setSessionCookie(user, signInOrigin(req));
  await clearPendingLoginCookie();
});

export type SecondFactorState = ActionFailure | null;

export async function completeSecondFactorAction(_previous: SecondFactorState, form: FormData): Promise<SecondFactorState> {
  const fields = formFields(form);
  const result = await complete(fields as SecondFactorInput);
  if (result.ok) redirect(safeNextPath(fields.next));
  return result;
}
