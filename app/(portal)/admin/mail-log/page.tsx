import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { listMailLog, MAIL_LOG_LIMIT } from "@/lib/mail/queries";
import { MailLogTable } from "@/components/mail/mail-log-table";
import { PageSection } from "@/components/shared/page-section";

export const metadata: Metadata = { title: "Mail Log" };

/** Issue 31: every mail the portal sent (or, without SMTP_URL, wrote as a file), the newest 500. */
export default async function MailLogPage() {
  const user = await requirePermission("mail.read");
  const rows = await listMailLog(user);
  const transport = env.smtpUrl ? "Mail is sent through the SMTP server in SMTP_URL." : "SMTP_URL is not set: each mail is written as an .eml file under DATA_DIR/mail/ instead of being sent.";
  return (
    <PageSection
      id="mail-log-title"
      title="Mail Log"
      description={<>The last {MAIL_LOG_LIMIT} mails, newest first. {transport} A failed mail is tried again after 1, 4, 16 and 64 minutes.</>}
    >
      <MailLogTable rows={rows} limit={MAIL_LOG_LIMIT} />
    </PageSection>
  );
}
