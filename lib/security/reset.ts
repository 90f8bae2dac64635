import "server-only";
// Recovery by an employee (issue 32 §5, a lost phone): "Reset second factor" in User Management removes
// every second factor of another account (lib/second-factor/factor-store.ts removeSecondFactors, where
// passkeys join), ends its sessions, audits, and tells the owner (bell and mail). Never one's own: an
// employee with a stolen session must not be able to strip their own account's second factor.
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { conflict, forbidden, notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { removeSecondFactors, secondFactorsOf } from "@/lib/second-factor/factor-store";
import { notifySecurityChange } from "@/lib/security/notify";

export async function resetSecondFactor(actor: SessionUser, userId: string): Promise<{ message: string }> {
  authorize(actor, "security.reset-others");
  if (userId === actor.id) throw forbidden("You cannot reset your own second factor. Another employee can, or turn it off on your Security page.");
  return transaction(async (tx, afterCommit) => {
    // Row lock: a reset racing the owner's own enrolment (or another reset) waits for it.
    const [user] = await tx.$queryRaw<{ username: string }[]>`SELECT username FROM users WHERE id = ${userId} FOR UPDATE`;
    if (!user) throw notFound("User not found");
    const factors = await secondFactorsOf(tx, userId);
    if (factors.length === 0) throw conflict(`${user.username} has no second factor to reset`);
    const removed = await removeSecondFactors(tx, userId);
    const { count: sessions } = await tx.session.deleteMany({ where: { userId } });
    await writeAudit(tx, { event: "security.second-factor-reset", entityId: userId, actorId: actor.id, before: { factors: factors.join(", "), recoveryCodes: removed.recoveryCodes, passkeys: removed.passkeys, sessions }, after: { factors: "none" } });
    // The bell entry mails its owner too (lib/notification-mail), in the "account" category.
    await notifySecurityChange(afterCommit, userId, "second-factor-reset");
    return { message: `${user.username}'s second factor was reset and their sessions ended` };
  });
}
