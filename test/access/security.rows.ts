// Issue 32: one's own sign-in security. Every signed-in user manages their own; a session of another
// account does not exist for them (404). Each row's setup puts every caller in the state the call needs.
import type { AccessRow, ActionRow, Cast } from "@/test/access/types";
import { POST as startTotp } from "@/app/api/profile/totp/route";
import { POST as confirmTotp } from "@/app/api/profile/totp/confirm/route";
import { POST as disableTotp } from "@/app/api/profile/totp/disable/route";
import { POST as regenerate } from "@/app/api/profile/recovery-codes/route";
import { GET as listSessions } from "@/app/api/profile/sessions/route";
import { POST as revokeSession } from "@/app/api/profile/sessions/[id]/revoke/route";
import { POST as revokeOthers } from "@/app/api/profile/sessions/revoke-others/route";
import { GET as listPasskeys, POST as addPasskey } from "@/app/api/profile/passkeys/route";
import { POST as passkeyOptions } from "@/app/api/profile/passkeys/registration-options/route";
import { POST as renamePasskey } from "@/app/api/profile/passkeys/[id]/rename/route";
import { POST as removePasskey } from "@/app/api/profile/passkeys/[id]/remove/route";
import { POST as stepUpOptions } from "@/app/api/profile/passkeys/step-up-options/route";
import { startTotpSetupAction } from "@/actions/security/start-totp-setup";
import { confirmTotpSetupAction } from "@/actions/security/confirm-totp-setup";
import { disableTotpAction } from "@/actions/security/disable-totp";
import { regenerateRecoveryCodesAction } from "@/actions/security/regenerate-recovery-codes";
import { revokeSessionAction } from "@/actions/security/revoke-session";
import { revokeOtherSessionsAction } from "@/actions/security/revoke-other-sessions";
import { POST as reauth } from "@/app/api/auth/reauth/route";
import { GET as getPolicy, PUT as putPolicy } from "@/app/api/admin/second-factor-policy/route";
import { POST as resetSecondFactor } from "@/app/api/admin/users/[id]/reset-second-factor/route";
import { reauthAction } from "@/actions/security/reauth";
import { updateSecondFactorPolicyAction } from "@/actions/security/update-second-factor-policy";
import { resetSecondFactorAction } from "@/actions/security/reset-second-factor";
import { getDb } from "@/lib/db";
import { TEST_PASSWORD } from "@/test/factories/users";
import { addPasskeyRow, codeNow, enrolTotp } from "@/test/factories/security";
import { SoftAuthenticator, strayChallenge } from "@/test/factories/soft-authenticator";

const password = { password: TEST_PASSWORD };
const signedIn = (cast: Cast) => [cast.employee, cast.external, cast.otherExternal];

/** Every caller with codes `enabled` (or waiting for their first code), all on the same known secret. */
async function everyoneEnrolled(cast: Cast, enabled: boolean) {
  for (const user of signedIn(cast)) await enrolTotp(user.id, { enabled });
}
async function nobodyEnrolled(cast: Cast) {
  await (await getDb()).totpFactor.deleteMany({ where: { userId: { in: signedIn(cast).map((u) => u.id) } } });
}
/** A session of the investor's: theirs to sign out; for anyone else it does not exist. */
async function externalSession(cast: Cast): Promise<string> {
  const db = await getDb();
  const id = `matrix-session-${Math.random().toString(36).slice(2)}`;
  await db.session.create({ data: { id, userId: cast.external.id, data: {}, expiresAt: new Date(Date.now() + 3_600_000), ip: "10.0.0.9" } });
  return id;
}
const ONLY_THE_OWNER = { otherExternal: 404, employee: 404 } as const;
/** The switch stays off: the rows after this one must not be held back by it. */
const SWITCH_OFF = { requireSecondFactor: "nobody" } as const;
/** The investor has codes on: an employee's reset has something to remove. */
async function investorWithCodes(cast: Cast): Promise<string> {
  await enrolTotp(cast.external.id);
  return cast.external.id;
}
/** Every caller with a passkey: step-up options name them (without one, 409). */
async function everyoneWithPasskey(cast: Cast) {
  const db = await getDb();
  for (const user of signedIn(cast)) if ((await db.passkey.count({ where: { userId: user.id } })) === 0) await addPasskeyRow(user.id);
}

