import "server-only";
// Said once when a server starts (instrumentation.ts): without SMTP_URL no mail leaves the machine, and
// whoever runs it should know where the mails went rather than wonder why none arrived.
import { env } from "@/lib/env";

export function announceMailTransport(): void {
  if (env.smtpUrl) return;
  console.warn(`Warning: SMTP_URL is not set, so mail is not sent: each mail is written as an .eml file under ${env.mailDir} (employees see them in the Mail log, /admin/mail-log). Set SMTP_URL (and MAIL_FROM, APP_URL) to send it.`);
}
