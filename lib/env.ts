// The only reader of process.env. Getters, not constants: tests point each file at its own database.
import path from "node:path";

function flag(name: string): boolean {
  return /^(1|true|yes)$/i.test(process.env[name] ?? "");
}

/** Set by Vercel in its builds and functions. */
function onVercel(): boolean {
  return process.env.VERCEL === "1";
}

export const env = {
  /**
   * The embedded database and local uploads live here. `./data` is the default of `npm start` and of
   * development and tests only: in production the app never picks a folder inside its own checkout
   * by itself (on a host or a serverless platform that folder is the deployed code, often read-only).
   */
  get dataDir(): string {
    const dir = process.env.DATA_DIR;
    if (!dir && process.env.NODE_ENV === "production") {
      throw new Error("DATA_DIR is not set: name a folder outside the app for the embedded database and uploaded files, or set DATABASE_URL and BLOB_READ_WRITE_TOKEN");
    }
    return path.resolve(/*turbopackIgnore: true*/ dir || "data");
  },
  get databaseUrl(): string | undefined {
    const url = process.env.DATABASE_URL;
    return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
  },
  /** Connections per app instance on PostgreSQL. */
  get databasePoolSize(): number {
    const size = Number(process.env.DATABASE_POOL_SIZE || 10);
    return Number.isInteger(size) && size > 0 ? size : 10;
  },
  get sessionSecret(): string {
    const secret = process.env.SESSION_SECRET;
    if (!secret || secret.length < 32) {
      throw new Error("SESSION_SECRET must be set (at least 32 characters); npm start provides one for the embedded setup");
    }
    return secret;
  },
  /** "auto" follows the request's scheme; "true"/"false" force it (e.g. behind a TLS-terminating proxy). */
  get cookieSecure(): "auto" | boolean {
    const v = process.env.COOKIE_SECURE;
    if (v === undefined || v === "" || v === "auto") return "auto";
    return flag("COOKIE_SECURE");
  },
  /**
   * Test only (e2e/outbox-crash.spec.ts): milliseconds to wait between a commit that recorded after-commit
   * work and running it, so a test can kill the server in that gap, as a crash would. 0 (unset) otherwise;
   * never set it outside that test.
   */
  get testAfterCommitDelayMs(): number {
    const ms = Number(process.env.CFP_TEST_AFTER_COMMIT_DELAY_MS || 0);
    return Number.isInteger(ms) && ms > 0 ? ms : 0;
  },
  /** Jest sets NODE_ENV=test: no background timers there. */
  get isTest(): boolean {
    return process.env.NODE_ENV === "test";
  },
  get openEmployeeRegistration(): boolean {
    return flag("OPEN_EMPLOYEE_REGISTRATION");
  },
  /**
   * The bearer token the scheduled-work routes (app/api/cron) require, as Vercel Cron sends it
   * (`Authorization: Bearer $CRON_SECRET`). Unset (or under 16 characters): those routes answer 404.
   */
  get cronSecret(): string | undefined {
    return process.env.CRON_SECRET || undefined;
  },
  /**
   * The firm's signing certificate (a PKCS#12 file, base64) that seals the executed MSA and the tax pack
   * (PAdES). Unset: a self-signed one for COMPANY_NAME is made once under DATA_DIR (lib/pdf/signing).
   */
  get signingCertP12(): Buffer | undefined {
    const value = process.env.SIGNING_CERT_P12?.replace(/\s+/g, "");
    return value ? Buffer.from(value, "base64") : undefined;
  },
  /** The PKCS#12 file's password; empty when it has none. */
  get signingCertPassword(): string {
    return process.env.SIGNING_CERT_PASSWORD ?? "";
  },
  get blobToken(): string | undefined {
    return process.env.BLOB_READ_WRITE_TOKEN || undefined;
  },
  get uploadsDir(): string {
    return path.join(this.dataDir, "uploads");
  },
  get trustProxy(): boolean {
    return flag("TRUST_PROXY");
  },
  /**
   * The request header a trusted proxy or platform puts the client's address in (TRUST_PROXY only):
   * CLIENT_IP_HEADER when set (`x-real-ip`, `cf-connecting-ip`, …), else `x-vercel-forwarded-for` on
   * Vercel, else `x-forwarded-for`, whose last entry is the one the nearest proxy appended.
   */
  get clientIpHeader(): string {
    const named = process.env.CLIENT_IP_HEADER?.trim().toLowerCase();
    if (named) {
      if (!/^[a-z0-9-]+$/.test(named)) throw new Error("CLIENT_IP_HEADER must be a header name such as x-real-ip");
      return named;
    }
    return onVercel() ? "x-vercel-forwarded-for" : "x-forwarded-for";
  },
  /**
   * The site's address as people reach it (no trailing slash): the links in mail. Unset: this server on
   * localhost and PORT, right for the embedded default and the .eml files it writes.
   */
  get appUrl(): string {
    const url = process.env.APP_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`;
    if (!/^https?:\/\/[^\s/]+/.test(url)) throw new Error("APP_URL must be an http(s) address such as https://portal.example.com");
    return url.replace(/\/+$/, "");
  },
  /** `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465`. Unset: every mail is an .eml file under DATA_DIR/mail. */
  get smtpUrl(): string | undefined {
    return process.env.SMTP_URL?.trim() || undefined;
  },
  /** The From of every mail; defaults to the firm's name at no-reply on APP_URL's host. */
  get mailFrom(): string {
    const from = process.env.MAIL_FROM?.trim();
    if (from) return from;
    return `"${this.branding.companyName.replace(/["\\\r\n]/g, "")}" <no-reply@${new URL(this.appUrl).hostname}>`;
  },
  /**
   * The hour (0-23, UTC) from which each day's notification digest goes out (lib/digest/digest.ts).
   * Unset: 7.
   */
  get digestHour(): number {
    const raw = process.env.DIGEST_HOUR?.trim();
    if (!raw) return 7;
    const hour = Number(raw);
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error("DIGEST_HOUR must be a whole hour from 0 to 23 (UTC)");
    return hour;
  },
  get mailDir(): string {
    return path.join(this.dataDir, "mail");
  },
  get branding() {
    return {
      companyName: process.env.COMPANY_NAME ?? "Voltline Capital",
      websiteUrl: process.env.COMPANY_WEBSITE_URL ?? "https://example.com",
      mapUrl: process.env.PROJECT_MAP_URL ?? "https://www.openstreetmap.org/",
      logoPath: process.env.COMPANY_LOGO_PATH ?? "/logo.svg",
    };
  },
};