export const securityRows: AccessRow[] = [
  { name: "POST /api/profile/totp", handler: startTotp, setup: async (cast) => (await nobodyEnrolled(cast), { body: password }), permission: "security.manage-own" },
  {
    name: "POST /api/profile/totp/confirm",
    handler: confirmTotp,
    setup: async (cast) => (await everyoneEnrolled(cast, false), { body: { code: codeNow() } }),
    permission: "security.manage-own",
  },
  { name: "POST /api/profile/totp/disable", handler: disableTotp, setup: async (cast) => (await everyoneEnrolled(cast, true), { body: password }), permission: "security.manage-own" },
  { name: "POST /api/profile/recovery-codes", handler: regenerate, setup: async (cast) => (await everyoneEnrolled(cast, true), { body: password }), permission: "security.manage-own" },
  { name: "GET /api/profile/sessions", handler: listSessions, permission: "security.manage-own" },
  {
    name: "POST /api/profile/sessions/{id}/revoke",
    handler: revokeSession,
    setup: async (cast) => ({ params: { id: await externalSession(cast) }, body: password }),
    permission: "security.manage-own",
    overrides: ONLY_THE_OWNER,
  },
  { name: "POST /api/profile/sessions/revoke-others", handler: revokeOthers, setup: async () => ({ body: password }), permission: "security.manage-own" },
  { name: "POST /api/auth/reauth", handler: reauth, setup: async () => ({ body: password }), permission: "security.manage-own" },
  { name: "GET /api/admin/second-factor-policy", handler: getPolicy, permission: "users.approve" },
  { name: "PUT /api/admin/second-factor-policy", handler: putPolicy, setup: async () => ({ body: SWITCH_OFF }), permission: "users.approve" },
  {
    name: "POST /api/admin/users/{id}/reset-second-factor",
    handler: resetSecondFactor,
    setup: async (cast) => ({ params: { id: await investorWithCodes(cast) } }),
    permission: "security.reset-others",
  },
  { name: "GET /api/profile/passkeys", handler: listPasskeys, permission: "security.manage-own" },
  { name: "POST /api/profile/passkeys/registration-options", handler: passkeyOptions, setup: async () => ({ body: password }), permission: "security.manage-own" },
  {
    // Past the gate, an answer to no challenge of the caller's session adds nothing: 400 (the ceremony itself is lib/security/passkeys.int.test.ts).
    name: "POST /api/profile/passkeys",
    handler: addPasskey,
    setup: async () => ({ body: { name: "Laptop", response: new SoftAuthenticator().register({ challenge: strayChallenge() }) } }),
    permission: "security.manage-own",
    overrides: { external: 400, otherExternal: 400, employee: 400 },
  },
  {
    name: "POST /api/profile/passkeys/{id}/rename",
    handler: renamePasskey,
    setup: async (cast) => ({ params: { id: await addPasskeyRow(cast.external.id) }, body: { name: "Renamed", ...password } }),
    permission: "security.manage-own",
    overrides: ONLY_THE_OWNER,
  },
  {
    name: "POST /api/profile/passkeys/{id}/remove",
    handler: removePasskey,
    setup: async (cast) => ({ params: { id: await addPasskeyRow(cast.external.id) }, body: password }),
    permission: "security.manage-own",
    overrides: ONLY_THE_OWNER,
  },
  { name: "POST /api/profile/passkeys/step-up-options", handler: stepUpOptions, setup: async (cast) => (await everyoneWithPasskey(cast), {}), permission: "security.manage-own" },
];

export const securityActionRows: ActionRow[] = [
  { name: "startTotpSetupAction", action: startTotpSetupAction, input: async (cast) => (await nobodyEnrolled(cast), password), permission: "security.manage-own" },
  { name: "confirmTotpSetupAction", action: confirmTotpSetupAction, input: async (cast) => (await everyoneEnrolled(cast, false), { code: codeNow() }), permission: "security.manage-own" },
  { name: "disableTotpAction", action: disableTotpAction, input: async (cast) => (await everyoneEnrolled(cast, true), password), permission: "security.manage-own" },
  { name: "regenerateRecoveryCodesAction", action: regenerateRecoveryCodesAction, input: async (cast) => (await everyoneEnrolled(cast, true), password), permission: "security.manage-own" },
  {
    name: "revokeSessionAction",
    action: revokeSessionAction,
    input: async (cast) => ({ sessionId: await externalSession(cast), ...password }),
    permission: "security.manage-own",
    overrides: ONLY_THE_OWNER,
  },
  { name: "revokeOtherSessionsAction", action: revokeOtherSessionsAction, input: async () => password, permission: "security.manage-own" },
  { name: "reauthAction", action: reauthAction, input: async () => password, permission: "security.manage-own" },
  { name: "updateSecondFactorPolicyAction", action: updateSecondFactorPolicyAction, input: async () => SWITCH_OFF, permission: "users.approve" },
  { name: "resetSecondFactorAction", action: resetSecondFactorAction, input: async (cast) => ({ id: await investorWithCodes(cast) }), permission: "security.reset-others" },
];
