"use server";
// The login form's action (`<form action>` + useActionState, so it signs in before any JavaScript runs):
// the same service, lockout and client address as POST /api/auth/login, then straight on to `next`, or,
// for an account with a second factor (issue 32), on to the second step's page, which asks for a code.
import { redirect } from "next/navigation";
import { action, formFields, type ActionFailure } from "@/lib/action";
import { loginSchema, type LoginInput } from "@/lib/auth/schemas";
import { setSessionCookie } from "@/lib/auth/session-cookie-jar";
import { usernameKey } from "@/lib/auth/username";
import { safeNextPath } from "@/lib/client/safe-next";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { destroySession } from "@/lib/session";
import { setPendingLoginCookie } from "@/lib/security/pending-login-jar";
import { signInOrigin } from "@/lib/security/sign-in-origin";
import { signInWithPassword } from "@/lib/security/sign-in";
import { secondStepHref } from "@/lib/auth/auth-href";

const signIn = action({ permission: "public", input: loginSchema, refresh: false }, async ({ user: previous, input }) => {
  const req = await currentRequest();
  const user = await signInWithPassword(input, clientIp(req));
  if (user.secondFactor.length > 0) {
    await setPendingLoginCookie(user.id, usernameKey(input.username));
    return { secondFactor: true };
  }
  // A new login replaces the caller's session, as the route does.
  if (previous) await destroySession(previous.sessionId);
  await setSessionCookie(user, signInOrigin(req));
  return { secondFactor: false };
});

/** What the form shows after a refused attempt: the reason, and the username to fill in again. */
export type LogInState = (ActionFailure & { username: string }) | null;

export async function logInAction(_previous: LogInState, form: FormData): Promise<LogInState> {
  const fields = formFields(form);
  // Plain text fields as typed: signIn() parses them with the route's schema.
  const result = await signIn(fields as LoginInput);
  const next = safeNextPath(fields.next);
  if (result.ok) redirect(result.data.secondFactor ? secondStepHref(next) : next);
  return { ...result, username: fields.username ?? "" };
}
