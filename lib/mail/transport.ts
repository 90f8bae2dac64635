// How a mail leaves (issue 31): SMTP through nodemailer when SMTP_URL is set (smtp:// upgrades with
// STARTTLS when the server offers it, smtps:// is TLS from the start); otherwise the embedded default
// writes each mail as an .eml file under DATA_DIR/mail/, named by its outbox item so a retry overwrites
// the same file rather than adding a second.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { env } from "@/lib/env";

export type Delivery = { state: "sent" } | { state: "file"; file: string };

const cache = globalThis as { __cfpSmtp?: { url: string; transporter: Transporter } };

function smtp(url: string): Transporter {
  if (cache.__cfpSmtp?.url !== url) {
    // Timeouts: the send holds its outbox row's lease (lib/outbox/runner.ts LEASE_MS); a server that hangs must not outlast it.
    cache.__cfpSmtp = { url, transporter: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  return cache.__cfpSmtp.transporter;
}

export async function deliver(message: Mail.Options, fileName: string): Promise<Delivery> {
  const url = env.smtpUrl;
  if (url) {
    await smtp(url).sendMail(message);
    return { state: "sent" };
  }
  const { message: eml } = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }).sendMail(message);
  const dir = env.mailDir;
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, fileName);
  // Written whole, then renamed: a reader never sees half a mail.
  await fs.writeFile(`${file}.tmp`, eml as Buffer, { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
  return { state: "file", file };
}
