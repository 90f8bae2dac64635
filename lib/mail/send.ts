// Sending a mail (issue 31): recorded with the change that causes it and sent after the commit through
// the outbox ("mail.send"), so a rolled-back change sends nothing and a crash delays the mail rather than
// losing it. The Message-ID is the outbox item's id: a retry after a crash is the same message. Each mail
// has a row in mail_messages (the employees' Mail log) whose state the send or its failure updates.
//
// Only a verified address receives mail (`mailUser`); the one exception is the mail that verifies an
// address (`mailUnverifiedAddress`, used by lib/email-address alone).
//
// A notification mail (lib/notification-mail) carries `unsubscribe`: its one-click address goes into
// List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), and its footer links to the mail settings and
// the unsubscribe page. Verification and password-reset mails have none: they cannot be turned off.
import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { AfterCommit } from "@/lib/transaction";
import { defineEffect, type OutboxRun } from "@/lib/outbox/effect";
import { openToken } from "@/lib/account-tokens/token";
import { renderMail } from "@/lib/mail/template";
import { deliver, type Delivery } from "@/lib/mail/transport";

/** What the Mail log shows a mail as: an account link, or a notification category (lib/notification-mail/categories.ts), or the digest. */
export const MAIL_CATEGORIES = ["email-verification", "password-reset", "digest", "decisions", "reservations", "agreements", "reviews", "account"] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

const oneLine = z.string().regex(/^[^\r\n]*$/, "must be one line");
const sitePath = z.string().max(2_000).regex(/^\/[^\s]*$/);
const payload = z.object({
  to: oneLine.max(254),
  userId: z.string().optional(),
  category: z.enum(MAIL_CATEGORIES),
  subject: oneLine.max(300),
  heading: z.string().max(300),
  paragraphs: z.array(z.string().max(5_000)).max(20),
  footnote: z.string().max(1_000).optional(),
  /** The link: a path on this site (APP_URL is added when sending), and a sealed token for its `?token=`. */
  action: z.object({ label: z.string().max(100), path: sitePath, sealedToken: z.string().optional() }).optional(),
  /** The digest's lines, each linking to a path on this site. */
  items: z.array(z.object({ text: z.string().max(5_000), path: sitePath })).max(500).optional(),
  /** A notification mail's way out: the one-click address (a POST), the page a person opens, the mail settings, and what is stopped. */
  unsubscribe: z.object({ oneClickPath: sitePath, pagePath: sitePath, preferencesPath: sitePath, label: z.string().max(100) }).optional(),
});
export type MailPayload = z.input<typeof payload>;

type Payload = z.output<typeof payload>;

/** The SMTP conversation (or the .eml file), with no transaction open: the outbox leases the row meanwhile. */
async function send(mail: Payload, item: OutboxRun): Promise<Delivery> {
  const base = env.appUrl;
  const absolute = (path: string) => new URL(path, base).toString();
  let url: string | undefined;
  if (mail.action) {
    const link = new URL(mail.action.path, base);
    if (mail.action.sealedToken) link.searchParams.set("token", openToken(mail.action.sealedToken, env.sessionSecret));
    url = link.toString();
  }
  const off = mail.unsubscribe;
  const { text, html } = renderMail(
    {
      ...mail,
      action: mail.action && url ? { label: mail.action.label, url } : undefined,
      items: mail.items?.map((i) => ({ text: i.text, url: absolute(i.path) })),
      manage: off && { preferencesUrl: absolute(off.preferencesPath), unsubscribeUrl: absolute(off.pagePath), categoryLabel: off.label },
    },
    { companyName: env.branding.companyName, logoUrl: absolute(env.branding.logoPath) },
  );
  const headers: Record<string, string> = { "X-Mail-Category": mail.category };
  if (off) {
    headers["List-Unsubscribe"] = `<${absolute(off.oneClickPath)}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return deliver({ from: env.mailFrom, to: mail.to, subject: mail.subject, text, html, messageId: `<${item.id}@${new URL(base).hostname}>`, headers }, `${item.id}.eml`);
}

/** What the send became, in the transaction that marks the outbox item done. */
async function sent(tx: Tx, _mail: Payload, item: OutboxRun & { outcome?: unknown }): Promise<void> {
  const { state } = item.outcome as Delivery;
  await tx.mailMessage.updateMany({ where: { outboxId: item.id }, data: { state, sentAt: new Date(), attempts: item.attempts + 1, error: null } });
}

async function failed(item: OutboxRun & { error: string }): Promise<void> {
  const db = await getDb();
  await db.mailMessage.updateMany({ where: { outboxId: item.id }, data: { state: "failed", attempts: item.attempts, error: item.error.slice(0, 2_000) } });
}

export const sendMailEffect = defineEffect("mail.send", payload, sent, failed, send);

async function record(tx: Tx, afterCommit: AfterCommit, mail: MailPayload): Promise<void> {
  const outboxId = await afterCommit(sendMailEffect, mail);
  await tx.mailMessage.create({ data: { outboxId, userId: mail.userId ?? null, recipient: mail.to, subject: mail.subject, category: mail.category } });
}

/** A mail to a user's verified address; none (no address, or not verified yet): nothing is sent. Returns whether one was recorded. */
export async function mailUser(tx: Tx, afterCommit: AfterCommit, userId: string, mail: Omit<MailPayload, "to" | "userId">): Promise<boolean> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  if (!user?.email || !user.emailVerifiedAt) return false;
  await record(tx, afterCommit, { ...mail, to: user.email, userId });
  return true;
}

/** The verification mail only: it goes to the address it verifies, which is not verified yet by definition. */
export async function mailUnverifiedAddress(tx: Tx, afterCommit: AfterCommit, mail: MailPayload & { category: "email-verification" }): Promise<void> {
  await record(tx, afterCommit, mail);
}
