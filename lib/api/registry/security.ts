import { z } from "zod";
import { isoDate, messageResponse } from "@/lib/api/registry/wire";
import { endpoint } from "@/lib/api/registry/endpoint";
import { idParams } from "@/lib/params";
import { secondFactorPolicySchema } from "@/lib/security/policy-schema";
import { addPasskeySchema, confirmTotpSchema, reauthSchema, renamePasskeySchema, startTotpSchema } from "@/lib/security/schemas";
import { assertionOptions, attestationOptions, passkeyWire } from "@/lib/api/registry/passkey-wire";

// Issue 32 §1: one's own sign-in security. Every change asks again for the password (or a current code:
// `{password}` or `{code}`), is audited and rings the owner's bell.

const sessionParams = z.object({ id: z.string().min(1).max(100) });
const ENROLMENT = "While the switch \"Require a second factor\" holds the account back, this and POST /api/profile/totp/confirm are the only signed-in calls that answer.";
const STEP_UP = "Asks again when the session's last check (sign-in, or POST /api/auth/reauth) is more than 15 minutes old: 403 `{error, reauth: true}`; confirm and retry.";
const passkeyParams = z.object({ id: z.string().min(1).max(100) });
const ASK_AGAIN = "Send `{password}` or, with codes on, `{code}`; a wrong one is 403, and 5 wrong ones in 15 minutes pause these changes (429).";
const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(10).meta({ description: "Ten single-use codes, shown this once (stored hashed)" }) });
const sessionWire = z.object({
  id: z.string(),
  device: z.string().meta({ description: "Browser and system, from the User-Agent at sign-in" }),
  userAgent: z.string().nullable(),
  ip: z.string().nullable().meta({ description: "The address the session signed in from" }),
  startedAt: isoDate,
  lastSeenAt: isoDate.meta({ description: "Moved forward at most every 5 minutes" }),
  current: z.boolean().meta({ description: "The session making this request" }),
});

