import "server-only";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";

export const MAIL_LOG_LIMIT = 500;

export type MailLogRow = { id: string; recipient: string; subject: string; category: string; state: string; error: string | null; attempts: number; createdAt: Date; sentAt: Date | null };

/** The Mail log: the newest 500 mails, what became of each. Employees only. */
export async function listMailLog(actor: SessionUser): Promise<MailLogRow[]> {
  authorize(actor, "mail.read");
  const db = await getDb();
  return db.mailMessage.findMany({
    select: { id: true, recipient: true, subject: true, category: true, state: true, error: true, attempts: true, createdAt: true, sentAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAIL_LOG_LIMIT,
  });
}
