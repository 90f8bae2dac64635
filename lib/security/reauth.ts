import "server-only";
// Every change on the security page asks again (issue 32 §1): the password, or a current code when codes
// are on. Wrong answers count per account (lib/auth/rate-limit.ts beginReauthAttempt), so a borrowed
// session cannot guess its way to turning the second factor off.
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { verifyPassword } from "@/lib/auth/password";
import { beginReauthAttempt, clearSigningFailures } from "@/lib/auth/rate-limit";
import { consumeTotpCode } from "@/lib/second-factor/factor-store";
import type { SessionUser } from "@/lib/session";

export type Reauth = { password?: string; code?: string };

/**
 * Throws 403 unless the password (or a code) is right; returns how the caller proved it, for the audit row.
 * A right answer is the session's latest check (issue 32 §4): step-up asks again 15 minutes after it.
 */
export async function confirmIdentity(actor: SessionUser, proof: Reauth, ip: string): Promise<"password" | "code"> {
  const attempt = await beginReauthAttempt(actor.id, ip);
  const db = await getDb();
  let checkedWith: "password" | "code";
  if (proof.password !== undefined) {
    const user = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
    if (!(await verifyPassword(user?.passwordHash ?? null, proof.password))) throw wrong("password", "Your password is not right");
    checkedWith = "password";
  } else {
    if (!(await consumeTotpCode(db, actor.id, proof.code ?? ""))) throw wrong("code", "That code is not right (or was used already). Wait for the next one and try again.");
    checkedWith = "code";
  }
  await clearSigningFailures(attempt);
  await db.session.updateMany({ where: { id: actor.sessionId }, data: { checkedAt: new Date() } });
  return checkedWith;
}

/** POST /api/auth/reauth: step-up's answer, before the refused call is tried again. */
export async function reauthenticate(actor: SessionUser, proof: Reauth, ip: string): Promise<{ message: string }> {
  authorize(actor, "security.manage-own");
  await confirmIdentity(actor, proof, ip);
  return { message: "Confirmed" };
}

// 403, not 401: the caller is signed in; what they typed does not confirm it is them.
const wrong = (field: "password" | "code", message: string) => new AppError("FORBIDDEN", message, { fieldErrors: { [field]: [message] } });
