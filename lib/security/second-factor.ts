import "server-only";
// The second sign-in step (issue 32 §2): the pending login and a code, a recovery code or a passkey make
// the user whom the caller then gives a session. Each attempt is counted before it is checked, under the same key
// and limits as passwords (lib/auth/rate-limit.ts), and a code or recovery code is accepted once.
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { AppError } from "@/lib/errors";
import { beginLoginAttempt, clearLoginFailures } from "@/lib/auth/rate-limit";
import { consumeRecoveryCode, consumeTotpCode, secondFactorsOf, unusedRecoveryCodes } from "@/lib/second-factor/factor-store";
import { notifySecurityChange } from "@/lib/security/notify";
import type { PendingLogin } from "@/lib/security/pending-login";
import type { SecondFactorInput } from "@/lib/security/schemas";
import { verifyAssertion } from "@/lib/passkeys/ceremony";
import type { RelyingParty } from "@/lib/passkeys/relying-party";

export const USER_FIELDS = { id: true, username: true, role: true, status: true, createdAt: true } as const;

export const SIGN_IN_AGAIN = "Your sign-in timed out. Enter your username and password again.";

/** `rp`: this site, for a passkey's answer (lib/passkeys/relying-party.ts). */
export async function completeSecondFactor(pending: PendingLogin | null, input: SecondFactorInput, ip: string, rp: RelyingParty) {
  if (!pending) throw new AppError("UNAUTHENTICATED", SIGN_IN_AGAIN);
  const attempt = await beginLoginAttempt(pending.key, ip);
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: pending.uid }, select: USER_FIELDS });
  // Denied or switched off since the password step: start again (which then says why).
  if (!user || user.status !== "approved" || (await secondFactorsOf(db, user.id)).length === 0) throw new AppError("UNAUTHENTICATED", SIGN_IN_AGAIN);
  if (input.passkey !== undefined) {
    // Only to a challenge handed out for this pending login's account, and only with one of its passkeys.
    if (!(await verifyAssertion(db, rp, input.passkey, { purpose: "second-factor", userId: user.id }, user.id))) throw wrongCode("passkey", PASSKEY_REFUSED);
  } else if (input.code !== undefined) {
    if (!(await consumeTotpCode(db, user.id, input.code))) throw wrongCode("code", "That code is not right (or was used already). Type the code your app shows now.");
  } else {
    const used = await transaction(async (tx, afterCommit) => {
      if (!(await consumeRecoveryCode(tx, user.id, input.recoveryCode ?? ""))) return false;
      const left = await unusedRecoveryCodes(tx, user.id);
      await writeAudit(tx, { event: "security.recovery-code-used", entityId: user.id, actorId: user.id, before: { recoveryCodesLeft: left + 1 }, after: { recoveryCodesLeft: left } });
      await notifySecurityChange(afterCommit, user.id, "recovery-code-used", `${left} left.`);
      return true;
    });
    if (!used) throw wrongCode("recoveryCode", "That recovery code is not right or was used already.");
  }
  await clearLoginFailures(attempt);
  return user;
}

export const PASSKEY_REFUSED = "That passkey did not confirm it is you. Try again, or use another way to sign in.";

const wrongCode = (field: string, message: string) => new AppError("UNAUTHENTICATED", message, { fieldErrors: { [field]: [message] } });
