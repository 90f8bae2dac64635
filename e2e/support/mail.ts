// The e2e servers have no SMTP_URL, so each mail is an .eml file under the server's DATA_DIR/mail/
// (scripts/e2e-server.mjs), read and parsed here as a mail client would.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "@playwright/test";
import { serverPlaces } from "./server";

/** The newest mail to `to` whose subject matches, once its file is there. */
export async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  const dir = path.join(serverPlaces().dataDir, "mail");
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
        const mails = await Promise.all(files.map(async (f) => ({ mtime: fs.statSync(path.join(dir, f)).mtimeMs, mail: await simpleParser(fs.readFileSync(path.join(dir, f))) })));
        found = mails
          .filter(({ mail }) => mail.to && !Array.isArray(mail.to) && mail.to.text === to && subject.test(mail.subject ?? ""))
          .sort((a, b) => b.mtime - a.mtime)[0]?.mail;
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
