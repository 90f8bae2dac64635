import "server-only";
// Issue 31 §3: the daily digest. From DIGEST_HOUR (UTC) on, each user with a verified address and at
// least one category set to "digest" gets one mail listing the bell entries of those categories since
// their previous digest (the first: the last 24 hours). Runs from the in-process timer (lib/outbox/
// startup.ts) and the cron route (app/api/cron/digest); exactly once per user and day however many run,
// because the mail is enqueued in the transaction that inserts the user's row for the day, whose unique
// key (userId, day) lets only one transaction through. A day with nothing to list keeps its row (no mail):
// the next digest still starts from the previous one's time, so nothing is skipped.
import type { Tx } from "@/lib/db";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { transaction, type AfterCommit } from "@/lib/transaction";
import { mailUser } from "@/lib/mail/send";
import { categoryOf, CATEGORY_INFO, type NotificationCategory } from "@/lib/notification-mail/categories";
import { whatIsDue, type DueLead } from "@/lib/digest/due-lead";
import { unsubscribeLinks } from "@/lib/notification-mail/links";

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_ITEMS = 200;

const dayOf = (now: Date) => new Date(now.toISOString().slice(0, 10));

/** Every user due a digest now (none before DIGEST_HOUR): mails enqueued (and sent after each commit). Returns how many mails. */
export async function sendDueDigests(now: Date = new Date()): Promise<number> {
  if (now.getUTCHours() < env.digestHour) return 0;
  const db = await getDb();
  const day = dayOf(now);
  const users = await db.user.findMany({
    where: {
      status: "approved",
      email: { not: null },
      emailVerifiedAt: { not: null },
      notificationPreferences: { some: { mode: "digest" } },
      notificationDigests: { none: { day } },
    },
    select: { id: true, role: true, status: true },
    orderBy: { id: "asc" },
  });
  let mailed = 0;
  for (const user of users) if (await digestFor(user.id, day, now, await whatIsDue(user, now))) mailed++;
  return mailed;
}

/** One user's digest for `day`, unless another run made it first. Whether a mail was enqueued. */
async function digestFor(userId: string, day: Date, now: Date, lead: DueLead | null): Promise<boolean> {
  return transaction(async (tx, afterCommit) => {
    const previous = await tx.notificationDigest.findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
    // The row first: a second run (another instance, the cron route) stops here, on the unique key.
    const claimed = await tx.$executeRaw`
      INSERT INTO notification_digests (id, "userId", day, items, "createdAt")
      VALUES (gen_random_uuid()::text, ${userId}, ${day}::date, 0, ${now}) ON CONFLICT ("userId", day) DO NOTHING`;
    if (claimed === 0) return false;
    const since = previous?.createdAt ?? new Date(now.getTime() - DAY_MS);
    const items = await digestItems(tx, userId, since, now);
    if (items.length === 0 && !lead) return false;
    await tx.notificationDigest.update({ where: { userId_day: { userId, day } }, data: { items: items.length } });
    return mailDigest(tx, afterCommit, userId, items, lead);
  });
}

type Item = { message: string; link: string; category: NotificationCategory };

/** The bell entries since the previous digest whose category the user set to "digest", oldest first. */
async function digestItems(tx: Tx, userId: string, since: Date, until: Date): Promise<Item[]> {
  const digestOf = new Set((await tx.notificationPreference.findMany({ where: { userId, mode: "digest" }, select: { category: true } })).map((p) => p.category));
  const rows = await tx.notification.findMany({
    where: { userId, createdAt: { gt: since, lte: until } },
    select: { kind: true, message: true, link: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows
    .map((r) => ({ message: r.message, link: r.link ?? "/dashboard", category: categoryOf(r.kind) }))
    .filter((r) => digestOf.has(r.category));
}

async function mailDigest(tx: Tx, afterCommit: AfterCommit, userId: string, items: Item[], lead: DueLead | null): Promise<boolean> {
  const shown = items.slice(0, MAX_ITEMS);
  const more = items.length - shown.length;
  const count = items.length === 1 ? "1 notification" : `${items.length} notifications`;
  return mailUser(tx, afterCommit, userId, {
    category: "digest",
    subject: `Your daily digest: ${count}`,
    heading: "Your daily digest",
    paragraphs: [
      ...(lead?.lines ?? []),
      items.length ? `Since your last digest (${[...new Set(items.map((i) => CATEGORY_INFO[i.category].label))].join(", ")}):` : "Nothing new rang your bell since your last digest.",
      ...(more > 0 ? [`And ${more} more: open the bell in the portal to see them all.`] : []),
    ],
    items: shown.map((i) => ({ text: i.message.replace(/\s+/g, " ").slice(0, 1_000), path: i.link })),
    action: lead ? { label: "Open My work", path: lead.path } : { label: "Open the portal", path: "/dashboard" },
    footnote: "You get this digest because you chose Daily digest for these categories in your mail settings.",
    unsubscribe: unsubscribeLinks(userId, "digest"),
  });
}
