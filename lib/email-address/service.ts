// Email addresses (issue 31): an address is only the user's once they follow the link mailed to it; until
// then it waits in its verification link's row. Registration and the profile page both start here.
import "server-only";
import type { Tx } from "@/lib/db";
import { getDb } from "@/lib/db";
import { transaction, type AfterCommit } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { issueToken, redeemToken } from "@/lib/account-tokens/service";
import { mailUnverifiedAddress } from "@/lib/mail/send";
import { env } from "@/lib/env";
import type { SessionUser } from "@/lib/session";

export const VERIFY_EMAIL_PATH = "/verify-email";
export const VERIFICATION_SENT_MESSAGE = "We have sent a link to this address. Open it within 24 hours to confirm the address; until then mail goes to your verified address, if you have one.";
export const VERIFIED_MESSAGE = "Your email address is confirmed. Mail from the portal goes to it from now on.";

/** Records the verification link and its mail in the caller's transaction (sent after the commit). */
export async function startEmailVerification(tx: Tx, afterCommit: AfterCommit, user: { id: string; username: string }, email: string, now = new Date()): Promise<void> {
  const sealedToken = await issueToken(tx, user.id, "verify-email", now, email);
  await mailUnverifiedAddress(tx, afterCommit, {
    to: email,
    userId: user.id,
    category: "email-verification",
    subject: `Confirm your email address for ${env.branding.companyName}`,
    heading: "Confirm your email address",
    paragraphs: [`Someone (we hope you) asked for this address to receive mail for the account ${user.username} on the ${env.branding.companyName} portal.`, "The link works once, for 24 hours."],
    action: { label: "Confirm this address", path: VERIFY_EMAIL_PATH, sealedToken },
    footnote: "If this was not you, ignore this mail: nothing changes until the link is used.",
  });
  await writeAudit(tx, { event: "user.email-requested", entityId: user.id, actorId: user.id, after: { pendingEmail: email } });
}

export type EmailStatus = { email: string | null; verifiedAt: Date | null; pendingEmail: string | null };

/** POST /api/profile/email: a new address to verify. The current one (if any) keeps receiving mail until then. */
export async function requestEmailChange(actor: SessionUser, email: string): Promise<EmailStatus> {
  return transaction(async (tx, afterCommit) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { id: true, username: true } });
    await startEmailVerification(tx, afterCommit, user, email);
    return emailStatusIn(tx, actor.id);
  });
}

/** POST /api/auth/verify-email: the link's one use makes its address the account's verified one. */
export async function verifyEmail(token: string, now = new Date()): Promise<{ email: string }> {
  return transaction(async (tx) => {
    const { userId, email } = await redeemToken(tx, token, "verify-email", now);
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
    await tx.user.update({ where: { id: userId }, data: { email, emailVerifiedAt: now } });
    await writeAudit(tx, { event: "user.email-verified", entityId: userId, actorId: userId, before, after: { email, emailVerifiedAt: now } });
    return { email: email! };
  });
}

/** Reads through a transaction or the client alike. */
type Reader = Pick<Tx, "user" | "accountToken">;

async function emailStatusIn(tx: Reader, userId: string, now = new Date()): Promise<EmailStatus> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  const pending = await tx.accountToken.findFirst({
    where: { userId, purpose: "verify-email", usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { email: true },
  });
  return { email: user.email, verifiedAt: user.emailVerifiedAt, pendingEmail: pending?.email ?? null };
}

/** The profile page's read. */
export async function getEmailStatus(actor: SessionUser): Promise<EmailStatus> {
  return emailStatusIn(await getDb(), actor.id);
}