export const securityEndpoints = {
  startTotp: endpoint({
    method: "POST",
    path: "/api/profile/totp",
    tag: "security",
    summary: "Set up authenticator codes",
    description:
      "The password again, then a new secret for an authenticator app (pending: codes are not on until POST /api/profile/totp/confirm). A pending setup is replaced; with codes already on, 409. Audit event `security.totp-setup-started`. " + ENROLMENT,
    permission: "security.manage-own",
    duringEnrolment: true,
    body: startTotpSchema,
    response: { description: "The pending secret", schema: z.object({ secret: z.string().meta({ description: "Base32" }), otpauthUrl: z.string() }) },
  }),
  confirmTotp: endpoint({
    method: "POST",
    path: "/api/profile/totp/confirm",
    tag: "security",
    summary: "Turn authenticator codes on",
    description: "The first code from the app turns codes on and makes ten recovery codes. No setup pending, or codes already on: 409; a wrong code: 400. Audit event `security.totp-enabled`. " + ENROLMENT,
    permission: "security.manage-own",
    duringEnrolment: true,
    body: confirmTotpSchema,
    response: { description: "The recovery codes", schema: recoveryCodes },
  }),
  disableTotp: endpoint({
    method: "POST",
    path: "/api/profile/totp/disable",
    tag: "security",
    summary: "Turn authenticator codes off",
    description: `Removes the secret and the recovery codes; already off answers the same. ${ASK_AGAIN} Audit event \`security.totp-disabled\`.`,
    permission: "security.manage-own",
    body: reauthSchema,
    response: { description: "Done", schema: messageResponse },
  }),
  regenerateRecoveryCodes: endpoint({
    method: "POST",
    path: "/api/profile/recovery-codes",
    tag: "security",
    summary: "Replace the recovery codes",
    description: `Ten new codes; the old ones stop working. Codes off: 409. ${ASK_AGAIN} Audit event \`security.recovery-codes-regenerated\`.`,
    permission: "security.manage-own",
    body: reauthSchema,
    response: { description: "The new recovery codes", schema: recoveryCodes },
  }),
  listSessions: endpoint({
    method: "GET",
    path: "/api/profile/sessions",
    tag: "security",
    summary: "Your sessions",
    description: "The caller's own live sessions, the current one first.",
    permission: "security.manage-own",
    response: { description: "The sessions", schema: z.object({ sessions: z.array(sessionWire) }) },
  }),
  revokeSession: endpoint({
    method: "POST",
    path: "/api/profile/sessions/{id}/revoke",
    tag: "security",
    summary: "Sign a session out",
    description: `Ends one of the caller's sessions at once (another's or an unknown id: 404). ${ASK_AGAIN} Audit event \`security.session-revoked\`.`,
    permission: "security.manage-own",
    params: sessionParams,
    body: reauthSchema,
    response: { description: "Done", schema: messageResponse },
  }),
  revokeOtherSessions: endpoint({
    method: "POST",
    path: "/api/profile/sessions/revoke-others",
    tag: "security",
    summary: "Sign out all other sessions",
    description: `Ends every session of the caller's but this one. ${ASK_AGAIN} Audit event \`security.other-sessions-revoked\`.`,
    permission: "security.manage-own",
    body: reauthSchema,
    response: { description: "How many ended", schema: messageResponse.extend({ revoked: z.number().int() }) },
  }),
  reauth: endpoint({
    method: "POST",
    path: "/api/auth/reauth",
    tag: "security",
    summary: "Confirm it is you (step-up)",
    description: `The password or a current code again: the session's check is now, so a call refused with \`reauth: true\` can be retried. ${ASK_AGAIN}`,
    permission: "security.manage-own",
    body: reauthSchema,
    response: { description: "Confirmed", schema: messageResponse },
  }),
  getSecondFactorPolicy: endpoint({
    method: "GET",
    path: "/api/admin/second-factor-policy",
    tag: "security",
    summary: "The switch \"Require a second factor\"",
    permission: "users.approve",
    response: { description: "Whom it covers: `nobody` (a fresh install), `employees` or `everyone`", schema: secondFactorPolicySchema },
  }),
  putSecondFactorPolicy: endpoint({
    method: "PUT",
    path: "/api/admin/second-factor-policy",
    tag: "security",
    summary: "Change the switch \"Require a second factor\"",
    description: `An account it covers that has no second factor is sent to enrol after its password, and every other call answers it 403 until it has one. Audit event \`setting.updated\`; nobody is notified. ${STEP_UP}`,
    permission: "users.approve",
    body: secondFactorPolicySchema,
    response: { description: "The switch as stored", schema: secondFactorPolicySchema },
  }),
  resetSecondFactor: endpoint({
    method: "POST",
    path: "/api/admin/users/{id}/reset-second-factor",
    tag: "security",
    summary: "Reset another account's second factor",
    description:
      "A lost phone: removes the account's authenticator codes, recovery codes and passkeys, ends its sessions, and tells its owner (bell and mail). One's own: 403; an account without a second factor: 409. Audit event `security.second-factor-reset`.",
    permission: "security.reset-others",
    params: idParams,
    response: { description: "Done", schema: messageResponse },
  }),
  listPasskeys: endpoint({
    method: "GET",
    path: "/api/profile/passkeys",
    tag: "security",
    summary: "Your passkeys",
    description: "The caller's own passkeys, oldest first: name, when added, when last used.",
    permission: "security.manage-own",
    response: { description: "The passkeys", schema: z.object({ passkeys: z.array(passkeyWire) }) },
  }),
  passkeyRegistrationOptions: endpoint({
    method: "POST",
    path: "/api/profile/passkeys/registration-options",
    tag: "security",
    summary: "Start adding a passkey",
    description: `WebAuthn creation options for \`startRegistration({ optionsJSON })\`: a discoverable credential (resident key) with user verification, the caller's passkeys excluded. The challenge is kept on the server for 5 minutes, bound to this session, and accepted once. At 20 passkeys: 409. ${ASK_AGAIN}`,
    permission: "security.manage-own",
    body: reauthSchema,
    response: { description: "The options", schema: attestationOptions },
  }),
  addPasskey: endpoint({
    method: "POST",
    path: "/api/profile/passkeys",
    tag: "security",
    summary: "Add a passkey",
    description:
      "`{name, response}`: the name the user gave and the `startRegistration` answer to POST /api/profile/passkeys/registration-options, from this session. A wrong, expired, replayed or foreign answer: 400. Audit event `security.passkey-added`; the owner is notified.",
    permission: "security.manage-own",
    body: addPasskeySchema,
    response: { status: 201, description: "The new passkey", schema: z.object({ passkey: passkeyWire }) },
  }),
  renamePasskey: endpoint({
    method: "POST",
    path: "/api/profile/passkeys/{id}/rename",
    tag: "security",
    summary: "Rename a passkey",
    description: `\`{name}\` and the proof. Another's passkey or an unknown id: 404. ${ASK_AGAIN} Audit event \`security.passkey-renamed\`.`,
    permission: "security.manage-own",
    params: passkeyParams,
    body: renamePasskeySchema,
    response: { description: "The passkey", schema: z.object({ passkey: passkeyWire }) },
  }),
  removePasskey: endpoint({
    method: "POST",
    path: "/api/profile/passkeys/{id}/remove",
    tag: "security",
    summary: "Remove a passkey",
    description: `It no longer signs in (the authenticator keeps its copy until the user deletes it there). Another's passkey or an unknown id: 404. ${ASK_AGAIN} Audit event \`security.passkey-removed\`.`,
    permission: "security.manage-own",
    params: passkeyParams,
    body: reauthSchema,
    response: { description: "Done", schema: messageResponse },
  }),
  passkeyStepUpOptions: endpoint({
    method: "POST",
    path: "/api/profile/passkeys/step-up-options",
    tag: "security",
    summary: "Passkey options to confirm an action",
    description:
      "WebAuthn request options naming the caller's passkeys, the challenge bound to this session (5 minutes, once). Its answer stands in for the password where an action asks again: `passkey` in POST /api/templates/msa/{id}/sign. No passkey: 409.",
    permission: "security.manage-own",
    response: { description: "The options", schema: assertionOptions },
  }),
};
