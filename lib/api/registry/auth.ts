import { z } from "zod";
import { loginSchema, registerSchema, ROLES } from "@/lib/auth/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";
import { passkeySignInSchema, secondFactorSchema } from "@/lib/security/schemas";
import { assertionOptions } from "@/lib/api/registry/passkey-wire";

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  status: z.enum(["pending", "approved", "denied"]),
  createdAt: isoDate,
});
const mePayload = z.object({ user: userSchema, isEmployee: z.boolean() });
/** Issue 32: a right password for an account with a second factor: what to send next, and no session yet. */
const secondFactorNeeded = z.object({
  secondFactor: z.array(z.enum(["totp", "passkey"])).meta({ description: "The factors that complete the sign-in at POST /api/auth/login/second-factor" }),
});

export const authEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    tag: "auth",
    summary: "Sign in",
    description:
      "Sets the session cookie. Pending and denied accounts get 403; repeated failures 429. An account with authenticator codes on or a passkey gets **202** `{\"secondFactor\": [\"totp\", \"passkey\"]}` (the factors it has) instead, with a pending-login cookie good for 5 minutes and no session: send a code or a passkey's answer to POST /api/auth/login/second-factor.",
    permission: "public",
    body: loginSchema,
    response: { description: "The signed-in user (200), or the second factor still needed (202)", schema: z.union([mePayload, secondFactorNeeded]) },
  }),
  secondFactor: endpoint({
    method: "POST",
    path: "/api/auth/login/second-factor",
    tag: "auth",
    summary: "Complete a sign-in with a code, a recovery code or a passkey",
    description:
      "After a 202 from POST /api/auth/login (its pending-login cookie): `{code}` (6 digits from the authenticator app, each accepted once), `{recoveryCode}` (each works once), or `{passkey}` (@simplewebauthn/browser's `startAuthentication` answer to POST /api/auth/login/second-factor/passkey-options; a wrong one is 401). Sets the session cookie as a login does. Without a pending login, or after 5 minutes: 401. Wrong codes count toward the login limits (429). Audit event `security.recovery-code-used`.",
    permission: "public",
    body: secondFactorSchema,
    response: { description: "The signed-in user", schema: mePayload },
  }),
  secondFactorPasskeyOptions: endpoint({
    method: "POST",
    path: "/api/auth/login/second-factor/passkey-options",
    tag: "auth",
    summary: "Passkey options for the second step",
    description:
      "After a 202 from POST /api/auth/login that lists `passkey`: WebAuthn request options naming the pending account's passkeys, for `startAuthentication({ optionsJSON })`. The challenge is kept on the server for 5 minutes, bound to the pending login, and accepted once. Without a pending login: 401; an account without passkeys: 409.",
    permission: "public",
    response: { description: "The options", schema: assertionOptions },
  }),
  passkeyOptions: endpoint({
    method: "POST",
    path: "/api/auth/login/passkey/options",
    tag: "auth",
    summary: "Passkey options for signing in with a passkey alone",
    description:
      "WebAuthn request options with no credentials named (discoverable credentials: the browser offers the passkeys it holds for this site), user verification required. The challenge is kept on the server for 5 minutes and accepted once.",
    permission: "public",
    response: { description: "The options", schema: assertionOptions },
  }),
  passkeySignIn: endpoint({
    method: "POST",
    path: "/api/auth/login/passkey",
    tag: "auth",
    summary: "Sign in with a passkey alone",
    description:
      "`{response}`: the `startAuthentication` answer to POST /api/auth/login/passkey/options. The passkey names the account; no password or code is asked (a passkey with user verification is both). Sets the session cookie as a login does. A wrong, replayed or foreign answer: 401, counted toward the login limits (429); pending and denied accounts: 403.",
    permission: "public",
    body: passkeySignInSchema,
    response: { description: "The signed-in user", schema: mePayload },
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/auth/logout",
    tag: "auth",
    summary: "Sign out",
    permission: "public",
    response: { description: "Always succeeds", schema: z.object({ message: z.string() }) },
  }),
  me: endpoint({
    method: "GET",
    path: "/api/auth/me",
    tag: "auth",
    summary: "The signed-in user",
    description: "401 when signed out.",
    permission: "signed-in",
    response: { description: "The signed-in user", schema: mePayload },
  }),
  register: endpoint({
    method: "POST",
    path: "/api/auth/register",
    tag: "auth",
    summary: "Register an account",
    permission: "public",
    body: registerSchema,
    response: { status: 201, description: "The new account and whether it waits for approval", schema: mePayload.extend({ message: z.string() }) },
  }),
};
