import "server-only";
// A passkey in place of the password where an action asks again (issue 32 §4, signing the MSA): options
// for the signed-in account's own passkeys, their challenge bound to this session, and the check of the
// answer. The caller counts the attempt under its own limit (signing's, lib/auth/rate-limit.ts).
import { getDb, type Tx } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import { conflict } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { authenticationOptions, verifyAssertion, type AuthenticationResponseJSON } from "@/lib/passkeys/ceremony";
import type { RelyingParty } from "@/lib/passkeys/relying-party";

const binding = (actor: SessionUser) => ({ purpose: "step-up" as const, userId: actor.id, sessionId: actor.sessionId });

/** POST /api/profile/passkeys/step-up-options. */
export async function stepUpOptions(actor: SessionUser, rp: RelyingParty) {
  authorize(actor, "security.manage-own");
  const db = await getDb();
  const passkeys = await db.passkey.findMany({ where: { userId: actor.id }, select: { credentialId: true, transports: true } });
  if (passkeys.length === 0) throw conflict("Your account has no passkey. Add one on the security page, or use your password.");
  return authenticationOptions(db, rp, passkeys, binding(actor));
}

/** Whether one of the caller's own passkeys answered a step-up challenge of this session. */
export async function passkeyConfirms(db: Tx, actor: SessionUser, response: AuthenticationResponseJSON, rp: RelyingParty): Promise<boolean> {
  return (await verifyAssertion(db, rp, response, binding(actor), actor.id)) !== null;
}
