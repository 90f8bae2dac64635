import "server-only";
// Issue 31 §3: a notification's own mail. Written beside its bell entry (lib/agreements/notifications/
// deliver.ts) when the recipient has a verified address and wants the category immediately; a "digest"
// category waits for the daily digest (lib/digest/digest.ts), which reads the bell entries
// themselves; "off" mails nothing. The link is the notification's own, on APP_URL.
import type { Tx } from "@/lib/db";
import type { AfterCommit } from "@/lib/transaction";
import { mailUser } from "@/lib/mail/send";
import { categoryOf, CATEGORY_INFO } from "@/lib/notification-mail/categories";
import { modeFor } from "@/lib/notification-mail/preferences";
import { unsubscribeLinks } from "@/lib/notification-mail/links";

export type MailedNotification = { kind: string; message: string; link: string };

const SUBJECT_LENGTH = 120;
/** One line, short enough for a subject: a reason typed with line breaks must not break the header. */
export function subjectOf(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length > SUBJECT_LENGTH ? `${line.slice(0, SUBJECT_LENGTH - 1)}…` : line;
}

/** Whether a mail was recorded (a verified address and the category set to immediately). */
export async function mailNotification(tx: Tx, afterCommit: AfterCommit, userId: string, n: MailedNotification): Promise<boolean> {
  const category = categoryOf(n.kind);
  if ((await modeFor(tx, userId, category)) !== "immediately") return false;
  return mailUser(tx, afterCommit, userId, {
    category,
    subject: subjectOf(n.message),
    heading: CATEGORY_INFO[category].label,
    paragraphs: [n.message.slice(0, 5_000)],
    action: { label: "Open in the portal", path: n.link },
    footnote: "You get this mail because it rang your bell in the portal.",
    unsubscribe: unsubscribeLinks(userId, category),
  });
}
