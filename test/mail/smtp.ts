// A real SMTP server in the test process (smtp-server), with AUTH like a provider's; every mail it
// accepts is parsed back with mailparser. Point SMTP_URL at it with `url`.
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";

export type TestSmtp = {
  url: string;
  mails: ParsedMail[];
  /** Resolves with the n-th mail (1-based) once it has arrived. */
  nth: (n: number, timeoutMs?: number) => Promise<ParsedMail>;
  /** Makes the next `count` sends fail with a 451. */
  failNext: (count: number) => void;
  close: () => Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  let failing = 0;
  const server = new SMTPServer({
    // No TLS certificate here: STARTTLS off, so nodemailer sends in the clear (a provider would offer it).
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, cb) {
      if (auth.username === "mailer" && auth.password === "s3cret") cb(null, { user: "mailer" });
      else cb(new Error("Invalid username or password"));
    },
    onData(stream, _session, cb) {
      if (failing > 0) {
        failing--;
        stream.resume();
        stream.on("end", () => {
          const err = new Error("Mailbox busy, try later") as Error & { responseCode: number };
          err.responseCode = 451;
          cb(err);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          waiting.splice(0).forEach((w) => w());
          cb();
        })
        .catch(cb);
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const nth = (n: number, timeoutMs = 10_000) =>
    new Promise<ParsedMail>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`mail ${n} did not arrive (${mails.length} did)`)), timeoutMs);
      const look = () => {
        if (mails.length >= n) {
          clearTimeout(timer);
          resolve(mails[n - 1]);
        } else waiting.push(look);
      };
      look();
    });
  return {
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    mails,
    nth,
    failNext: (count) => (failing = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link in a mail's text part, and its token. */
export function linkIn(mail: ParsedMail): { url: URL; token: string } {
  const match = /(https?:\/\/\S+\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  if (!match) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(match[1]);
  return { url, token: url.searchParams.get("token")! };
}
