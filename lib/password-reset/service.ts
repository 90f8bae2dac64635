// Password reset (issue 31). A request answers the same whether or not an account has the address: the
// per-address limit is checked (for every address alike), then the lookup and the mail run after the
// answer, so its timing says nothing either. Each account gets at most a few reset mails an hour, however
// many requests name its address. Confirming sets the password with registration's rules and ends every
// session of the account, in one audited transaction.
import "server-only";
import crypto from "node:crypto";
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { hashPassword } from "@/lib/auth/password";
import { beginResetRequest } from "@/lib/auth/rate-limit";
import { issueToken, redeemToken } from "@/lib/account-tokens/service";
import { mailUser } from "@/lib/mail/send";
import { env } from "@/lib/env";

export const RESET_PASSWORD_PATH = "/reset-password";
export const RESET_REQUESTED_MESSAGE = "If an account has this verified address, we have sent it a link to set a new password. The link works once, for 30 minutes.";
export const PASSWORD_SET_MESSAGE = "Your new password is set and every earlier sign-in has ended. Log in with the new password.";
/** Reset mails per account per hour; requests beyond it are answered alike and send nothing. */
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;
const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

// The work each request leaves running after its answer; tests wait for it (`settleResetRequests`).
const running = new Set<Promise<void>>();

/** POST /api/auth/password-reset. Throws only the per-address 429; otherwise the caller answers 202 at once. */
export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  await beginResetRequest(`RESET:${crypto.createHash("sha256").update(email).digest("hex").slice(0, 40)}`, ip);
  const work = sendResetMails(email).catch((err) => console.error("password reset mail failed:", err));
  running.add(work);
  void work.finally(() => running.delete(work));
}

/** Test only: waits for the reset requests still running after their answers. */
export async function settleResetRequests(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

async function sendResetMails(email: string, now = new Date()): Promise<void> {
  const db = await getDb();
  // Only a verified address: an unverified one is anybody's claim. Several accounts may share one address.
  const users = await db.user.findMany({ where: { email, emailVerifiedAt: { not: null } }, select: { id: true, username: true }, take: 10 });
  for (const user of users) {
    await transaction(async (tx, afterCommit) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`;
      const recent = await tx.accountToken.count({ where: { userId: user.id, purpose: "password-reset", createdAt: { gt: new Date(now.getTime() - ACCOUNT_WINDOW_MS) } } });
      if (recent >= MAX_RESET_MAILS_PER_ACCOUNT) return;
      const sealedToken = await issueToken(tx, user.id, "password-reset", now);
      await mailUser(tx, afterCommit, user.id, {
        category: "password-reset",
        subject: `Set a new password for ${env.branding.companyName}`,
        heading: "Set a new password",
        paragraphs: [`Someone (we hope you) asked to set a new password for the account ${user.username} on the ${env.branding.companyName} portal.`, "The link works once, for 30 minutes. Setting a new password signs the account out everywhere."],
        action: { label: "Set a new password", path: RESET_PASSWORD_PATH, sealedToken },
        footnote: "If this was not you, ignore this mail: your password stays as it is.",
      });
      await writeAudit(tx, { event: "user.password-reset-requested", entityId: user.id, actorId: user.id, after: { sentTo: email } });
    });
  }
}

/** POST /api/auth/password-reset/confirm: the link's one use sets the password and ends every session. */
export async function confirmPasswordReset(token: string, password: string, now = new Date()): Promise<{ username: string }> {
  const passwordHash = await hashPassword(password);
  return transaction(async (tx) => {
    const { userId } = await redeemToken(tx, token, "password-reset", now);
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash }, select: { username: true } });
    const { count } = await tx.session.deleteMany({ where: { userId } });
    await writeAudit(tx, { event: "user.password-reset", entityId: userId, actorId: userId, after: { sessionsEnded: count } });
    return user;
  });
}
